import CookieIcon from '@mui/icons-material/Cookie';
import { IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCurrentUser } from '../providers/useCurrentUser';
import { chooseCookieConsent, useCookieConsent } from '../providers/cookieConsent';

/** Forgets the cookie choice, so the banner asks again. */
export const CookieResetButton = () => {
  const translate = useTranslate();
  const consent = useCookieConsent();
  const { user } = useCurrentUser();
  if (!consent) return null;
  return (
    <IconButton
      color="inherit"
      aria-label={translate('app.cookies.reset')}
      title={translate('app.cookies.reset')}
      onClick={() => chooseCookieConsent(null, Boolean(user))}
    >
      <CookieIcon />
    </IconButton>
  );
};
