import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
} from '@mui/material';
import type { StageDetail } from '@stages/contracts';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { useFormats } from '../providers/useFormats';

/** What a family chooses with a place: the stage's options, and the social price. */
export interface PlaceChoice {
  readonly optionIds: readonly string[];
  readonly reducedPrice: boolean;
}

export const NO_CHOICE: PlaceChoice = { optionIds: [], reducedPrice: false };

/** What the choice's inputs need of the stage. */
export type PricedStage = Pick<
  StageDetail,
  'cost_cents' | 'reduced_cost_cents' | 'reduced_price_policy' | 'options'
>;

/** The choice as the quotes' query string reads it: `option_ids=a,b&reduced_price=true`. */
export const choiceQuery = (choice: PlaceChoice) =>
  new URLSearchParams({
    option_ids: choice.optionIds.join(','),
    reduced_price: String(choice.reducedPrice),
  }).toString();

/** The choice as a registration or an offer's acceptance sends it. */
export const choiceBody = (choice: PlaceChoice) => ({
  option_ids: choice.optionIds,
  reduced_price: choice.reducedPrice,
});

/** Whether a stage asks anything beyond the child: options, or a social price. */
export const hasChoice = (stage: PricedStage) =>
  stage.options.length > 0 || stage.reduced_cost_cents !== null;

/**
 * The stage's options, each with its price, whether it counts as childcare and its places left
 * (a full one, or one without room for every child, cannot be ticked); then, where the stage has
 * a social price, the family says it receives financial support, told how it is granted.
 * `places`: how many children the choice is for (an offer to brothers and sisters).
 * `granting`: the organizer, registering a child, grants the social price rather than the family
 * asking for it.
 */
export const PlaceChoiceInputs = ({
  stage,
  choice,
  onChange,
  places = 1,
  disabled = false,
  granting = false,
}: {
  readonly stage: PricedStage;
  readonly choice: PlaceChoice;
  readonly onChange: (choice: PlaceChoice) => void;
  readonly places?: number;
  readonly disabled?: boolean;
  readonly granting?: boolean;
}) => {
  const translate = useTranslate();
  const format = useFormats();
  const supportHelp = useId();
  const toggle = (id: string, on: boolean) => {
    const chosen = new Set(choice.optionIds);
    if (on) chosen.add(id);
    else chosen.delete(id);
    // In the stage's order, whatever the order they were ticked in.
    const optionIds = stage.options.map((option) => option.id).filter((each) => chosen.has(each));
    onChange({ ...choice, optionIds });
  };
  return (
    <Stack spacing={1.5}>
      {stage.options.length > 0 && (
        <FormControl component="fieldset" disabled={disabled}>
          <FormLabel component="legend">{translate('app.place_choice.options')}</FormLabel>
          <FormGroup>
            {stage.options.map((option) => {
              const full = option.remaining !== null && option.remaining < places;
              const notes = [
                format.price(option.price_cents),
                option.counts_as_care ? translate('app.place_choice.childcare') : null,
                option.remaining === 0
                  ? translate('app.place_choice.full')
                  : full
                    ? translate('app.place_choice.not_enough', {
                        smart_count: option.remaining ?? 0,
                      })
                    : option.remaining !== null
                      ? translate('app.place_choice.places_left', {
                          smart_count: option.remaining,
                        })
                      : null,
              ].filter(Boolean);
              return (
                <FormControlLabel
                  key={option.id}
                  disabled={full}
                  control={
                    <Checkbox
                      checked={choice.optionIds.includes(option.id)}
                      onChange={(event) => toggle(option.id, event.target.checked)}
                    />
                  }
                  label={
                    <>
                      {option.label}
                      <Box
                        component="span"
                        sx={{
                          display: 'block',
                          fontSize: '0.8125rem',
                          color: full ? undefined : 'text.secondary',
                        }}
                      >
                        {notes.join(' · ')}
                      </Box>
                    </>
                  }
                  sx={{ alignItems: 'flex-start', my: 0.25, '& .MuiCheckbox-root': { pt: 0.5 } }}
                />
              );
            })}
          </FormGroup>
        </FormControl>
      )}
      {stage.reduced_cost_cents !== null && (
        <FormControl disabled={disabled}>
          <FormControlLabel
            control={
              <Checkbox
                checked={choice.reducedPrice}
                onChange={(event) => onChange({ ...choice, reducedPrice: event.target.checked })}
                slotProps={{ input: { 'aria-describedby': supportHelp } }}
              />
            }
            label={translate(
              granting ? 'app.place_choice.grant' : 'app.place_choice.financial_support',
            )}
            sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
          />
          <FormHelperText id={supportHelp} sx={{ mx: 0 }}>
            {translate(
              granting
                ? 'app.place_choice.grant_help'
                : stage.reduced_price_policy === 'self_declared'
                  ? 'app.place_choice.self_declared'
                  : 'app.place_choice.on_request',
              {
                price: format.price(stage.reduced_cost_cents),
                amount: format.price(stage.cost_cents),
              },
            )}
          </FormHelperText>
        </FormControl>
      )}
    </Stack>
  );
};
