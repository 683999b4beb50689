import { AdminChildUpdate, type AdminChildDetail } from '@stages/contracts';
import { Edit, SelectInput, TextInput } from 'react-admin';
import { SimpleForm } from '../layout/forms';
import { FormRow } from '../layout/FormRow';
import { LocalizedDateInput } from '../layout/LocalizedDateInput';
import { PostalAddressInputs } from '../layout/PostalAddressInputs';
import { NationalRegisterNumberInput } from '../layout/NationalRegisterNumberInput';
import { SaveOnlyToolbar } from '../layout/SaveOnlyToolbar';
import { validateWith } from '../providers/validateWith';
import { sexChoices } from '../children/sexChoices';

const validate = validateWith(AdminChildUpdate);

/**
 * The child's identity alone. The form asks for it without the health sheet, so opening it
 * records no reading; the number must still agree with the birth date and sex.
 */
export const AdminChildEdit = () => (
  <Edit<AdminChildDetail>
    mutationMode="pessimistic"
    redirect="show"
    queryOptions={{ meta: { query: { health: 'false' } } }}
  >
    <SimpleForm validate={validate} toolbar={<SaveOnlyToolbar />}>
      <FormRow>
        <TextInput source="first_name" autoComplete="off" />
        <TextInput source="last_name" autoComplete="off" />
      </FormRow>
      <FormRow>
        <LocalizedDateInput source="birth_date" />
        <SelectInput source="sex" choices={sexChoices} />
      </FormRow>
      <NationalRegisterNumberInput
        source="national_register_number"
        helperText="admin.children.nrn_hint"
      />
      <PostalAddressInputs />
    </SimpleForm>
  </Edit>
);
