import { Box, Link, Typography } from '@mui/material';
import type { OrganizationProfile } from '@stages/contracts';
import type { ReactNode } from 'react';
import {
  BooleanField,
  EmailField,
  ReferenceField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { localeNames } from '../i18n/locales';
import { OrganizationTypeLabel } from '../organizationTypes/OrganizationTypeLabel';
import { API_URL } from '../providers/apiClient';
import { VerifyButton } from './VerifyButton';
import { BelgianDateField } from '../layout/BelgianDateField';

type DocumentSource = 'logo_file_id' | 'id_card_file_id' | 'insurance_file_id';

/** Private documents come back as downloads; a new tab keeps this page open meanwhile. */
const DocumentLink = ({ source }: { source: DocumentSource }) => {
  const organization = useRecordContext<OrganizationProfile>();
  const translate = useTranslate();
  const fileId = organization?.[source];
  if (!fileId) {
    return <Typography variant="body2">{translate('admin.organizations.no_file')}</Typography>;
  }
  return (
    <Link href={`${API_URL}/files/${fileId}`} target="_blank" rel="noopener noreferrer">
      {translate('admin.organizations.open_file')}
    </Link>
  );
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="h6" sx={{ px: 2, pt: 2 }}>
        {translate(`admin.organizations.sections.${title}`)}
      </Typography>
      <SimpleShowLayout>{children}</SimpleShowLayout>
    </Box>
  );
};

/** Everything the administrator checks before verifying, documents included. */
export const OrganizationShow = () => {
  return (
    <Show<OrganizationProfile>
      actions={
        <TopToolbar>
          <VerifyButton />
        </TopToolbar>
      }
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Section title="identity">
          <TextField source="name" />
          <ReferenceField source="type" reference="admin/organization-types" link={false}>
            <OrganizationTypeLabel />
          </ReferenceField>
          <TextField source="enterprise_number" />
          <TextField source="vat_number" />
          <EmailField source="email" />
          <TextField source="phone" />
          <SelectField
            source="language"
            choices={localeNames}
            optionValue="locale"
            translateChoice={false}
          />
          <TextField source="description" sx={{ whiteSpace: 'pre-line' }} />
        </Section>
        <Section title="address">
          <TextField source="address.street" />
          <TextField source="address.number" />
          <TextField source="address.postal_code" />
          <TextField source="address.city" />
          <TextField source="address.country" />
        </Section>
        <Section title="bank">
          <TextField source="iban" />
          <TextField source="bic" />
        </Section>
        <Section title="certification">
          <BooleanField source="tax_certificates" />
          <TextField source="certification" sx={{ textTransform: 'uppercase' }} />
          <TextField source="certifier_name" />
          <TextField source="certifier_enterprise_number" />
          <TextField source="certifier_address" />
          <BelgianDateField source="certification_from" />
          <BelgianDateField source="certification_until" />
        </Section>
        <Section title="responsible">
          <TextField source="responsible_first_name" />
          <TextField source="responsible_last_name" />
          <TextField source="responsible_capacity" />
          <BooleanField source="signature_authorization" />
        </Section>
        <Section title="documents">
          <DocumentLink source="logo_file_id" />
          <DocumentLink source="id_card_file_id" />
          <DocumentLink source="insurance_file_id" />
        </Section>
        <Section title="verification">
          <BooleanField source="verified" />
          <BelgianDateField source="verified_at" showTime />
          <BelgianDateField source="created_at" showTime />
        </Section>
      </Box>
    </Show>
  );
};
