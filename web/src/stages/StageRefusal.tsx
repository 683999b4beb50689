import { Alert, Box, Button, Stack } from '@mui/material';
import { ROLES } from '@stages/contracts';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PageTitle } from '../layout/PageTitle';
import { useCurrentUser } from '../providers/useCurrentUser';

const MY_STAGES = { label: 'app.menu.my_stages', to: '/organization/settings/?tab=stages' };

/** Where each refusal lets the organizer go next. */
function nextSteps(code: string, slug: string | undefined, organizer: boolean) {
  switch (code) {
    case 'organization.awaiting_verification':
      return [{ label: 'app.menu.organization', to: '/organization/settings/?tab=profile' }];
    case 'stage.plan_limit_reached':
      return [
        { label: 'app.subscription.see_plans', to: '/organization-landing#pricing' },
        MY_STAGES,
      ];
    case 'stage.not_owner':
      return [
        ...(slug ? [{ label: 'app.stages.public_page', to: `/stage/${slug}` }] : []),
        ...(organizer ? [MY_STAGES] : []),
      ];
    default:
      return organizer ? [MY_STAGES] : [];
  }
}

/**
 * Instead of a stage form that could only fail: why it cannot be used (the API's own refusal,
 * translated), and where to go instead.
 */
export const StageRefusal = ({
  code,
  slug,
  title,
}: {
  /** The API's error code, `stage.not_owner`. */
  code: string;
  slug?: string;
  title: string;
}) => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const steps = nextSteps(code, slug, user?.role === ROLES.organization);
  return (
    <Box sx={{ p: 2, maxWidth: 752 }}>
      <PageTitle title={title} />
      <Alert severity="warning">{translate(`errors.${code}`)}</Alert>
      {steps.length > 0 && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
          {steps.map(({ label, to }) => (
            <Button key={to} component={Link} to={to} variant="outlined">
              {translate(label)}
            </Button>
          ))}
        </Stack>
      )}
    </Box>
  );
};
