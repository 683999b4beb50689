import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';
import { isLocale } from '../i18n/locales';
import { useCurrentUser } from '../providers/useCurrentUser';
import { savePreferences } from '../providers/authProvider';

/**
 * The language the profile holds, as far as this page knows. Kept outside the component:
 * react-admin draws the whole app anew when the language changes.
 */
let profile: { user: string; language: string } | null = null;

/**
 * The language: the profile's when signed in (react-admin keeps the last choice in the
 * browser otherwise, French by default); a change made while signed in goes to the profile.
 */
export const LanguageSync = () => {
  const [locale, setLocale] = useLocaleState();
  const { user } = useCurrentUser();

  useEffect(() => {
    if (!user || profile?.user === user.id) return;
    profile = { user: user.id, language: user.language };
    if (isLocale(user.language) && user.language !== locale) setLocale(user.language);
  }, [user, locale, setLocale]);

  useEffect(() => {
    if (!profile || profile.language === locale || !isLocale(locale)) return;
    profile.language = locale;
    void savePreferences({ language: locale }).catch(() => undefined);
  }, [locale]);
  return null;
};
