import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Alert } from '@mui/material';
import { LegalRepresentativeInput } from '@stages/contracts';
import type { ReactNode } from 'react';
import { SaveButton, TextInput, Toolbar, useTranslate } from 'react-admin';
import { Form } from '../layout/forms';
import { FormRow } from '../layout/FormRow';
import { NationalRegisterNumberInput } from '../layout/NationalRegisterNumberInput';
import { validateWith } from '../providers/validateWith';

const validate = validateWith(LegalRepresentativeInput);
const label = (field: string) => `app.legal_representatives.fields.${field}`;

/**
 * Who the representative is, checked with the API's own `LegalRepresentativeInput` as the
 * parent types; what the API still refuses shows under its field.
 */
export const LegalRepresentativeForm = ({ actions }: { actions?: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Form validate={validate}>
      {/* The number is printed on a tax document: said before it is typed, not after. */}
      <Alert severity="info" icon={<ReceiptLongIcon />} sx={{ mb: 2 }}>
        {translate('app.legal_representatives.tax_certificate')}
      </Alert>
      <FormRow>
        <TextInput source="first_name" label={label('first_name')} autoComplete="off" />
        <TextInput source="last_name" label={label('last_name')} autoComplete="off" />
      </FormRow>
      <NationalRegisterNumberInput
        source="national_register_number"
        label={label('national_register_number')}
        helperText="app.legal_representatives.nrn_hint"
      />
      <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <SaveButton />
        {actions}
      </Toolbar>
    </Form>
  );
};
