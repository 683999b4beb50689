import { TextInput, type TextInputProps } from 'react-admin';
import { keepText } from './PostalAddressInputs';

/**
 * A telephone number, checked by the forms' schema as the API checks it (`PhoneNumber` in
 * contracts): a Belgian number as people write it, or any number with its country code.
 */
export const PhoneInput = (props: Omit<TextInputProps, 'type'>) => (
  <TextInput
    type="tel"
    parse={keepText}
    autoComplete="tel"
    helperText="app.forms.phone_hint"
    slotProps={{ htmlInput: { inputMode: 'tel' } }}
    {...props}
  />
);
