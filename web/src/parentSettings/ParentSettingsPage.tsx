import { Button, Card, CardContent, Container, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PageTitle } from '../layout/PageTitle';
import { localeNames } from '../i18n/locales';
import { useCurrentUser } from '../providers/useCurrentUser';
import { chooseCookieConsent, useCookieConsent } from '../providers/cookieConsent';

const Row = ({ label, value }: { label: string; value: string }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }} sx={{ py: 1 }}>
    <Typography color="text.secondary" sx={{ minWidth: 180 }}>
      {label}
    </Typography>
    <Typography>{value}</Typography>
  </Stack>
);

/**
 * /parent/settings/: the parent's own account. Children, account sharing and tax documents
 * join it as tabs when families are built; the profile tab is the only one so far.
 */
export const ParentSettingsPage = () => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const consent = useCookieConsent();
  if (!user) return null;
  const language = localeNames.find(({ locale }) => locale === user.language)?.name ?? '';
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <PageTitle title="app.parent.title" />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('app.parent.title')}
      </Typography>
      <Tabs value="profile" sx={{ mb: 2 }}>
        <Tab value="profile" label={translate('app.parent.profile')} />
      </Tabs>
      <Card variant="outlined">
        <CardContent>
          <Row label={translate('app.account.first_name')} value={user.first_name} />
          <Row label={translate('app.account.last_name')} value={user.last_name} />
          <Row label={translate('app.account.email')} value={user.email} />
          <Row label={translate('app.top_bar.language')} value={language} />
          <Row
            label={translate('app.cookies.title')}
            value={translate(consent ? `app.cookies.${consent}` : 'app.parent.no_choice')}
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
            <Button component={Link} to="/account/password" variant="outlined">
              {translate('app.account.change_password')}
            </Button>
            {consent && (
              <Button onClick={() => chooseCookieConsent(null, true)}>
                {translate('app.cookies.reset')}
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
};
