import { maskNationalRegisterNumber } from '@stages/contracts';
import { TextInput, type TextInputProps } from 'react-admin';

/** Shown as printed on an identity card, whether the record holds the 11 digits or not. */
const shown = (value: unknown) =>
  typeof value === 'string' && value !== '' ? maskNationalRegisterNumber(value) : '';

/**
 * A national register number, punctuated as it is typed (`850730` shows `85.07.30`): digits
 * only, eleven at most. The form keeps what is shown; the API stores the digits.
 */
export const NationalRegisterNumberInput = (props: Omit<TextInputProps, 'format' | 'parse'>) => (
  <TextInput
    format={shown}
    parse={maskNationalRegisterNumber}
    placeholder="00.00.00-000.00"
    slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
    {...props}
  />
);
