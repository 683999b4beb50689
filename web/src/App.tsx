import { WEB_PAGE_REDIRECTS } from '@stages/contracts';
import { CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { Guarded } from './guards/Guarded';
import { adminResources } from './adminResources';
import { loadBackOfficeMessages } from './i18n/i18nProvider';
import { AdminShell } from './layout/AdminShell';
import { accountRoutes } from './pages/account';
import { infoRoutes } from './pages/info';
import { lazyComponent } from './lazyComponent';
import { LegalRepresentativeCreate, LegalRepresentativeEdit } from './legalRepresentatives';
import { page } from './webPage';
import { StageCatalogue } from './pages/catalogue/StageCatalogue';
import { AccessDeniedPage, ServerErrorPage } from './layout/StatusPage';
import { DocumentDownloadRoute } from './pages/download/DocumentDownloadRoute';

const organizer = { confirmed: true, role: 'organization' } as const;
const parent = { confirmed: true, role: 'parent' } as const;

// Each page loads when first opened: a visitor's first page carries no other page's code.
const LandingPage = lazyComponent(() => import('./pages/LandingPage'), 'LandingPage');
const StagePage = lazyComponent(() => import('./pages/catalogue/StagePage'), 'StagePage');
const OrganizationDirectory = lazyComponent(
  () => import('./pages/catalogue/OrganizationDirectory'),
  'OrganizationDirectory',
);
const OrganizationPage = lazyComponent(
  () => import('./pages/catalogue/OrganizationPage'),
  'OrganizationPage',
);
const OrganizationSettingsPage = lazyComponent(
  () => import('./organizationSettings/OrganizationSettingsPage'),
  'OrganizationSettingsPage',
  loadBackOfficeMessages,
);
const PasswordChangePage = lazyComponent(
  () => import('./pages/account/PasswordChangePage'),
  'PasswordChangePage',
);
const SubscriptionSuccessPage = lazyComponent(
  () => import('./pages/SubscriptionSuccessPage'),
  'SubscriptionSuccessPage',
);
const SubscriptionFailedPage = lazyComponent(
  () => import('./pages/SubscriptionFailedPage'),
  'SubscriptionFailedPage',
);
const PaymentSuccessPage = lazyComponent(
  () => import('./billCheckout'),
  'PaymentSuccessPage',
  loadBackOfficeMessages,
);
const PaymentFailurePage = lazyComponent(
  () => import('./billCheckout'),
  'PaymentFailurePage',
  loadBackOfficeMessages,
);
const ParentSettingsPage = lazyComponent(
  () => import('./parentSettings/ParentSettingsPage'),
  'ParentSettingsPage',
  loadBackOfficeMessages,
);
const ChildCreate = lazyComponent(
  () => import('./children/ChildCreate'),
  'ChildCreate',
  loadBackOfficeMessages,
);
const ParentBillsPage = lazyComponent(
  () => import('./parentBills'),
  'ParentBillsPage',
  loadBackOfficeMessages,
);
const ParentDocumentsPage = lazyComponent(
  () => import('./documents'),
  'ParentDocumentsPage',
  loadBackOfficeMessages,
);
const PaymentsPage = lazyComponent(
  () => import('./payments'),
  'PaymentsPage',
  loadBackOfficeMessages,
);
const AcceptSharePage = lazyComponent(
  () => import('./accountSharing/AcceptSharePage'),
  'AcceptSharePage',
  loadBackOfficeMessages,
);
const ChildEdit = lazyComponent(
  () => import('./children/ChildEdit'),
  'ChildEdit',
  loadBackOfficeMessages,
);
const StageEnrollmentsPage = lazyComponent(
  () => import('./stageEnrollments'),
  'StageEnrollmentsPage',
  loadBackOfficeMessages,
);
const AddChildPage = lazyComponent(
  () => import('./stageEnrollments/AddChildPage'),
  'AddChildPage',
  loadBackOfficeMessages,
);
const StageCreate = lazyComponent(
  () => import('./stages/StageCreate'),
  'StageCreate',
  loadBackOfficeMessages,
);
const StageEdit = lazyComponent(
  () => import('./stages/StageEdit'),
  'StageEdit',
  loadBackOfficeMessages,
);

export const App = () => (
  <AdminShell>
    <CustomRoutes noLayout>{accountRoutes}</CustomRoutes>
    <CustomRoutes>
      {/* Public: react-admin's own dashboard would ask visitors to sign in. */}
      <Route path={page('/')} element={<LandingPage />} />
      {infoRoutes}
      <Route path={page('/stage/:slug')} element={<StagePage />} />
      <Route path={page('/stages')} element={<StageCatalogue />} />
      <Route path={page('/stages/:orgSlug')} element={<StageCatalogue />} />
      <Route path={page('/organizations')} element={<OrganizationDirectory />} />
      <Route path={page('/organizations/:slug')} element={<OrganizationPage />} />
      <Route path={page('/access-denied')} element={<AccessDeniedPage />} />
      <Route
        path={page('/account/password')}
        element={
          <Guarded rule={{ confirmed: true }}>
            <PasswordChangePage />
          </Guarded>
        }
      />
      <Route path={page('/error')} element={<ServerErrorPage />} />
      <Route
        path={page('/organization/settings')}
        element={
          <Guarded rule={organizer}>
            <OrganizationSettingsPage />
          </Guarded>
        }
      />
      <Route
        path={page('/organization/settings/payments')}
        element={
          <Guarded rule={organizer}>
            <PaymentsPage />
          </Guarded>
        }
      />
      <Route
        path={page('/organization/settings/stage/:slug')}
        element={
          <Guarded rule={organizer}>
            <StageEnrollmentsPage />
          </Guarded>
        }
      />
      <Route
        path={page('/organization/settings/stage/:slug/add-child')}
        element={
          <Guarded rule={organizer}>
            <AddChildPage />
          </Guarded>
        }
      />
      <Route
        path={page('/subscription-success/:checkoutId')}
        element={
          <Guarded rule={organizer}>
            <SubscriptionSuccessPage />
          </Guarded>
        }
      />
      <Route
        path={page('/subscription-failed')}
        element={
          <Guarded rule={organizer}>
            <SubscriptionFailedPage />
          </Guarded>
        }
      />
      <Route
        path={page('/payment-success/:checkoutId')}
        element={
          <Guarded rule={parent}>
            <PaymentSuccessPage />
          </Guarded>
        }
      />
      <Route
        path={page('/payment-failure/:enrollmentId')}
        element={
          <Guarded rule={parent}>
            <PaymentFailurePage />
          </Guarded>
        }
      />
      <Route
        path={page('/parent/settings')}
        element={
          <Guarded rule={parent}>
            <ParentSettingsPage />
          </Guarded>
        }
      />
      <Route
        path={page('/parent/bills')}
        element={
          <Guarded rule={parent}>
            <ParentBillsPage />
          </Guarded>
        }
      />
      <Route
        path={page('/parent/documents')}
        element={
          <Guarded rule={parent}>
            <ParentDocumentsPage />
          </Guarded>
        }
      />
      <Route
        path={page('/parent/account-sharing/:token')}
        element={
          <Guarded rule={parent}>
            <AcceptSharePage />
          </Guarded>
        }
      />
      <Route
        path={page('/parent/add-child')}
        element={
          <Guarded rule={parent}>
            <ChildCreate />
          </Guarded>
        }
      />
      <Route
        path={page('/parent/add-child/:childId')}
        element={
          <Guarded rule={parent}>
            <ChildEdit />
          </Guarded>
        }
      />
      <Route
        path={page('/legal-representative')}
        element={
          <Guarded rule={parent}>
            <LegalRepresentativeCreate />
          </Guarded>
        }
      />
      <Route
        path={page('/legal-representative/:id')}
        element={
          <Guarded rule={parent}>
            <LegalRepresentativeEdit />
          </Guarded>
        }
      />
      <Route
        path={page('/stage/manage')}
        element={
          <Guarded rule={organizer}>
            <StageCreate />
          </Guarded>
        }
      />
      {/* Editing needs only to be signed in; the API then tells a stranger it is not theirs. */}
      <Route
        path={page('/stage/manage/:slug')}
        element={
          <Guarded rule={{ confirmed: true }}>
            <StageEdit />
          </Guarded>
        }
      />
      {/* The administrators' resources are theirs alone; anyone else asking is told why. */}
      <Route
        path={page('/admin')}
        element={
          <Guarded rule={{ role: 'administrator' }}>
            <Navigate to="/admin/organizations" replace />
          </Guarded>
        }
      />
      {/*
        Last: the documents' addresses in e-mails, /invoices/{enrollmentId}.pdf and the like. Any
        page's own path (a word, not a parameter, first) ranks above it; an address that names
        no document shows the page not found, as before.
      */}
      <Route path="/:folder/:file" element={<DocumentDownloadRoute />} />
      {Object.entries(WEB_PAGE_REDIRECTS).map(([from, to]) => (
        <Route key={from} path={from} element={<Navigate to={to} replace />} />
      ))}
    </CustomRoutes>
    {adminResources.map((resource) => (
      <Resource key={resource.name} {...resource} />
    ))}
  </AdminShell>
);
