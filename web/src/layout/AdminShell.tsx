import { CssBaseline } from '@mui/material';
import type { ReactNode } from 'react';
import { AdminContext, CoreAdminUI, LoadingPage, localStorageStore } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { authProvider } from '../providers/authProvider';
import { dataProvider } from '../providers/dataProvider';
import { darkTheme, lightTheme } from '../providers/theme';
import { CookieBanner } from './CookieBanner';
import { DocumentPreferences } from './DocumentPreferences';
import { AccessDeniedPage, NotFoundPage, ServerErrorPage } from './StatusPage';
import { Layout } from './Layout';
import { Notification } from './Notification';

const store = localStorageStore();

/**
 * react-admin's `<Admin>`, assembled from its parts: `<Admin>` brings in react-admin's own sign-in
 * form (and with it the form library), its English messages and its default pages even when
 * they are replaced, and every visitor would download them. Our pages say the same in our words.
 */
export const AdminShell = ({ children }: { children: ReactNode }) => (
  <AdminContext
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    store={store}
    lightTheme={lightTheme}
    darkTheme={darkTheme}
    defaultTheme="light"
  >
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        layout={Layout}
        loginPage={false}
        catchAll={NotFoundPage}
        loading={LoadingPage}
        error={ServerErrorPage}
        accessDenied={AccessDeniedPage}
        authenticationError={ServerErrorPage}
        authCallbackPage={false}
        title="Stages"
        disableTelemetry
      >
        {children}
      </CoreAdminUI>
      <DocumentPreferences />
      <Notification />
      <CookieBanner />
    </CssBaseline>
  </AdminContext>
);
