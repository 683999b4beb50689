import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { Guarded } from './guards/Guarded';
import { adminResources } from './adminResources';
import { i18nProvider } from './i18n/i18nProvider';
import { Layout } from './layout/Layout';
import { Notification } from './layout/Notification';
import { OrganizationSettingsPage } from './organizationSettings/OrganizationSettingsPage';
import { accountRoutes } from './pages/account';
import { PasswordChangePage } from './pages/account/PasswordChangePage';
import { OrganizationDirectory } from './pages/catalogue/OrganizationDirectory';
import { infoRoutes } from './pages/info';
import { OrganizationPage } from './pages/catalogue/OrganizationPage';
import { StagePage } from './pages/catalogue/StagePage';
import { LandingPage } from './pages/LandingPage';
import { StatusPage } from './pages/StatusPage';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { darkTheme, lightTheme } from './providers/theme';
import stages from './stages';
import { StageCreate } from './stages/StageCreate';
import { StageEdit } from './stages/StageEdit';
import { StageList } from './stages/StageList';

const organizer = { confirmed: true, role: 'organization' } as const;

export const App = () => (
  <Admin
    dataProvider={dataProvider}
    authProvider={authProvider}
    loginPage={false}
    i18nProvider={i18nProvider}
    layout={Layout}
    notification={Notification}
    theme={lightTheme}
    darkTheme={darkTheme}
    defaultTheme="light"
    disableTelemetry
  >
    <CustomRoutes noLayout>{accountRoutes}</CustomRoutes>
    <CustomRoutes>
      {/* Public: react-admin's own dashboard would ask visitors to sign in. */}
      <Route path="/" element={<LandingPage />} />
      {infoRoutes}
      <Route path="/stage/:slug" element={<StagePage />} />
      <Route path="/stages/:orgSlug" element={<StageList />} />
      <Route path="/organizations" element={<OrganizationDirectory />} />
      <Route path="/organizations/:slug" element={<OrganizationPage />} />
      <Route path="/access-denied" element={<StatusPage message="app.access.page" />} />
      <Route
        path="/account/password"
        element={
          <Guarded rule={{ confirmed: true }}>
            <PasswordChangePage />
          </Guarded>
        }
      />
      <Route path="/error" element={<StatusPage message="errors.server.error" />} />
      <Route
        path="/organization/settings"
        element={
          <Guarded rule={organizer}>
            <OrganizationSettingsPage />
          </Guarded>
        }
      />
      <Route
        path="/stage/manage"
        element={
          <Guarded rule={organizer}>
            <StageCreate />
          </Guarded>
        }
      />
      {/* Editing needs only to be signed in; the API then tells a stranger it is not theirs. */}
      <Route
        path="/stage/manage/:slug"
        element={
          <Guarded rule={{ confirmed: true }}>
            <StageEdit />
          </Guarded>
        }
      />
      {/* The administrators' resources are theirs alone; anyone else asking is told why. */}
      <Route
        path="/admin/*"
        element={
          <Guarded rule={{ role: 'administrator' }}>
            <Navigate to="/admin/organizations" replace />
          </Guarded>
        }
      />
    </CustomRoutes>
    <Resource name="stages" {...stages} />
    {adminResources.map((resource) => (
      <Resource key={resource.name} {...resource} />
    ))}
  </Admin>
);
