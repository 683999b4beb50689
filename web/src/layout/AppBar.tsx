import { Box } from '@mui/material';
import {
  AppBar as RaAppBar,
  LoadingIndicator,
  LocalesMenuButton,
  TitlePortal,
  ToggleThemeButton,
} from 'react-admin';
import { AccountButton } from './AccountButton';
import { Logo } from './Logo';

export const AppBar = () => (
  <RaAppBar
    userMenu={false}
    toolbar={
      <>
        <LocalesMenuButton />
        <ToggleThemeButton />
        <LoadingIndicator />
        <AccountButton />
      </>
    }
  >
    <Logo />
    {/* On a phone the page title would push the language and theme buttons off screen. */}
    <Box
      sx={{
        ml: 2,
        flex: 1,
        minWidth: 0,
        display: 'flex',
        visibility: { xs: 'hidden', sm: 'visible' },
        '& > *': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
      }}
    >
      <TitlePortal />
    </Box>
  </RaAppBar>
);
