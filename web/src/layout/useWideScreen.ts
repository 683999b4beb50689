import { useMediaQuery } from '@mui/material';

/** Wider than this, the menu sits beside the page and lists are tables; narrower, a phone's. */
export const WIDE_SCREEN = '(min-width: 992px)';

/** Whether the page has a table's width; lists show as simple lists otherwise. */
export const useWideScreen = () => useMediaQuery(WIDE_SCREEN, { noSsr: true });
