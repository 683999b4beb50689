import { Box, Card, CardContent, Tab, Tabs } from '@mui/material';
import { OrganizationProfileUpdate } from '@stages/contracts';
import { EditBase, Form, SaveButton, Title, Toolbar, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { validateWith } from '../providers/validation';
import { OrganizerStageList } from '../stages/OrganizerStageList';
import { DocumentsFields } from './DocumentsForm';
import { ProfileFields } from './ProfileForm';
import { VerificationNotice } from './VerificationNotice';

const TABS = ['profile', 'documents', 'stages'] as const;
type SettingsTab = (typeof TABS)[number];
const isTab = (value: string | null): value is SettingsTab => TABS.includes(value as SettingsTab);

const validate = validateWith(OrganizationProfileUpdate);

/** One form per tab over the same profile: each saves the whole record back. */
const ProfileEditor = ({ tab }: { tab: 'profile' | 'documents' }) => {
  const notify = useNotify();
  return (
    <EditBase
      resource="organization/edit"
      id="me"
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{ onSuccess: () => notify('app.organization.saved', { type: 'success' }) }}
    >
      <VerificationNotice />
      <Form validate={validate}>
        {tab === 'profile' ? <ProfileFields /> : <DocumentsFields />}
        <Toolbar>
          <SaveButton />
        </Toolbar>
      </Form>
    </EditBase>
  );
};

/** /organization/settings/?tab=profile|documents|stages */
export const OrganizationSettingsPage = () => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: SettingsTab = isTab(requested) ? requested : 'profile';
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="app.organization.settings" />
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
          {tab === 'stages' ? <OrganizerStageList /> : <ProfileEditor key={tab} tab={tab} />}
        </CardContent>
      </Card>
    </Box>
  );
};
