import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { IconButton } from '@mui/material';
import { useTheme, useTranslate } from 'react-admin';

/** Light or dark, kept in the browser; the document root carries a `dark` class in dark mode. */
export const ThemeToggle = () => {
  const translate = useTranslate();
  const [theme, setTheme] = useTheme();
  const dark = theme === 'dark';
  return (
    <IconButton
      color="inherit"
      aria-label={translate('app.top_bar.dark_mode')}
      aria-pressed={dark}
      title={translate('app.top_bar.dark_mode')}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      {dark ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
};
