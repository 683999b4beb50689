import { Typography } from '@mui/material';
import { CERTIFICATIONS } from '@stages/contracts';
import { BooleanInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { FormRow } from '../layout/FormRow';
import { LocalizedDateInput } from '../layout/LocalizedDateInput';
import { FileUploadInput } from '../uploads/FileUploadInput';

/** The fields of this tab, to tell where a refused field is. */
export const DOCUMENTS_FIELDS: readonly string[] = [
  'tax_certificates',
  'certification',
  'certifier_name',
  'certifier_enterprise_number',
  'certifier_address',
  'certification_from',
  'certification_until',
  'insurance_file_id',
];

/**
 * What childcare tax certificates print (the certification and its certifier), and the
 * insurance certificate an administrator checks.
 */
export const DocumentsFields = () => {
  const translate = useTranslate();
  const certifications = CERTIFICATIONS.map((choice) => ({
    id: choice,
    name: `app.organization.certification_${choice}`,
  }));
  return (
    <>
      <Typography variant="h6">{translate('app.organization.tax_section')}</Typography>
      <BooleanInput source="tax_certificates" />
      <SelectInput source="certification" choices={certifications} fullWidth emptyText="—" />
      <FormRow>
        <TextInput source="certifier_name" />
        <TextInput source="certifier_enterprise_number" />
        <TextInput source="certifier_address" />
      </FormRow>
      <FormRow>
        <LocalizedDateInput source="certification_from" />
        <LocalizedDateInput source="certification_until" />
      </FormRow>
      <FileUploadInput
        source="insurance_file_id"
        kind="insurance"
        uploadPath="/organization/edit/files/insurance/"
        label="resources.organization/edit.fields.insurance"
      />
    </>
  );
};
