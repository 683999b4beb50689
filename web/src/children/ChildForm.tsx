import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Alert, Box, Stack, Typography } from '@mui/material';
import {
  ChildInput,
  LEGAL_REPRESENTATIVE_MAX_PAGE_SIZE,
  type LegalRepresentativePage,
} from '@stages/contracts';
import type { ReactNode } from 'react';
import {
  BooleanInput,
  NumberInput,
  SaveButton,
  RadioButtonGroupInput,
  SelectInput,
  TextInput,
  Toolbar,
  useTranslate,
} from 'react-admin';
import { Form } from '../layout/forms';
import { useFormState } from 'react-hook-form';
import { FormRow } from '../layout/FormRow';
import { LocalizedDateInput } from '../layout/LocalizedDateInput';
import { keepText, PostalAddressInputs } from '../layout/PostalAddressInputs';
import { photoConsentChoices } from './photoConsentChoices';
import { sexChoices } from './sexChoices';
import { NationalRegisterNumberInput } from '../layout/NationalRegisterNumberInput';
import { useApiResource } from '../pages/catalogue/useApiResource';
import { validateWith } from '../providers/validateWith';
import { PhoneInput } from '../layout/PhoneInput';

const validate = validateWith(ChildInput);

/** Optional texts stay strings when emptied: the API's schema takes '' for "nothing". */
const text = { parse: keepText } as const;

/** The fields of each section, so that a section knows when one of its own is refused. */
const sections = {
  personal: [
    'last_name',
    'first_name',
    'birth_date',
    'sex',
    'national_register_number',
    'legal_representative_id',
  ],
  medical: [
    'can_swim',
    'tetanus_vaccine',
    'disabled',
    'allergies',
    'diet',
    'height',
    'weight',
    'medications',
    'important_info',
  ],
  photos: ['photo_consent'],
  doctor: ['doctor_last_name', 'doctor_first_name', 'doctor_phone'],
  address: ['address'],
} as const;
type SectionName = keyof typeof sections;

/** A section: its heading turns to the error colour, with a mark, while a field in it is refused. */
const Section = ({ name, children }: { name: SectionName; children: ReactNode }) => {
  const translate = useTranslate();
  const { errors } = useFormState();
  // The schema's errors are keyed by their path, `address.city` included.
  const refused = Object.keys(errors).some((key) =>
    sections[name].some((field) => key === field || key.startsWith(`${field}.`)),
  );
  return (
    <Box component="section" aria-labelledby={`child-section-${name}`} sx={{ mb: 2 }}>
      <Typography
        id={`child-section-${name}`}
        variant="h6"
        component="h2"
        color={refused ? 'error' : undefined}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, mb: 1 }}
      >
        {refused && <ErrorOutlineIcon fontSize="small" aria-hidden />}
        {translate(`app.children.sections.${name}`)}
        {refused && (
          <Typography component="span" variant="body2" color="error">
            {translate('app.children.section_refused')}
          </Typography>
        )}
      </Typography>
      {children}
    </Box>
  );
};

const LegalRepresentativeInput = () => {
  const translate = useTranslate();
  const loaded = useApiResource<LegalRepresentativePage>(
    `/legal-representative/?page=1&page_size=${LEGAL_REPRESENTATIVE_MAX_PAGE_SIZE}`,
  );
  const choices =
    loaded.state === 'ready'
      ? loaded.value.results.map((person) => ({
          id: person.id,
          name: `${person.first_name} ${person.last_name}`,
        }))
      : [];
  return (
    <Box>
      <SelectInput
        source="legal_representative_id"
        choices={choices}
        isPending={loaded.state === 'loading'}
        emptyText="app.children.no_legal_representative"
        disabled={loaded.state === 'ready' && choices.length === 0}
      />
      {loaded.state === 'ready' && choices.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
          {translate('app.children.no_legal_representatives')}
        </Typography>
      )}
    </Box>
  );
};

/**
 * A child's whole record in five sections (who the child is, health, photos, doctor, address), checked
 * with the API's own `ChildInput` as the parent types; each refusal shows in its own section.
 */
export const ChildForm = ({
  defaultValues,
  record,
  actions,
}: {
  defaultValues?: object;
  /** The child as edited, when not the edit context's own. */
  record?: object;
  actions?: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Form validate={validate} defaultValues={defaultValues} {...(record && { record })}>
      <Section name="personal">
        <FormRow>
          <TextInput source="first_name" autoComplete="off" />
          <TextInput source="last_name" autoComplete="off" />
        </FormRow>
        <FormRow>
          <LocalizedDateInput source="birth_date" />
          <SelectInput source="sex" choices={sexChoices} />
        </FormRow>
        <FormRow>
          <NationalRegisterNumberInput
            source="national_register_number"
            helperText="app.children.nrn_hint"
          />
          <LegalRepresentativeInput />
        </FormRow>
      </Section>
      <Section name="medical">
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.children.health_private')}
        </Alert>
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
          <BooleanInput source="can_swim" />
          <BooleanInput source="tetanus_vaccine" />
          <BooleanInput source="disabled" />
        </Stack>
        <FormRow>
          <NumberInput source="height" min={30} max={250} step={1} />
          <NumberInput source="weight" min={2} max={200} step={0.1} />
        </FormRow>
        <FormRow>
          <TextInput source="allergies" multiline minRows={2} {...text} />
          <TextInput source="diet" multiline minRows={2} {...text} />
        </FormRow>
        <FormRow>
          <TextInput source="medications" multiline minRows={2} {...text} />
          <TextInput source="important_info" multiline minRows={2} {...text} />
        </FormRow>
      </Section>
      <Section name="photos">
        <RadioButtonGroupInput
          source="photo_consent"
          choices={photoConsentChoices}
          row={false}
          helperText="app.children.photo_consent_hint"
        />
      </Section>
      <Section name="doctor">
        <FormRow>
          <TextInput source="doctor_first_name" {...text} />
          <TextInput source="doctor_last_name" {...text} />
          <PhoneInput source="doctor_phone" autoComplete="off" />
        </FormRow>
      </Section>
      <Section name="address">
        <PostalAddressInputs />
      </Section>
      <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <SaveButton />
        {actions}
      </Toolbar>
    </Form>
  );
};
