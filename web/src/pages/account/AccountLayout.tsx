import { AppBar, Box, Card, CardContent, Container, Toolbar, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { CookieResetButton } from '../../layout/CookieResetButton';
import { InfoLinks } from '../../layout/InfoLinks';
import { LanguageMenu } from '../../layout/LanguageMenu';
import { Logo } from '../../layout/Logo';
import { useDocumentTitle } from '../../layout/DocumentTitle';
import { ThemeToggle } from '../../layout/ThemeToggle';

/** The account screens' frame: a simpler top bar, no side menu, one card in the middle. */
export const AccountLayout = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  // These screens have no top bar title for the tab to follow: they name it themselves.
  useDocumentTitle(translate(title));
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" color="secondary" elevation={0}>
        <Toolbar>
          <Logo />
          <Box sx={{ flex: 1 }} />
          <LanguageMenu />
          <CookieResetButton />
          <ThemeToggle />
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
        <Card variant="outlined">
          <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
            <Typography variant="h5" component="h1" gutterBottom sx={{ fontWeight: 600 }}>
              {translate(title)}
            </Typography>
            {children}
          </CardContent>
        </Card>
      </Container>
      <Box component="footer" sx={{ px: 2 }}>
        <InfoLinks />
      </Box>
    </Box>
  );
};
