import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { i18nProvider } from './i18n/i18nProvider';
import { Layout } from './layout/Layout';
import { accountRoutes } from './pages/account';
import { LandingPage } from './pages/LandingPage';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { darkTheme, lightTheme } from './providers/theme';
import stages from './stages';

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
    </CustomRoutes>
    <Resource name="stages" {...stages} />
  </Admin>
);
