import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import GroupsIcon from '@mui/icons-material/Groups';
import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, Navigate } from 'react-router-dom';
import { AccountLayout } from './AccountLayout';
import { nextStepFor, useCurrentUser } from '../../providers/useCurrentUser';

const choices = [
  { type: 'parent', icon: <FamilyRestroomIcon fontSize="large" /> },
  { type: 'organization', icon: <GroupsIcon fontSize="large" /> },
] as const;

/** A new account chooses, once, whether it is a parent's or an organization's. */
export const ChooseTypePage = () => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  if (user === null) return <Navigate to="/auth/login" replace />;
  if (user && !user.verified && !user.social_account) {
    return <Navigate to={nextStepFor(user)} replace />;
  }
  return (
    <AccountLayout title="app.account.choice_title">
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.account.choice_text')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {choices.map(({ type, icon }) => (
          <Card key={type} variant="outlined" sx={{ flex: 1 }}>
            <CardActionArea component={Link} to={`/register/${type}`} sx={{ height: '100%' }}>
              <CardContent>
                <Stack spacing={1} sx={{ color: 'primary.main' }}>
                  {icon}
                  <Typography variant="h6" component="h2" color="text.primary">
                    {translate(`app.account.register_as_${type}`)}
                  </Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {translate(`app.account.register_${type}_hint`)}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
    </AccountLayout>
  );
};
