import { useEffect } from 'react';
import { useLocaleState, useTheme } from 'react-admin';

/**
 * Keeps the document's language and `dark` class in step with the user's choices, on every
 * page, the account screens included.
 */
export const DocumentPreferences = () => {
  const [theme] = useTheme();
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark');
  }, [theme]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
};
