import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { CurrentUser } from '@stages/contracts';
import { useEffect, useRef, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api, ApiFailure } from '../../providers/apiClient';
import { describeFailure } from '../../providers/validation';
import { AccountLayout } from './AccountLayout';
import { returnUri, takeVerifier, type ProviderName } from './pkce';
import { nextStepFor, useCurrentUser } from './useCurrentUser';

const PAUSE_MS = 1_000;

/** Where Google or Microsoft sends the browser back: the code goes to the API, then on we go. */
export const SocialReturnPage = ({ provider }: { provider: ProviderName }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [locale] = useLocaleState();
  const { refetch } = useCurrentUser();
  const [failure, setFailure] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const exchange = async () => {
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
          language: locale,
        },
      });
    };
    exchange().then(
      async (user) => {
        await refetch();
        setSignedIn(true);
        // A moment to read that it worked, coming back from another site, before going on.
        setTimeout(() => void navigate(nextStepFor(user), { replace: true }), PAUSE_MS);
      },
      (error: unknown) => setFailure(describeFailure(error).message),
    );
  }, [locale, navigate, provider, refetch, search]);

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
          {signedIn ? <CheckCircleIcon color="success" /> : <CircularProgress size={24} />}
          <Typography>
            {translate(signedIn ? 'app.account.social_signed_in' : 'app.account.social_waiting')}
          </Typography>
        </Stack>
      )}
    </AccountLayout>
  );
};
