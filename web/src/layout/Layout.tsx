import { Box, Button, Drawer, Toolbar } from '@mui/material';
import { Suspense, useState, type ReactNode } from 'react';
import { Loading, useStore, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { LanguageSync } from '../guards/LanguageSync';
import { ServerFailureRedirect } from '../guards/ServerFailureRedirect';
import { AppBar } from './AppBar';
import { DocumentTitle } from './DocumentTitle';
import { InfoLinks } from './InfoLinks';
import { Menu } from './Menu';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PhoneTitle } from './PhoneTitle';
import { SubscriptionBanner } from './SubscriptionBanner';
import { useWideScreen } from './useWideScreen';

const MENU_WIDTH = 240;
const FOLDED_WIDTH = 57;

const SkipToContent = () => {
  const translate = useTranslate();
  return (
    <Button
      href="#main-content"
      variant="contained"
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {translate('ra.navigation.skip_nav')}
    </Button>
  );
};

export const Layout = ({ children }: { children: ReactNode }) => {
  // Wide, the menu sits beside the page and folds to icons; narrower, it slides in.
  const wide = useWideScreen();
  // Folded or not on a wide screen is remembered; the phone menu always starts closed.
  const [unfolded, setUnfolded] = useStore('sidebar.open', true);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const { pathname } = useLocation();
  const open = wide ? unfolded : phoneOpen;
  const width = wide && !unfolded ? FOLDED_WIDTH : MENU_WIDTH;
  const menu = <Menu collapsed={wide && !unfolded} onNavigate={() => setPhoneOpen(false)} />;
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        bgcolor: 'background.default',
      }}
    >
      <SkipToContent />
      <AppBar
        menuOpen={open}
        onToggleMenu={() => (wide ? setUnfolded(!unfolded) : setPhoneOpen(!phoneOpen))}
      />
      <Toolbar variant="dense" sx={{ minHeight: { xs: 56, sm: 48 } }} />
      <Box sx={{ display: 'flex', flexGrow: 1 }}>
        {wide ? (
          <Drawer
            id="side-menu"
            variant="permanent"
            sx={{
              width,
              flexShrink: 0,
              '& .MuiDrawer-paper': {
                width,
                position: 'sticky',
                top: 48,
                height: 'calc(100vh - 48px)',
                overflowX: 'hidden',
              },
            }}
          >
            {menu}
          </Drawer>
        ) : (
          <Drawer
            id="side-menu"
            variant="temporary"
            open={phoneOpen}
            onClose={() => setPhoneOpen(false)}
            sx={{ '& .MuiDrawer-paper': { width: MENU_WIDTH } }}
          >
            <Toolbar variant="dense" sx={{ minHeight: 56 }} />
            {menu}
          </Drawer>
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 }}>
          <Box
            component="main"
            id="main-content"
            tabIndex={-1}
            sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}
          >
            <ServerFailureRedirect />
            <LanguageSync />
            <DocumentTitle />
            <SubscriptionBanner />
            {!wide && <PhoneTitle />}
            <PageErrorBoundary key={pathname}>
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </PageErrorBoundary>
          </Box>
          {/* Every page ends with the information pages, the accessibility statement among them. */}
          <Box component="footer" sx={{ px: 2 }}>
            <InfoLinks />
          </Box>
        </Box>
      </Box>
    </Box>
  );
};
