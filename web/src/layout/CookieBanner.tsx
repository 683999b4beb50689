import { Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentUser } from '../providers/useCurrentUser';
import {
  chooseCookieConsent,
  reconcileCookieConsent,
  useCookieConsent,
} from '../providers/cookieConsent';

/** Asks once, at the bottom of the screen: analytics allowed, or essential cookies only. */
export const CookieBanner = () => {
  const translate = useTranslate();
  const consent = useCookieConsent();
  const { user } = useCurrentUser();
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (user) reconcileCookieConsent(user);
  }, [user]);
  const shown = !consent && user !== undefined;
  // The page can scroll its last lines (a form's save button) out from under the banner.
  useLayoutEffect(() => {
    const element = banner.current;
    if (!shown || !element) return;
    const observer = new ResizeObserver(() => {
      document.body.style.paddingBottom = `${element.offsetHeight}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, [shown]);
  // Wait for the account: it may already hold an answer.
  if (!shown) return null;
  const choose = (choice: 'allow' | 'essential') => chooseCookieConsent(choice, user !== null);
  return (
    <Paper
      ref={banner}
      role="region"
      aria-label={translate('app.cookies.title')}
      elevation={8}
      square
      sx={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.snackbar,
        p: 2,
      }}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' }, maxWidth: 1100, mx: 'auto' }}
      >
        <Typography variant="body2" sx={{ flex: 1 }}>
          {translate('app.cookies.text')}{' '}
          <Link component={RouterLink} to="/privacy">
            {translate('app.cookies.more')}
          </Link>
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button variant="outlined" onClick={() => choose('essential')}>
            {translate('app.cookies.essential')}
          </Button>
          <Button variant="contained" onClick={() => choose('allow')}>
            {translate('app.cookies.allow')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
};
