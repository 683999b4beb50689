import { Alert, Stack, Typography } from '@mui/material';
import {
  lineNamesOf,
  PriceChoiceError,
  priceLines,
  priceLineViews,
  stagePricingOf,
  totalCents,
  type Language,
  type StageDetail,
} from '@stages/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { useLocaleState, useTranslate } from 'react-admin';
import { hasChoice, PlaceChoiceInputs } from '../enrollments/PlaceChoice';
import { PriceLines } from '../enrollments/PriceLines';

/**
 * The place the organizer registers a child on: the stage's options and, where it has one, the
 * social price, which the organizer grants here; then what the family will pay, priced by the
 * same rules the server records it by. A brother's or sister's place the family already holds
 * is the server's to count, so the preview says the discount may still come off.
 */
export const OnBehalfPlaceChoice = ({ stage }: { readonly stage: StageDetail }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { setValue } = useFormContext();
  const optionIds = (useWatch({ name: 'option_ids' }) as string[] | undefined) ?? [];
  const reducedPrice = (useWatch({ name: 'reduced_price' }) as boolean | undefined) ?? false;
  const choice = { optionIds, reducedPrice };
  const price = priceOf(stage, choice, locale as Language);
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      {hasChoice(stage) && (
        <PlaceChoiceInputs
          stage={stage}
          choice={choice}
          granting
          onChange={(next) => {
            setValue('option_ids', next.optionIds, { shouldDirty: true });
            setValue('reduced_price', next.reducedPrice, { shouldDirty: true });
          }}
        />
      )}
      {price && (
        <div>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {translate('app.stage_add_child.price')}
          </Typography>
          <PriceLines lines={price.lines} totalCents={price.totalCents} withinStage />
        </div>
      )}
      {stage.sibling_discounts && (
        <Alert severity="info" variant="outlined">
          {translate('app.stage_add_child.sibling_note')}
        </Alert>
      )}
    </Stack>
  );
};

/** The chosen place's lines and total; none while the choice names an option gone from the stage. */
function priceOf(
  stage: StageDetail,
  choice: { optionIds: readonly string[]; reducedPrice: boolean },
  language: Language,
) {
  try {
    const lines = priceLines(stagePricingOf(stage), { siblingsBefore: 0, ...choice });
    return {
      lines: priceLineViews(lines, lineNamesOf(stage.name, stage.options), language),
      totalCents: totalCents(lines),
    };
  } catch (error) {
    if (error instanceof PriceChoiceError) return null;
    throw error;
  }
}
