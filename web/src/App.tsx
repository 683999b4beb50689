import { Admin, Resource } from 'react-admin';
import { i18nProvider } from './i18n/i18nProvider';
import { Layout } from './layout/Layout';
import { LandingPage } from './pages/LandingPage';
import { dataProvider } from './providers/dataProvider';
import { darkTheme, lightTheme } from './providers/theme';
import stages from './stages';

export const App = () => (
  <Admin
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    layout={Layout}
    dashboard={LandingPage}
    theme={lightTheme}
    darkTheme={darkTheme}
    defaultTheme="light"
    disableTelemetry
  >
    <Resource name="stages" {...stages} />
  </Admin>
);
