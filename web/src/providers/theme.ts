import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

const emerald = { main: '#059669', light: '#34d399', dark: '#047857', contrastText: '#ffffff' };

/** A table wider than the screen (a back-office list on a phone) scrolls by itself, not the page. */
const scrollingTables = {
  // The list beside its filters may shrink below its table's width (a flex item would not).
  RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
  RaDataTable: {
    styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } },
  },
};

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, primary: emerald, secondary: { main: '#0f766e' } },
  components: { ...defaultLightTheme.components, ...scrollingTables },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    primary: { ...emerald, main: '#34d399', contrastText: '#022c22' },
    secondary: { main: '#5eead4' },
  },
  components: { ...defaultDarkTheme.components, ...scrollingTables },
};
