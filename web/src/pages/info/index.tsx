import { Route } from 'react-router-dom';
import { lazyMessages } from '../../i18n/i18nProvider';
import { lazyPage } from '../../lazyPage';

/** The pages' long texts travel with them, not with every visitor's first page. */
const loadMessages = lazyMessages(() =>
  import('../../i18n/pages').then((module) => module.pageMessages),
);

const OrganizationLandingPage = lazyPage(
  () => import('./OrganizationLandingPage'),
  'OrganizationLandingPage',
  loadMessages,
);
const TermsPage = lazyPage(() => import('./TermsPage'), 'TermsPage', loadMessages);
const PrivacyPage = lazyPage(() => import('./PrivacyPage'), 'PrivacyPage', loadMessages);
const GdprPage = lazyPage(() => import('./GdprPage'), 'GdprPage', loadMessages);
const GtcPage = lazyPage(() => import('./GtcPage'), 'GtcPage', loadMessages);
const FaqPage = lazyPage(() => import('./FaqPage'), 'FaqPage', loadMessages);

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
