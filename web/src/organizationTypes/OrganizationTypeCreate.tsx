import { OrganizationTypeInput } from '@stages/contracts';
import { Create, TextInput } from 'react-admin';
import { SimpleForm } from '../layout/forms';
import { validateWith } from '../providers/validateWith';

const validate = validateWith(OrganizationTypeInput);

export const OrganizationTypeCreate = () => (
  <Create redirect="list">
    <SimpleForm validate={validate}>
      <TextInput source="id" helperText="admin.organization_types.code_hint" />
      <TextInput source="label_fr" />
      <TextInput source="label_en" />
      <TextInput source="label_nl" />
    </SimpleForm>
  </Create>
);
