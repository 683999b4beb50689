import { AdminParentUpdate, type AdminParentDetail } from '@stages/contracts';
import { Edit, SelectInput, TextInput } from 'react-admin';
import { SimpleForm } from '../layout/forms';
import { FormRow } from '../layout/FormRow';
import { PostalAddressInputs } from '../layout/PostalAddressInputs';
import { SaveOnlyToolbar } from '../layout/SaveOnlyToolbar';
import { validateWith } from '../providers/validateWith';
import { languageChoices } from '../i18n/languageChoices';
import { PhoneInput } from '../layout/PhoneInput';

const validate = validateWith(AdminParentUpdate);

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
        <PhoneInput source="phone" autoComplete="off" />
        <SelectInput source="language" choices={languageChoices} translateChoice={false} />
      </FormRow>
      <PostalAddressInputs />
    </SimpleForm>
  </Edit>
);
