import { ROLES } from '@stages/contracts';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { adminResources } from './adminResources';
import { i18nProvider } from './i18n/i18nProvider';
import { Layout } from './layout/Layout';
import { OrganizationSettingsPage } from './organizationSettings/OrganizationSettingsPage';
import { accountRoutes } from './pages/account';
import { OrganizationDirectory } from './pages/catalogue/OrganizationDirectory';
import { OrganizationPage } from './pages/catalogue/OrganizationPage';
import { StagePage } from './pages/catalogue/StagePage';
import { LandingPage } from './pages/LandingPage';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { darkTheme, lightTheme } from './providers/theme';
import stages from './stages';
import { StageCreate } from './stages/StageCreate';
import { StageEdit } from './stages/StageEdit';
import { StageList } from './stages/StageList';

export const App = () => (
  <Admin
    dataProvider={dataProvider}
    authProvider={authProvider}
    loginPage={false}
    i18nProvider={i18nProvider}
    layout={Layout}
    theme={lightTheme}
    darkTheme={darkTheme}
    defaultTheme="light"
    disableTelemetry
  >
    <CustomRoutes noLayout>{accountRoutes}</CustomRoutes>
    <CustomRoutes>
      {/* Public: react-admin's own dashboard would ask visitors to sign in. */}
      <Route path="/" element={<LandingPage />} />
      <Route path="/stage/:slug" element={<StagePage />} />
      <Route path="/stages/:orgSlug" element={<StageList />} />
      <Route path="/organizations" element={<OrganizationDirectory />} />
      <Route path="/organizations/:slug" element={<OrganizationPage />} />
      <Route path="/organization/settings" element={<OrganizationSettingsPage />} />
      <Route path="/stage/manage" element={<StageCreate />} />
      <Route path="/stage/manage/:slug" element={<StageEdit />} />
    </CustomRoutes>
    {(role: number | null) => (
      <>
        <Resource name="stages" {...stages} />
        {role === ROLES.administrator &&
          adminResources.map((resource) => <Resource key={resource.name} {...resource} />)}
      </>
    )}
  </Admin>
);
