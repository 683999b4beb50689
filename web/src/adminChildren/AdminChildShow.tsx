import { Alert, Box } from '@mui/material';
import { formatNationalRegisterNumber, type AdminChildDetail } from '@stages/contracts';
import {
  BooleanField,
  EditButton,
  FunctionField,
  NumberField,
  SelectField,
  Show,
  TextField,
  TopToolbar,
  useTranslate,
  WrapperField,
} from 'react-admin';
import { BelgianDateField } from '../layout/BelgianDateField';
import { ShowSection } from '../layout/ShowSection';
import { HealthViews } from './HealthViews';
import { ParentLink } from './ParentLink';
import { PhotoConsentMark } from '../children/PhotoConsentMark';
import { sexChoices } from '../children/sexChoices';

const multiline = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

const RecordedNote = () => (
  <Alert severity="info">{useTranslate()('admin.children.health_recorded')}</Alert>
);

/**
 * The child's identity, then the health sheet: special-category data, shown on this page only,
 * each reading recorded by the API with who read it and when.
 */
export const AdminChildShow = () => (
  <Show<AdminChildDetail>
    actions={
      <TopToolbar>
        <EditButton />
      </TopToolbar>
    }
  >
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <ShowSection title="admin.children.sections.identity">
        <TextField source="first_name" />
        <TextField source="last_name" />
        <BelgianDateField source="birth_date" />
        <TextField source="age" />
        <SelectField source="sex" choices={sexChoices} />
        <FunctionField<AdminChildDetail>
          source="national_register_number"
          render={(child) =>
            // The grid's row stands in for the record until it arrives, without the number.
            child.national_register_number
              ? formatNationalRegisterNumber(child.national_register_number)
              : null
          }
        />
        <WrapperField source="parent_name">
          <ParentLink />
        </WrapperField>
        <FunctionField<AdminChildDetail>
          source="photo_consent"
          render={(child) =>
            // The grid's row stands in for the record until it arrives, without the consent.
            child.photo_consent ? (
              <PhotoConsentMark
                consent={child.photo_consent}
                answered={child.photo_consent_answered}
                withLabel
              />
            ) : null
          }
        />
      </ShowSection>
      <ShowSection title="admin.children.sections.address">
        <TextField source="address.street" />
        <TextField source="address.number" />
        <TextField source="address.postal_code" />
        <TextField source="address.city" />
        <TextField source="address.country" />
      </ShowSection>
    </Box>
    <ShowSection title="admin.children.sections.health" note={<RecordedNote />}>
      <BooleanField source="health.can_swim" />
      <BooleanField source="health.tetanus_vaccine" />
      <BooleanField source="health.disabled" />
      <TextField source="health.allergies" sx={multiline} />
      <TextField source="health.diet" sx={multiline} />
      <TextField source="health.medications" sx={multiline} />
      <TextField source="health.important_info" sx={multiline} />
      <NumberField source="health.height" options={{ style: 'unit', unit: 'centimeter' }} />
      <NumberField source="health.weight" options={{ style: 'unit', unit: 'kilogram' }} />
      <FunctionField<AdminChildDetail>
        source="health.doctor_last_name"
        label="resources.admin/children.fields.doctor"
        render={({ health }) =>
          health
            ? [`${health.doctor_first_name} ${health.doctor_last_name}`.trim(), health.doctor_phone]
                .filter(Boolean)
                .join(' · ')
            : null
        }
      />
    </ShowSection>
    <ShowSection title="admin.children.sections.views">
      <HealthViews />
    </ShowSection>
  </Show>
);
