import { AdminParentUpdate, type AdminParentDetail } from '@stages/contracts';
import { Edit, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { FormRow } from '../layout/FormRow';
import { SaveOnlyToolbar } from '../layout/SaveOnlyToolbar';
import { validateWith } from '../providers/validateWith';
import { languageChoices } from './languageChoices';

const validate = validateWith(AdminParentUpdate);

/** Optional texts stay strings when emptied: the API's schema reads '' as "nothing". */
const keepText = (value: string) => value;

/**
 * What an administrator corrects for a parent who asks: names, phone, address and language.
 * The e-mail address is how the parent signs in, so it is shown and never changed here.
 */
export const ParentEdit = () => (
  <Edit<AdminParentDetail> mutationMode="pessimistic" redirect="show">
    <SimpleForm validate={validate} toolbar={<SaveOnlyToolbar />}>
      <FormRow>
        <TextInput source="first_name" autoComplete="off" />
        <TextInput source="last_name" autoComplete="off" />
      </FormRow>
      <TextInput source="email" readOnly helperText="admin.parents.email_read_only" />
      <FormRow>
        <TextInput source="phone" parse={keepText} autoComplete="off" />
        <SelectInput source="language" choices={languageChoices} translateChoice={false} />
      </FormRow>
      <FormRow>
        <TextInput source="address.street" parse={keepText} autoComplete="off" />
        <TextInput source="address.number" parse={keepText} autoComplete="off" />
      </FormRow>
      <FormRow>
        <TextInput source="address.postal_code" parse={keepText} autoComplete="off" />
        <TextInput source="address.city" parse={keepText} autoComplete="off" />
        <TextInput source="address.country" parse={keepText} autoComplete="off" />
      </FormRow>
    </SimpleForm>
  </Edit>
);
