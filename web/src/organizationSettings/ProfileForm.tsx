import type { OrganizationType } from '@stages/contracts';
import { useEffect, useState } from 'react';
import { BooleanInput, SelectInput, TextInput, useLocaleState } from 'react-admin';
import { api } from '../providers/apiClient';
import { FormRow } from '../layout/FormRow';
import { FileUploadInput } from '../uploads/FileUploadInput';
import { PhoneInput } from '../layout/PhoneInput';

function useOrganizationTypes() {
  const [types, setTypes] = useState<OrganizationType[]>([]);
  useEffect(() => {
    api<OrganizationType[]>('/organization-types/').then(setTypes, () => setTypes([]));
  }, []);
  return types;
}

const languages = [
  { id: 'fr', name: 'Français' },
  { id: 'nl', name: 'Nederlands' },
  { id: 'en', name: 'English' },
];

/** Who the organization is and how parents and the bank reach it. */
export const ProfileFields = () => {
  const [locale] = useLocaleState();
  const labelOf = `label_${locale === 'en' || locale === 'nl' ? locale : 'fr'}` as const;
  const types = useOrganizationTypes().map((type) => ({ id: type.id, name: type[labelOf] }));
  return (
    <>
      <TextInput source="name" fullWidth />
      <FormRow>
        <SelectInput source="type" choices={types} />
        <TextInput source="enterprise_number" helperText="app.organization.enterprise_hint" />
        <TextInput source="vat_number" />
      </FormRow>
      <FormRow>
        <TextInput source="iban" />
        <TextInput source="bic" />
      </FormRow>
      <FormRow>
        <TextInput source="email" type="email" />
        <PhoneInput source="phone" />
        <SelectInput source="language" choices={languages} />
      </FormRow>
      <FormRow>
        <TextInput source="address.street" />
        <TextInput source="address.number" />
        <TextInput source="address.postal_code" />
        <TextInput source="address.city" />
        <TextInput source="address.country" />
      </FormRow>
      <TextInput source="description" multiline minRows={3} fullWidth />
      <BooleanInput source="enrollment_request_mails" />
      <BooleanInput source="payment_reminders" />
      <FileUploadInput
        source="logo_file_id"
        kind="logo"
        uploadPath="/organization/edit/files/logo/"
        label="resources.organization/edit.fields.logo"
      />
    </>
  );
};
