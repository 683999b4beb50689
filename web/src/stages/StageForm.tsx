import { Typography } from '@mui/material';
import { MAX_OFFER_HOURS, MIN_OFFER_HOURS } from '@stages/contracts';
import type { z } from 'zod';
import {
  BooleanInput,
  NumberInput,
  TextInput,
  useTranslate,
  type SimpleFormProps,
} from 'react-admin';
import { SimpleForm } from '../layout/forms';
import { validateWith } from '../providers/validateWith';
import { FormRow } from '../layout/FormRow';
import { LocalizedDateInput } from '../layout/LocalizedDateInput';
import { SaveOnlyToolbar } from '../layout/SaveOnlyToolbar';
import { FileUploadInput } from '../uploads/FileUploadInput';
import { RichTextInput } from './RichTextInput';

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
