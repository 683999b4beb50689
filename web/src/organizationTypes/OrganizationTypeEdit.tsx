import { OrganizationTypeInput, type OrganizationType } from '@stages/contracts';
import { DeleteButton, Edit, SaveButton, TextInput, Toolbar, useRecordContext } from 'react-admin';
import { SimpleForm } from '../layout/forms';
import { validateWith } from '../providers/validateWith';

// The code names the type in every organization's profile: it never changes.
const validate = validateWith(OrganizationTypeInput.omit({ id: true }));

/** Built-in types always stay, so they get no delete button; the API refuses used ones. */
const TypeToolbar = () => {
  const type = useRecordContext<OrganizationType>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {type && !type.built_in && <DeleteButton />}
    </Toolbar>
  );
};

/** Pessimistic: a refused deletion is told at once, and the row never vanishes meanwhile. */
export const OrganizationTypeEdit = () => (
  <Edit<OrganizationType> mutationMode="pessimistic" redirect="list">
    <SimpleForm validate={validate} toolbar={<TypeToolbar />}>
      <TextInput source="id" readOnly />
      <TextInput source="label_fr" />
      <TextInput source="label_en" />
      <TextInput source="label_nl" />
    </SimpleForm>
  </Edit>
);
