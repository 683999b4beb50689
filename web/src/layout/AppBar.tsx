import MenuIcon from '@mui/icons-material/Menu';
import { AppBar as MuiAppBar, Box, CircularProgress, IconButton, Toolbar } from '@mui/material';
import { TitlePortal, useLoading, useTranslate } from 'react-admin';
import { AccountButton } from './AccountButton';
import { CookieResetButton } from './CookieResetButton';
import { LanguageMenu } from './LanguageMenu';
import { Logo } from './Logo';
import { ThemeToggle } from './ThemeToggle';
import { WIDE_SCREEN } from './useWideScreen';

/** Shows while any call is under way. */
const LoadingSign = () => {
  const loading = useLoading();
  return (
    <Box sx={{ width: 28, display: 'flex', justifyContent: 'center' }}>
      {loading && <CircularProgress color="inherit" size={18} thickness={5} />}
    </Box>
  );
};

export const AppBar = ({
  menuOpen,
  onToggleMenu,
}: {
  menuOpen: boolean;
  onToggleMenu: () => void;
}) => {
  const translate = useTranslate();
  return (
    <MuiAppBar
      position="fixed"
      color="secondary"
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}
    >
      <Toolbar variant="dense" sx={{ gap: 0.5, minHeight: { xs: 56, sm: 48 } }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={translate(menuOpen ? 'ra.action.close_menu' : 'ra.action.open_menu')}
          aria-expanded={menuOpen}
          aria-controls="side-menu"
          onClick={onToggleMenu}
        >
          <MenuIcon />
        </IconButton>
        <Logo />
        {/* Narrower, the title would push the buttons off screen: PhoneTitle shows it instead. */}
        <Box
          sx={{
            ml: 2,
            flex: 1,
            minWidth: 0,
            display: 'flex',
            visibility: 'hidden',
            [`@media ${WIDE_SCREEN}`]: { visibility: 'visible' },
            '& > *': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
          }}
        >
          <TitlePortal />
        </Box>
        <LoadingSign />
        <LanguageMenu />
        <CookieResetButton />
        <ThemeToggle />
        <AccountButton />
      </Toolbar>
    </MuiAppBar>
  );
};
