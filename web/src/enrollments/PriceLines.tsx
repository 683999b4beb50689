import { Box } from '@mui/material';
import type { PriceLineView } from '@stages/contracts';
import { useTranslate } from 'react-admin';
import { useFormats } from '../providers/useFormats';

/**
 * A line's words: the stage's name or the option's label as the API gives them; the reductions
 * in the reader's language, whatever the language the API worded them in.
 */
export function usePriceLineLabel({ withinStage = false } = {}) {
  const translate = useTranslate();
  return (line: PriceLineView) =>
    line.kind === 'social_price' || line.kind === 'sibling_discount'
      ? translate(`app.price_lines.${line.kind}`)
      : line.kind === 'stage' && withinStage
        ? translate('app.price_lines.stage')
        : line.label;
}

/** The options a price's lines charge for, by their labels: "Garderie · Repas chaud". */
export const optionLabels = (lines: readonly PriceLineView[]) =>
  lines.filter((line) => line.kind === 'option').map((line) => line.label);

/**
 * What a price is made of, one line each with its amount on the right, reductions negative,
 * then the total in bold: under a quote before registering, or taking an offered place.
 */
export const PriceLines = ({
  lines,
  totalCents,
  withinStage = false,
}: {
  readonly lines: readonly PriceLineView[];
  readonly totalCents: number;
  /** On the stage's own page, its line is "the stage's price" rather than its name. */
  readonly withinStage?: boolean;
}) => {
  const translate = useTranslate();
  const format = useFormats();
  const lineLabel = usePriceLineLabel({ withinStage });
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        rowGap: 0.5,
        m: 0,
        maxWidth: 480,
        '& dt': { overflowWrap: 'anywhere' },
        '& dd': { m: 0, pl: 2, textAlign: 'right', whiteSpace: 'nowrap' },
      }}
    >
      {lines.map((line, index) => (
        <Box key={`${line.kind}-${line.option_id ?? index}`} sx={{ display: 'contents' }}>
          <dt>{lineLabel(line)}</dt>
          <dd>{format.price(line.amount_cents)}</dd>
        </Box>
      ))}
      <Box
        sx={{
          display: 'contents',
          '& > *': { fontWeight: 700, borderTop: 1, borderColor: 'divider', pt: 0.5 },
        }}
      >
        <dt>{translate('app.price_lines.total')}</dt>
        <dd>{format.price(totalCents)}</dd>
      </Box>
    </Box>
  );
};

/**
 * A bill's lines in small print under its amount, when it has more than one: the stage, the
 * reductions and the options, so that a list says what the sum is made of. Spans with list
 * roles, since a phone's list line sets it inside a paragraph. In a table's narrow column
 * (`narrow`), each amount follows its line's words instead of standing in a column of its own.
 * In the stage's own list (`withinStage`), its line is "the stage's price" rather than its name.
 */
export const CompactPriceLines = ({
  lines,
  narrow = false,
  withinStage = false,
}: {
  readonly lines: readonly PriceLineView[];
  readonly narrow?: boolean;
  readonly withinStage?: boolean;
}) => {
  const translate = useTranslate();
  const format = useFormats();
  const lineLabel = usePriceLineLabel({ withinStage });
  if (lines.length < 2) return null;
  return (
    <Box
      component="span"
      role="list"
      aria-label={translate('app.price_lines.label')}
      sx={{
        display: narrow ? 'block' : 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        minWidth: narrow ? undefined : 150,
        maxWidth: 280,
        color: 'text.secondary',
        fontSize: '0.75rem',
        lineHeight: 1.4,
      }}
    >
      {lines.map((line, index) => (
        <Box
          component="span"
          role="listitem"
          key={`${line.kind}-${line.option_id ?? index}`}
          sx={{ display: narrow ? 'block' : 'contents' }}
        >
          <Box component="span" sx={{ overflowWrap: 'break-word', textAlign: 'left' }}>
            {lineLabel(line)}
          </Box>{' '}
          <Box
            component="span"
            sx={{ pl: narrow ? 0 : 1, textAlign: 'right', whiteSpace: 'nowrap' }}
          >
            {format.price(line.amount_cents)}
          </Box>
        </Box>
      ))}
    </Box>
  );
};
