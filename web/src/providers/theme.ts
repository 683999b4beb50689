import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

const emerald = { main: '#059669', light: '#34d399', dark: '#047857', contrastText: '#ffffff' };

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, primary: emerald, secondary: { main: '#0f766e' } },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    primary: { ...emerald, main: '#34d399', contrastText: '#022c22' },
    secondary: { main: '#5eead4' },
  },
};
