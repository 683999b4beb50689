import { useEffect, type ReactNode } from 'react';
import { Layout as RaLayout, useLocaleState, useTheme } from 'react-admin';
import { LanguageSync } from '../guards/LanguageSync';
import { ServerFailureRedirect } from '../guards/ServerFailureRedirect';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

/** Keeps the document's language and `dark` class in step with the user's choices. */
function useDocumentPreferences() {
  const [theme] = useTheme();
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark');
  }, [theme]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}

export const Layout = ({ children }: { children: ReactNode }) => {
  useDocumentPreferences();
  return (
    <RaLayout appBar={AppBar} menu={Menu}>
      <ServerFailureRedirect />
      <LanguageSync />
      {children}
    </RaLayout>
  );
};
