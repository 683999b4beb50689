import { Box, Chip, Stack, Typography } from '@mui/material';
import type { StageDetail } from '@stages/contracts';
import { useTranslate } from 'react-admin';
import { useFormats } from '../../providers/useFormats';

/** A price's name on the left, its amount on the right, top-aligned when the name wraps. */
const Row = ({ label, children }: { label: React.ReactNode; children: React.ReactNode }) => (
  <Box
    component="li"
    sx={{
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      alignItems: 'start',
      columnGap: 2,
      py: 0.75,
      borderBottom: 1,
      borderColor: 'divider',
      '&:last-of-type': { borderBottom: 0 },
    }}
  >
    <Box sx={{ overflowWrap: 'anywhere' }}>{label}</Box>
    <Box sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>{children}</Box>
  </Box>
);

const List = ({ children }: { children: React.ReactNode }) => (
  <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
    {children}
  </Box>
);

/** An option's places: left when counted, "full" when none is. */
const OptionPlaces = ({ remaining }: { remaining: number | null }) => {
  const translate = useTranslate();
  if (remaining === null) return null;
  return remaining === 0 ? (
    <Chip size="small" variant="outlined" label={translate('app.catalogue.prices.full')} />
  ) : (
    <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
      {translate('app.catalogue.prices.places_left', { smart_count: remaining })}
    </Box>
  );
};

/**
 * What a family pays: the price; the social price and how a family gets it; what brothers and
 * sisters pay less; and the options, each with its price, whether it is childcare (which the
 * tax certificate counts) and its places.
 */
export const StagePrices = ({ stage }: { stage: StageDetail }) => {
  const translate = useTranslate();
  const format = useFormats();
  const discounts = stage.sibling_discounts;
  const anyCare = stage.options.some((option) => option.counts_as_care);
  return (
    <Box component="section" aria-labelledby="stage-prices" sx={{ mb: 3 }}>
      <Typography id="stage-prices" variant="h6" component="h2" gutterBottom>
        {translate('app.catalogue.prices.title')}
      </Typography>
      <List>
        <Row label={translate('app.catalogue.prices.price')}>{format.price(stage.cost_cents)}</Row>
        {stage.reduced_cost_cents !== null && (
          <Row
            label={
              <>
                {translate('app.catalogue.prices.social_price')}
                <Typography variant="body2" color="text.secondary">
                  {translate(
                    stage.reduced_price_policy === 'self_declared'
                      ? 'app.catalogue.prices.self_declared'
                      : 'app.catalogue.prices.on_request',
                  )}
                </Typography>
              </>
            }
          >
            {format.price(stage.reduced_cost_cents)}
          </Row>
        )}
        {discounts && discounts.second_cents > 0 && (
          <Row label={translate('app.catalogue.prices.second_child')}>
            {format.price(-discounts.second_cents)}
          </Row>
        )}
        {discounts && discounts.third_and_more_cents > 0 && (
          <Row label={translate('app.catalogue.prices.third_child')}>
            {format.price(-discounts.third_and_more_cents)}
          </Row>
        )}
      </List>
      {stage.options.length > 0 && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            {translate('app.catalogue.prices.options')}
          </Typography>
          <List>
            {stage.options.map((option) => (
              <Row
                key={option.id}
                label={
                  <Stack
                    direction="row"
                    sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}
                  >
                    <span>{option.label}</span>
                    {option.counts_as_care && (
                      <Chip
                        size="small"
                        color="primary"
                        variant="outlined"
                        label={translate('app.catalogue.prices.childcare')}
                      />
                    )}
                    <OptionPlaces remaining={option.remaining} />
                  </Stack>
                }
              >
                {format.price(option.price_cents)}
              </Row>
            ))}
          </List>
          {anyCare && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('app.catalogue.prices.childcare_note')}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
};
