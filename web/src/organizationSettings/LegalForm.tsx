import { Typography } from '@mui/material';
import { BooleanInput, TextInput, useTranslate } from 'react-admin';
import { FormRow } from '../layout/FormRow';
import { FileUploadInput } from '../uploads/FileUploadInput';

/** The fields of this tab, to tell where a refused field is. */
export const LEGAL_FIELDS: readonly string[] = [
  'responsible_first_name',
  'responsible_last_name',
  'responsible_capacity',
  'signature_authorization',
  'id_card_file_id',
];

/** The person who answers for the organization, and the proof of who they are. */
export const LegalFields = () => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h6">{translate('app.organization.responsible_section')}</Typography>
      <FormRow>
        <TextInput source="responsible_first_name" />
        <TextInput source="responsible_last_name" />
        <TextInput source="responsible_capacity" />
      </FormRow>
      <BooleanInput source="signature_authorization" />
      <FileUploadInput
        source="id_card_file_id"
        kind="id_card"
        uploadPath="/organization/edit/files/id_card/"
        label="resources.organization/edit.fields.id_card"
      />
    </>
  );
};
