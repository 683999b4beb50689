import KeyIcon from '@mui/icons-material/Key';
import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import { type ParentProfile, ParentProfileUpdate } from '@stages/contracts';
import {
  EditBase,
  SelectInput,
  TextInput,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Form } from '../layout/forms';
import { Link } from 'react-router-dom';
import { AccountDeletion } from '../layout/AccountDeletion';
import { FormRow } from '../layout/FormRow';
import { LocalizedDateInput } from '../layout/LocalizedDateInput';
import { NationalRegisterNumberInput } from '../layout/NationalRegisterNumberInput';
import { SaveOnlyToolbar } from '../layout/SaveOnlyToolbar';
import { languageChoices } from '../i18n/languageChoices';
import { isLocale } from '../i18n/locales';
import { validateWith } from '../providers/validateWith';
import { useCurrentUser } from '../providers/useCurrentUser';
import { PhoneInput } from '../layout/PhoneInput';

const validate = validateWith(ParentProfileUpdate);

/** The sign-in address: shown, not edited (the API refuses another one). */
const EmailLine = () => {
  const translate = useTranslate();
  const profile = useRecordContext<ParentProfile>();
  if (!profile) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.parent/edit.fields.email')}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{profile.email}</Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('app.parent_settings.email_hint')}
      </Typography>
    </Box>
  );
};

const Section = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="h2" sx={{ mt: 1, mb: 1 }}>
      {translate(title)}
    </Typography>
  );
};

/**
 * The parent's profile: who they are (as tax certificates print it), how to reach them, the
 * account's language; then the password and the account's deletion.
 */
export const ParentProfileTab = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale, setLocale] = useLocaleState();
  const { refetch } = useCurrentUser();
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <EditBase
        resource="parent/edit"
        id="me"
        mutationMode="pessimistic"
        redirect={false}
        mutationOptions={{
          onSuccess: (saved: ParentProfile) => {
            notify('app.parent_settings.saved', { type: 'success' });
            // The names and language are the account's: the top bar and the screens follow.
            void refetch();
            if (isLocale(saved.language) && saved.language !== locale) setLocale(saved.language);
          },
        }}
      >
        <Form validate={validate}>
          <Section title="app.parent_settings.identity_section" />
          <FormRow>
            <TextInput source="first_name" autoComplete="given-name" />
            <TextInput source="last_name" autoComplete="family-name" />
          </FormRow>
          <FormRow>
            <LocalizedDateInput source="birth_date" />
            <NationalRegisterNumberInput
              source="national_register_number"
              helperText="app.parent_settings.nrn_hint"
            />
          </FormRow>
          <Section title="app.parent_settings.contact_section" />
          <EmailLine />
          <FormRow>
            <PhoneInput source="phone" />
            <SelectInput
              source="language"
              choices={languageChoices}
              helperText="app.parent_settings.language_hint"
            />
          </FormRow>
          <Section title="app.parent_settings.address_section" />
          <FormRow>
            <TextInput source="address.street" autoComplete="address-line1" />
            <TextInput source="address.number" />
            <TextInput source="address.postal_code" autoComplete="postal-code" />
            <TextInput source="address.city" autoComplete="address-level2" />
            <TextInput source="address.country" defaultValue="BE" autoComplete="country" />
          </FormRow>
          <SaveOnlyToolbar />
        </Form>
      </EditBase>
      <Box component="section">
        <Section title="app.parent_settings.security_section" />
        <Button component={Link} to="/account/password" variant="outlined" startIcon={<KeyIcon />}>
          {translate('app.account.change_password')}
        </Button>
      </Box>
      <AccountDeletion account="parent" />
    </Stack>
  );
};
