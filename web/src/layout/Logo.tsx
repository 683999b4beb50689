import { Box, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

export const Logo = () => {
  const translate = useTranslate();
  return (
    <Box
      component={Link}
      to="/"
      aria-label={translate('app.menu.home')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
      }}
    >
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 28, height: 28 }} />
      {/* On a phone the mark alone leaves room for the top bar's buttons. */}
      <Typography
        variant="h6"
        component="span"
        sx={{ fontWeight: 700, display: { xs: 'none', sm: 'inline' } }}
      >
        {translate('app.name')}
      </Typography>
    </Box>
  );
};
