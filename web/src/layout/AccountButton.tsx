import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { Button, IconButton } from '@mui/material';
import { Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { lazyComponent } from '../lazyComponent';
import { useCurrentUser } from '../providers/useCurrentUser';

// The menu's code comes when the user points at the button, not with every page.
const loadMenu = () => import('./AccountMenu');
const AccountMenu = lazyComponent(loadMenu, 'AccountMenu');

/** Sign in when signed out; otherwise who is signed in, their profile, and sign out (then home). */
export const AccountButton = () => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (user === undefined) return null;
  if (user === null) {
    return (
      <Button color="inherit" component={Link} to="/auth/login" sx={{ whiteSpace: 'nowrap' }}>
        {translate('app.account.sign_in')}
      </Button>
    );
  }
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={`${user.first_name} ${user.last_name}`.trim() || user.email}
        aria-haspopup="menu"
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccountCircleIcon />
      </IconButton>
      {anchor && (
        <Suspense fallback={null}>
          <AccountMenu user={user} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
};
