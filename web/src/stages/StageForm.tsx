import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlined';
import { Alert, Typography } from '@mui/material';
import {
  MAX_OFFER_HOURS,
  MAX_STAGE_OPTIONS,
  MIN_OFFER_HOURS,
  REDUCED_PRICE_POLICIES,
  type StageDetail,
} from '@stages/contracts';
import type { z } from 'zod';
import {
  ArrayInput,
  BooleanInput,
  NumberInput,
  RadioButtonGroupInput,
  SimpleFormIterator,
  TextInput,
  useRecordContext,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
  useTranslate,
  type SimpleFormProps,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Button } from '../layout/Button';
import { SimpleForm } from '../layout/forms';
import { validateWith } from '../providers/validateWith';
import { FormRow } from '../layout/FormRow';
import { LocalizedDateInput } from '../layout/LocalizedDateInput';
import { SaveOnlyToolbar } from '../layout/SaveOnlyToolbar';
import { FileUploadInput } from '../uploads/FileUploadInput';
import { RichTextInput } from './RichTextInput';
import {
  chargesLocked,
  chargesProblems,
  placedOnFields,
  stageRequest,
  type StageFormValues,
} from './stageCharges';

/** react-admin gives an empty field's null as ''. */
const euros = (cents: number | '' | null | undefined) =>
  cents == null || cents === '' ? '' : cents / 100;
const cents = (value: string | number | null) =>
  value === '' || value === null ? null : Math.round(Number(value) * 100);

const Section = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="h6" sx={{ mt: 2 }}>
      {translate(title)}
    </Typography>
  );
};

const POLICY_CHOICES = REDUCED_PRICE_POLICIES.map((policy) => ({
  id: policy,
  name: `app.stage_form.policy.${policy}`,
}));

/** How a family gets the social price: asked only once there is one. */
const PolicyInput = ({ locked }: { readonly locked: boolean }) => {
  const reduced = useWatch<StageFormValues>({ name: 'reduced_cost_cents' }) as
    number | null | undefined;
  if (reduced == null) return null;
  return (
    <RadioButtonGroupInput
      source="reduced_price_policy"
      choices={POLICY_CHOICES}
      row={false}
      disabled={locked}
      helperText={false}
      // Disabled, its legend still names the group: it keeps the contrast of a label.
      sx={{ '& .MuiFormLabel-root.Mui-disabled': { color: 'text.secondary' } }}
    />
  );
};

type OptionRecord = Partial<StageDetail['options'][number]>;

/**
 * An option already offered, once families hold places: what they chose stays as it is, only
 * its places may change. The item's record is the option as loaded, which keeps its place in
 * the list since such options can be neither moved nor removed.
 */
const useKeptOption = (locked: boolean) => {
  const option = useRecordContext<OptionRecord>();
  return locked && option?.id !== undefined ? option : undefined;
};

const OptionLabelInput = ({ source, locked }: { source: string; locked: boolean }) => (
  <TextInput
    source={source}
    label="app.stage_form.option.label"
    disabled={useKeptOption(locked) !== undefined}
    helperText={false}
    sx={{ flex: { sm: 3 }, minWidth: { sm: 200 } }}
  />
);

const OptionPriceInput = ({ source, locked }: { source: string; locked: boolean }) => (
  <NumberInput
    source={source}
    label="app.stage_form.option.price_cents"
    format={euros}
    parse={cents}
    min={0}
    step={0.5}
    disabled={useKeptOption(locked) !== undefined}
    helperText={false}
    sx={{ flex: { sm: 1 }, minWidth: { sm: 120 } }}
  />
);

/** The option's places; once families chose it, never fewer than they took. */
const OptionMaxInput = ({ source, locked }: { source: string; locked: boolean }) => {
  const translate = useTranslate();
  const kept = useKeptOption(locked);
  const taken = kept?.max != null && kept.remaining != null ? kept.max - kept.remaining : null;
  return (
    <NumberInput
      source={source}
      label="app.stage_form.option.max"
      min={1}
      step={1}
      helperText={
        taken !== null && taken > 0
          ? translate('app.stage_form.option.taken', { smart_count: taken })
          : 'app.stage_form.option.max_help'
      }
      sx={{ flex: { sm: 1 }, minWidth: { sm: 120 } }}
    />
  );
};

const OptionCareInput = ({ source, locked }: { source: string; locked: boolean }) => (
  <BooleanInput
    source={source}
    label="app.stage_form.option.counts_as_care"
    helperText="app.stage_form.option.counts_as_care_help"
    disabled={useKeptOption(locked) !== undefined}
    sx={{ flex: { sm: 'none' }, whiteSpace: { sm: 'nowrap' } }}
  />
);

/** Removes an option not yet saved, or any while no family holds a place, saying so in words. */
const RemoveOptionButton = () => {
  const { remove } = useSimpleFormIteratorItem();
  return (
    <Button label="app.stage_form.remove_option" onClick={() => remove()}>
      <RemoveIcon />
    </Button>
  );
};

/** Adds an option, saying so in words: a lone ⊕ leaves an organizer guessing. */
const AddOptionButton = () => {
  const { add } = useSimpleFormIterator();
  return (
    <Button label="app.stage_form.add_option" onClick={() => add()}>
      <AddIcon />
    </Button>
  );
};

/**
 * The price, fixed at creation; the social price and how families get it; what a second and a
 * third child pay less; the options. Once a family holds or waits for a place these are fixed
 * but for new options and the places of existing ones, which the organizer is told.
 */
const PricesSection = ({ creating }: { readonly creating: boolean }) => {
  const translate = useTranslate();
  const record = useRecordContext<StageDetail>();
  const locked = !creating && chargesLocked(record);
  const options = (useWatch<StageFormValues>({ name: 'options' }) ?? []) as unknown[];
  return (
    <>
      <Section title="app.stage_form.prices" />
      {locked && (
        <Alert severity="info" sx={{ mb: 1, width: '100%', boxSizing: 'border-box' }}>
          {translate('app.stage_form.charges_locked')}
        </Alert>
      )}
      <FormRow>
        <NumberInput
          source="cost_cents"
          format={euros}
          parse={cents}
          min={0}
          step={0.5}
          readOnly={!creating}
          helperText={creating ? 'app.stage_form.cost_fixed' : 'app.stage_form.cost_locked'}
        />
        <NumberInput
          source="reduced_cost_cents"
          format={euros}
          parse={cents}
          min={0}
          step={0.5}
          disabled={locked}
          helperText="app.stage_form.reduced_cost_help"
        />
      </FormRow>
      <PolicyInput locked={locked} />
      <FormRow>
        <NumberInput
          source="sibling_discounts.second_cents"
          format={euros}
          parse={cents}
          min={0}
          step={0.5}
          disabled={locked}
          helperText="app.stage_form.second_help"
        />
        <NumberInput
          source="sibling_discounts.third_and_more_cents"
          format={euros}
          parse={cents}
          min={0}
          step={0.5}
          disabled={locked}
          helperText="app.stage_form.third_help"
        />
      </FormRow>
      <ArrayInput
        source="options"
        label="app.stage_form.options"
        helperText="app.stage_form.options_help"
      >
        <SimpleFormIterator
          inline
          disableClear
          disableReordering
          disableAdd={options.length >= MAX_STAGE_OPTIONS}
          disableRemove={locked ? (option) => option.id !== undefined : false}
          addButton={<AddOptionButton />}
          removeButton={<RemoveOptionButton />}
          fullWidth
          // The buttons of a line show without hovering it: a keyboard reaches them too.
          sx={{ '& .RaSimpleFormIterator-action': { visibility: 'visible' } }}
        >
          <OptionLabelInput source="label" locked={locked} />
          <OptionPriceInput source="price_cents" locked={locked} />
          <OptionMaxInput source="max" locked={locked} />
          <OptionCareInput source="counts_as_care" locked={locked} />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
};

/**
 * The form's values as the API reads them, checked with its schema; a problem with the
 * discounts as a pair is said under their first field.
 */
const useStageValidation = (schema: z.ZodType) => {
  const record = useRecordContext<StageDetail>();
  const validate = validateWith(schema);
  return (values: StageFormValues) => {
    const request = stageRequest(values, record);
    return placedOnFields({ ...chargesProblems(request, record), ...validate(request) });
  };
};

/** What the stage's page sends the API, its previous state telling which charges are locked. */
export const stageTransform = (data: StageFormValues, options?: { previousData?: StageDetail }) =>
  stageRequest(data, options?.previousData);

export interface StageFormProps extends Omit<SimpleFormProps, 'children'> {
  readonly schema: z.ZodType;
  /** On creation the price and first visibility are chosen; afterwards the price is fixed. */
  readonly creating: boolean;
}

/**
 * Every field of a stage, checked with the API's own schema as the organizer types. Deleting is
 * among the edit page's actions: react-admin's own button would go back to this resource's list,
 * which is the creation form.
 */
export const StageForm = ({ schema, creating, ...props }: StageFormProps) => (
  <SimpleForm validate={useStageValidation(schema)} toolbar={<SaveOnlyToolbar />} {...props}>
    <TextInput source="name" fullWidth />
    <RichTextInput source="description" label="resources.stage/manage.fields.description" />
    <FileUploadInput
      source="image_file_id"
      kind="stage_image"
      uploadPath="/stage/manage/image/"
      label="resources.stage/manage.fields.image"
    />
    <Section title="app.stage_form.dates" />
    <FormRow>
      {/* The organizer types Belgian time, whatever the zone of their computer. */}
      <LocalizedDateInput type="dateTime" source="starts_at" />
      <LocalizedDateInput type="dateTime" source="ends_at" />
      <LocalizedDateInput type="dateTime" source="registration_deadline" />
    </FormRow>
    <FormRow>
      <LocalizedDateInput type="time" source="activity_start" />
      <LocalizedDateInput type="time" source="activity_end" />
      <LocalizedDateInput type="time" source="daycare_start" />
      <LocalizedDateInput type="time" source="daycare_end" />
      <NumberInput source="effective_days" min={1} step={1} />
    </FormRow>
    <Section title="app.stage_form.participants" />
    <FormRow>
      <NumberInput source="max_children" min={1} step={1} />
      <NumberInput source="min_age" min={0} max={25} step={1} />
      <NumberInput source="max_age" min={0} max={25} step={1} />
    </FormRow>
    <PricesSection creating={creating} />
    <Section title="app.stage_form.waiting_list" />
    <FormRow>
      <BooleanInput source="waiting_list" helperText="app.stage_form.waiting_list_help" />
      <NumberInput
        source="offer_hours"
        min={MIN_OFFER_HOURS}
        max={MAX_OFFER_HOURS}
        step={1}
        helperText="app.stage_form.offer_hours_help"
      />
      <BooleanInput source="siblings_first" helperText="app.stage_form.siblings_first_help" />
    </FormRow>
    <Section title="app.stage_form.address" />
    <FormRow>
      <TextInput source="address.street" />
      <TextInput source="address.number" />
      <TextInput source="address.postal_code" />
      <TextInput source="address.city" />
      <TextInput source="address.country" />
    </FormRow>
    {creating && <BooleanInput source="visible" />}
  </SimpleForm>
);
