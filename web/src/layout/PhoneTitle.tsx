import { Typography } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { HEADING_ON_PAGE } from './PageTitle';

/** The top bar's title slot, which react-admin's views and PageTitle fill. */
const SLOT = 'react-admin-title';

/** The back office's screens; the public pages carry their own headings. */
const BACK_OFFICE = /^\/(admin\/|stage\/manage|organization\/settings)/;

/** Watches the slot alone (the top bar draws it before the page), not every change of the page. */
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  const watched = document.getElementById(SLOT) ?? document.body;
  observer.observe(watched, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}
const slotText = () => {
  const slot = document.getElementById(SLOT);
  return slot?.querySelector(`[${HEADING_ON_PAGE}]`) ? '' : (slot?.textContent ?? '');
};

/**
 * On a phone the top bar has no room for the page's title (its buttons come first), so the
 * back office repeats it above the page: "Organisations", « Stage kayak », unless the page shows
 * it as its own heading. The slot is hidden there, so this is what assistive technology reads.
 */
export const PhoneTitle = () => {
  const { pathname } = useLocation();
  return BACK_OFFICE.test(pathname) ? <SlotTitle /> : null;
};

const SlotTitle = () => {
  const title = useSyncExternalStore(subscribe, slotText);
  if (title === '') return null;
  return (
    <Typography
      variant="h6"
      component="p"
      sx={{ px: 2, pt: 1.5, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
    >
      {title}
    </Typography>
  );
};
