import { Typography } from '@mui/material';
import { fromBrusselsWallClock, toBrusselsWallClock } from '@stages/contracts';
import type { z } from 'zod';
import {
  BooleanInput,
  DateTimeInput,
  NumberInput,
  TextInput,
  useTranslate,
  type SimpleFormProps,
} from 'react-admin';
import { SimpleForm } from '../layout/forms';
import { validateWith } from '../providers/validateWith';
import { FormRow } from '../layout/FormRow';
import { SaveOnlyToolbar } from '../layout/SaveOnlyToolbar';
import { FileUploadInput } from '../uploads/FileUploadInput';
import { RichTextInput } from './RichTextInput';

// The organizer types Belgian time, whatever the zone of their computer.
const toInput = (value: string | null | undefined) => (value ? toBrusselsWallClock(value) : '');
const toInstant = (value: string) => (value ? fromBrusselsWallClock(value) : null);
const toNullable = (value: string) => (value === '' ? null : value);
// A time input shows its own placeholder (--:--) even when empty: the label stays above it.
const timeLabel = { slotProps: { inputLabel: { shrink: true } } } as const;
const euros = (cents: number | null | undefined) => (cents == null ? '' : cents / 100);
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
  <SimpleForm validate={validateWith(schema)} toolbar={<SaveOnlyToolbar />} {...props}>
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
      <DateTimeInput source="starts_at" format={toInput} parse={toInstant} />
      <DateTimeInput source="ends_at" format={toInput} parse={toInstant} />
      <DateTimeInput source="registration_deadline" format={toInput} parse={toInstant} />
    </FormRow>
    <FormRow>
      <TextInput source="activity_start" type="time" {...timeLabel} />
      <TextInput source="activity_end" type="time" {...timeLabel} />
      <TextInput source="daycare_start" type="time" parse={toNullable} {...timeLabel} />
      <TextInput source="daycare_end" type="time" parse={toNullable} {...timeLabel} />
      <NumberInput source="effective_days" min={1} step={1} />
    </FormRow>
    <Section title="app.stage_form.participants" />
    <FormRow>
      <NumberInput source="max_children" min={1} step={1} />
      <NumberInput source="min_age" min={0} max={25} step={1} />
      <NumberInput source="max_age" min={0} max={25} step={1} />
      <NumberInput
        source="cost_cents"
        format={euros}
        parse={cents}
        min={0}
        step={0.5}
        readOnly={!creating}
        helperText={creating ? 'app.stage_form.cost_fixed' : 'app.stage_form.cost_locked'}
      />
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
