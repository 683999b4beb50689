import { PasswordInput, TextInput } from 'react-admin';

export const EmailInput = () => (
  <TextInput source="email" type="email" label="app.account.email" autoComplete="email" fullWidth />
);

/** A new password and its confirmation, with the rule under the first. */
export const NewPasswordInputs = ({
  sources,
  label = 'app.account.new_password',
}: {
  sources: readonly [string, string];
  label?: string;
}) => (
  <>
    <PasswordInput
      source={sources[0]}
      label={label}
      autoComplete="new-password"
      helperText="app.account.password_rule_hint"
      fullWidth
    />
    <PasswordInput
      source={sources[1]}
      label="app.account.password_confirmation"
      autoComplete="new-password"
      fullWidth
    />
  </>
);
