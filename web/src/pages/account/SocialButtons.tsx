import { Button, Divider, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { api } from '../../providers/apiClient';
import { startSocialSignIn, type SocialProvider } from './pkce';

/** Google and Microsoft, when the server has them configured. */
export const SocialButtons = () => {
  const translate = useTranslate();
  const [providers, setProviders] = useState<SocialProvider[]>([]);
  useEffect(() => {
    api<SocialProvider[]>('/auth/providers/').then(setProviders, () => setProviders([]));
  }, []);
  if (providers.length === 0) return null;
  return (
    <Stack spacing={1.5} sx={{ mt: 3 }}>
      <Divider>{translate('app.account.or')}</Divider>
      {providers.map((provider) => (
        <Button
          key={provider.name}
          variant="outlined"
          size="large"
          onClick={() => void startSocialSignIn(provider)}
        >
          {translate(`app.account.with_${provider.name}`)}
        </Button>
      ))}
    </Stack>
  );
};
