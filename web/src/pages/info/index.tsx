import { Link, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, Route } from 'react-router-dom';
import { FaqPage } from './FaqPage';
import { GdprPage } from './GdprPage';
import { GtcPage } from './GtcPage';
import { OrganizationLandingPage } from './OrganizationLandingPage';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

/** Public pages, read by visitors who are not signed in; they use the main layout. */
export const infoRoutes = [
  <Route
    key="organization-landing"
    path="/organization-landing"
    element={<OrganizationLandingPage />}
  />,
  <Route key="tos" path="/tos" element={<TermsPage />} />,
  <Route key="privacy" path="/privacy" element={<PrivacyPage />} />,
  <Route key="gdpr" path="/gdpr" element={<GdprPage />} />,
  <Route key="gtc" path="/gtc" element={<GtcPage />} />,
  <Route key="faq" path="/faq" element={<FaqPage />} />,
];

const LINKS = [
  { to: '/organization-landing', label: 'organization_landing' },
  { to: '/faq', label: 'faq' },
  { to: '/tos', label: 'tos' },
  { to: '/gtc', label: 'gtc' },
  { to: '/privacy', label: 'privacy' },
  { to: '/gdpr', label: 'gdpr' },
] as const;

/** The links a page footer carries: the information pages and the organizations' landing. */
export const InfoLinks = () => {
  const translate = useTranslate();
  return (
    <Stack
      component="nav"
      aria-label={translate('pages.links.label')}
      direction="row"
      useFlexGap
      sx={{
        flexWrap: 'wrap',
        justifyContent: 'center',
        columnGap: 3,
        rowGap: 1,
        py: 3,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {LINKS.map(({ to, label }) => (
        <Link key={to} component={RouterLink} to={to} variant="body2" color="text.secondary">
          {translate(`pages.links.${label}`)}
        </Link>
      ))}
    </Stack>
  );
};
