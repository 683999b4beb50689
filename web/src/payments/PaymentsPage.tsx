import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../layout/PageTitle';
import { OrganizationBills } from './OrganizationBills';
import { StatementImports } from './StatementImports';

const TABS = ['bills', 'statements'] as const;
type PaymentsTab = (typeof TABS)[number];

/**
 * /organization/settings/payments: the organization's bills with their totals, marked paid one
 * by one or several at once, and the bank statements imported to mark them paid.
 */
export const PaymentsPage = () => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const tab: PaymentsTab = params.get('tab') === 'statements' ? 'statements' : 'bills';
  return (
    <Box sx={{ mt: 2 }}>
      <PageTitle title={translate('app.payments.title')} headingOnPage />
      <Typography variant="h5" component="h1" sx={{ mb: 1, px: { xs: 1, sm: 0 } }}>
        {translate('app.payments.title')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, next: PaymentsTab) => setParams({ tab: next }, { replace: true })}
        variant="scrollable"
      >
        {TABS.map((name) => (
          <Tab key={name} value={name} label={translate(`app.payments.tabs.${name}`)} />
        ))}
      </Tabs>
      <Card sx={{ mt: 1 }}>
        <CardContent sx={{ px: { xs: 1, sm: 2 } }}>
          {tab === 'bills' ? <OrganizationBills /> : <StatementImports />}
        </CardContent>
      </Card>
    </Box>
  );
};
