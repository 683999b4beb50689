import { TextInput } from 'react-admin';
import { FormRow } from './FormRow';

/** Optional texts stay strings when emptied: the API's schemas read '' as "nothing". */
export const keepText = (value: string) => value;

/** A person's postal address (`address.*`), on two lines: street and number, then the place. */
export const PostalAddressInputs = () => (
  <>
    <FormRow>
      <TextInput source="address.street" parse={keepText} autoComplete="off" />
      <TextInput source="address.number" parse={keepText} autoComplete="off" />
    </FormRow>
    <FormRow>
      <TextInput source="address.postal_code" parse={keepText} autoComplete="off" />
      <TextInput source="address.city" parse={keepText} autoComplete="off" />
      <TextInput source="address.country" parse={keepText} autoComplete="off" />
    </FormRow>
  </>
);
