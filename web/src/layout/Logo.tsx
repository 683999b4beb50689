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
      <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
        {translate('app.name')}
      </Typography>
    </Box>
  );
};
