import HowToRegIcon from '@mui/icons-material/HowToReg';
import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import { ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import type { CurrentUser } from '@stages/contracts';
import type { ReactNode } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { nextStepFor } from '../providers/useCurrentUser';
import { profileLinkFor } from './profileLink';

/** The open account menu (loaded on first use: see AccountButton). */
export const AccountMenu = ({
  user,
  anchor,
  onClose,
}: {
  user: CurrentUser;
  anchor: HTMLElement;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const logout = useLogout();
  // Signed in but not done: the address to confirm, or the type to choose.
  const nextStep = nextStepFor(user);
  const item = (to: string, icon: ReactNode, label: string) => (
    <MenuItem key={label} component={Link} to={to} onClick={onClose}>
      <ListItemIcon>{icon}</ListItemIcon>
      {translate(label)}
    </MenuItem>
  );
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      <MenuItem disabled>
        <Typography variant="body2">{user.email}</Typography>
      </MenuItem>
      {nextStep === '/'
        ? [
            item(profileLinkFor(user.role), <PersonIcon fontSize="small" />, 'app.menu.profile'),
            item('/account/password', <KeyIcon fontSize="small" />, 'app.account.change_password'),
          ]
        : item(nextStep, <HowToRegIcon fontSize="small" />, 'app.account.finish_registration')}
      <MenuItem
        onClick={() => {
          onClose();
          void logout();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {translate('app.account.sign_out')}
      </MenuItem>
    </Menu>
  );
};
