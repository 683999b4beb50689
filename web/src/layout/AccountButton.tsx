import HowToRegIcon from '@mui/icons-material/HowToReg';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import { Button, IconButton, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import { useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { nextStepFor, useCurrentUser } from '../pages/account/useCurrentUser';

/** Sign in when signed out; otherwise who is signed in, and sign out (then home). */
export const AccountButton = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const { user } = useCurrentUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (user === undefined) return null;
  if (user === null) {
    return (
      <Button color="inherit" component={Link} to="/auth/login">
        {translate('app.account.sign_in')}
      </Button>
    );
  }
  // Signed in but not done: the address to confirm, or the type to choose.
  const nextStep = nextStepFor(user);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={`${user.first_name} ${user.last_name}`.trim() || user.email}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccountCircleIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem disabled>
          <Typography variant="body2">{user.email}</Typography>
        </MenuItem>
        {nextStep !== '/' && (
          <MenuItem component={Link} to={nextStep} onClick={() => setAnchor(null)}>
            <ListItemIcon>
              <HowToRegIcon fontSize="small" />
            </ListItemIcon>
            {translate('app.account.finish_registration')}
          </MenuItem>
        )}
        {nextStep === '/' && (
          <MenuItem component={Link} to="/account/password" onClick={() => setAnchor(null)}>
            <ListItemIcon>
              <KeyIcon fontSize="small" />
            </ListItemIcon>
            {translate('app.account.change_password')}
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {translate('app.account.sign_out')}
        </MenuItem>
      </Menu>
    </>
  );
};
