import { Link, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

const LINKS = [
  { to: '/organization-landing', label: 'organization_landing' },
  { to: '/faq', label: 'faq' },
  { to: '/tos', label: 'tos' },
  { to: '/gtc', label: 'gtc' },
  { to: '/privacy', label: 'privacy' },
  { to: '/gdpr', label: 'gdpr' },
  { to: '/accessibility', label: 'accessibility' },
] as const;

/** The links every page's footer carries: the information pages and the organizations' landing. */
export const InfoLinks = () => {
  const translate = useTranslate();
  return (
    <Stack
      component="nav"
      aria-label={translate('app.links.label')}
      direction="row"
      useFlexGap
      sx={{
        flexWrap: 'wrap',
        justifyContent: 'center',
        columnGap: 3,
        rowGap: 1,
        py: 3,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {LINKS.map(({ to, label }) => (
        <Link key={to} component={RouterLink} to={to} variant="body2" color="text.secondary">
          {translate(`app.links.${label}`)}
        </Link>
      ))}
    </Stack>
  );
};
