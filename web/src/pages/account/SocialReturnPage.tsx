import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { CurrentUser } from '@stages/contracts';
import { useEffect } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api, ApiFailure } from '../../providers/apiClient';
import { AccountLayout } from './AccountLayout';
import { useOnce } from './pageMemory';
import { returnUri, takeVerifier, type ProviderName } from './pkce';
import { nextStepFor, useCurrentUser } from '../../providers/useCurrentUser';

const PAUSE_MS = 1_000;

/** Gives the provider's code to the API, which signs the user in. */
async function exchangeCode(provider: ProviderName, search: URLSearchParams, language: string) {
  const state = search.get('state');
  const code = search.get('code');
  const verifier = takeVerifier(provider, state);
  // Back without a code, or not from a sign-in this browser started.
  if (!code || !verifier) throw new ApiFailure(400, 'auth.social_sign_in_failed');
  return api<CurrentUser>(`/auth/${provider}/`, {
    body: {
      code,
      code_verifier: verifier,
      redirect_uri: returnUri(provider),
      state,
      iss: search.get('iss') ?? undefined,
      language,
    },
  });
}

/** Where Google or Microsoft sends the browser back: the code goes to the API, then on we go. */
export const SocialReturnPage = ({ provider }: { provider: ProviderName }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [locale] = useLocaleState();
  const { refetch } = useCurrentUser();
  // Once only: taking the verifier uses it up.
  const { result: user, failure } = useOnce('sign-in', async () => {
    const signedIn = await exchangeCode(provider, search, locale);
    await refetch();
    return signedIn;
  });

  useEffect(() => {
    if (!user) return;
    // A moment to read that it worked, coming back from another site, before going on.
    const timer = setTimeout(() => void navigate(nextStepFor(user), { replace: true }), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [navigate, user]);

  return (
    <AccountLayout title="app.account.sign_in_title">
      {failure ? (
        <>
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {translate(failure)}
          </Alert>
          <Button component={Link} to="/auth/login" variant="outlined">
            {translate('app.account.sign_in')}
          </Button>
        </>
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          {user ? <CheckCircleIcon color="success" /> : <CircularProgress size={24} />}
          <Typography>
            {translate(user ? 'app.account.social_signed_in' : 'app.account.social_waiting')}
          </Typography>
        </Stack>
      )}
    </AccountLayout>
  );
};
