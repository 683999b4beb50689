import { Route } from 'react-router-dom';
import { lazyMessages } from '../../i18n/i18nProvider';
import { lazyComponent } from '../../lazyComponent';
import { page } from '../../webPage';

/** The pages' long texts travel with them, not with every visitor's first page. */
const loadMessages = lazyMessages(() =>
  import('../../i18n/pages').then((module) => module.pageMessages),
);

const OrganizationLandingPage = lazyComponent(
  () => import('./OrganizationLandingPage'),
  'OrganizationLandingPage',
  loadMessages,
);
const TermsPage = lazyComponent(() => import('./TermsPage'), 'TermsPage', loadMessages);
const PrivacyPage = lazyComponent(() => import('./PrivacyPage'), 'PrivacyPage', loadMessages);
const GdprPage = lazyComponent(() => import('./GdprPage'), 'GdprPage', loadMessages);
const GtcPage = lazyComponent(() => import('./GtcPage'), 'GtcPage', loadMessages);
const AccessibilityPage = lazyComponent(
  () => import('./AccessibilityPage'),
  'AccessibilityPage',
  loadMessages,
);
const FaqPage = lazyComponent(() => import('./FaqPage'), 'FaqPage', loadMessages);

/** Public pages, read by visitors who are not signed in; they use the main layout. */
export const infoRoutes = [
  <Route
    key="organization-landing"
    path={page('/organization-landing')}
    element={<OrganizationLandingPage />}
  />,
  <Route key="tos" path={page('/tos')} element={<TermsPage />} />,
  <Route key="privacy" path={page('/privacy')} element={<PrivacyPage />} />,
  <Route key="gdpr" path={page('/gdpr')} element={<GdprPage />} />,
  <Route key="gtc" path={page('/gtc')} element={<GtcPage />} />,
  <Route key="faq" path={page('/faq')} element={<FaqPage />} />,
  <Route key="accessibility" path={page('/accessibility')} element={<AccessibilityPage />} />,
];
