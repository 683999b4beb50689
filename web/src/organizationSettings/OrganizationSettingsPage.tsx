import { Alert, Box, Card, CardContent, Divider, Tab, Tabs } from '@mui/material';
import { OrganizationProfileUpdate } from '@stages/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useFormState } from 'react-hook-form';
import { EditBase, useNotify, useTranslate } from 'react-admin';
import { Form } from '../layout/forms';
import { AccountDeletion } from '../layout/AccountDeletion';
import { PageTitle } from '../layout/PageTitle';
import { SaveOnlyToolbar } from '../layout/SaveOnlyToolbar';
import { useSearchParams } from 'react-router-dom';
import { validateWith } from '../providers/validateWith';
import { OrganizationChildList } from '../organizationChildren';
import { OrganizerStageList } from '../stages/OrganizerStageList';
import { TAX_CERTIFICATES_QUERY, TaxCertificatesSection } from '../taxCertificates';
import { DOCUMENTS_FIELDS, DocumentsFields } from './DocumentsForm';
import { LEGAL_FIELDS, LegalFields } from './LegalForm';
import { PaymentsTab } from './PaymentsTab';
import { ProfileFields } from './ProfileForm';
import { VerificationNotice } from './VerificationNotice';

const TABS = [
  'profile',
  'documents',
  'stages',
  'children',
  'legal',
  'payments',
  'account',
] as const;
type SettingsTab = (typeof TABS)[number];

/** The tabs that are not the profile form: a page of their own beside it. */
const otherTabs = {
  stages: () => <OrganizerStageList />,
  children: () => <OrganizationChildList />,
  payments: () => <PaymentsTab />,
  account: () => <AccountDeletion account="organization" />,
};
type FormTab = Exclude<SettingsTab, keyof typeof otherTabs>;
const isFormTab = (tab: SettingsTab): tab is FormTab => !(tab in otherTabs);

const formTabs: Record<
  FormTab,
  { fields: () => React.ReactNode; owns: (field: string) => boolean }
> = {
  profile: {
    fields: () => <ProfileFields />,
    owns: (field) => !DOCUMENTS_FIELDS.includes(field) && !LEGAL_FIELDS.includes(field),
  },
  documents: {
    fields: () => <DocumentsFields />,
    owns: (field) => DOCUMENTS_FIELDS.includes(field),
  },
  legal: { fields: () => <LegalFields />, owns: (field) => LEGAL_FIELDS.includes(field) },
};
const isTab = (value: string | null): value is SettingsTab => TABS.includes(value as SettingsTab);

const validate = validateWith(OrganizationProfileUpdate);

/** Names the other tab when the fields to correct are there, not on the one in view. */
const ErrorsElsewhere = ({ tab }: { tab: FormTab }) => {
  const translate = useTranslate();
  const { errors, submitCount } = useFormState();
  const fields = Object.keys(errors);
  const other = (Object.keys(formTabs) as FormTab[]).find(
    (name) => name !== tab && fields.some(formTabs[name].owns),
  );
  if (submitCount === 0 || !other) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {translate('app.organization.errors_on_tab', {
        tab: translate(`app.organization.tabs.${other}`),
      })}
    </Alert>
  );
};

/**
 * /organization/settings/?tab=profile|documents|stages|children|legal|payments|account. Profile,
 * documents and legal are one form over the same record, kept while another tab is shown, so
 * nothing typed is lost; the payments tab connects the organization's Stripe account; the
 * account tab deletes the account. Below the documents' form, the 281.86 tax certificates, which
 * the saved profile changes.
 */
export const OrganizationSettingsPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: SettingsTab = isTab(requested) ? requested : 'profile';
  return (
    <Box sx={{ mt: 2 }}>
      <PageTitle title="app.organization.settings" />
      <Tabs
        value={tab}
        onChange={(_event, next: SettingsTab) => setParams({ tab: next })}
        variant="scrollable"
      >
        {TABS.map((name) => (
          <Tab key={name} value={name} label={translate(`app.organization.tabs.${name}`)} />
        ))}
      </Tabs>
      <Card sx={{ mt: 1 }}>
        <CardContent>
          {!isFormTab(tab) && otherTabs[tab]()}
          <EditBase
            resource="organization/edit"
            id="me"
            mutationMode="pessimistic"
            redirect={false}
            mutationOptions={{
              onSuccess: () => {
                notify('app.organization.saved', { type: 'success' });
                void queryClient.invalidateQueries({ queryKey: [TAX_CERTIFICATES_QUERY] });
              },
            }}
          >
            <Box sx={{ display: isFormTab(tab) ? 'block' : 'none' }}>
              <VerificationNotice />
              <Form validate={validate}>
                {isFormTab(tab) && <ErrorsElsewhere tab={tab} />}
                {formTabs[isFormTab(tab) ? tab : 'profile'].fields()}
                <SaveOnlyToolbar />
              </Form>
            </Box>
          </EditBase>
          {tab === 'documents' && (
            <>
              <Divider sx={{ my: 3 }} />
              <TaxCertificatesSection />
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
