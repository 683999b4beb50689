import { Card, CardContent, Container, Tab, Tabs, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../layout/PageTitle';
import { AccountSharingTab } from '../accountSharing/AccountSharingTab';
import { ChildrenTab } from '../children/ChildrenTab';
import { FiscalDocumentsTab } from '../documents/FiscalDocumentsTab';
import { ParentProfileTab } from './ParentProfileTab';

/** The tabs the product names for /parent/settings/?tab=…. */
type ParentSettingsTab = 'profile' | 'children' | 'account-sharing' | 'fiscalDocuments';

/** The tabs shown, in order: one entry each. */
const tabs: Partial<Record<ParentSettingsTab, { label: string; Content: ComponentType }>> = {
  profile: { label: 'app.parent_settings.tabs.profile', Content: ParentProfileTab },
  children: { label: 'app.parent_settings.tabs.children', Content: ChildrenTab },
  'account-sharing': {
    label: 'app.parent_settings.tabs.account_sharing',
    Content: AccountSharingTab,
  },
  fiscalDocuments: {
    label: 'app.parent_settings.tabs.fiscal_documents',
    Content: FiscalDocumentsTab,
  },
};
const shown = Object.keys(tabs) as ParentSettingsTab[];
const isShown = (value: string | null): value is ParentSettingsTab =>
  shown.includes(value as ParentSettingsTab);

/** /parent/settings/?tab=…: the parent's own account; an unknown tab shows the profile. */
export const ParentSettingsPage = () => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ParentSettingsTab = isShown(requested) ? requested : 'profile';
  const { Content } = tabs[tab]!;
  return (
    <Container maxWidth="md" sx={{ py: 3, px: { xs: 1, sm: 2 } }}>
      <PageTitle title="app.parent.title" headingOnPage />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('app.parent.title')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, next: ParentSettingsTab) => setParams({ tab: next })}
        variant="scrollable"
        sx={{ mb: 2 }}
      >
        {shown.map((name) => (
          <Tab key={name} value={name} label={translate(tabs[name]!.label)} />
        ))}
      </Tabs>
      <Card variant="outlined">
        <CardContent>
          <Content />
        </CardContent>
      </Card>
    </Container>
  );
};
