import { Typography } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { HEADING_ON_PAGE } from './PageTitle';
import { subscribeToTitleSlot, titleSlot } from './titleSlot';

/** The back office's screens; the public pages carry their own headings. */
const BACK_OFFICE = /^\/(admin\/|stage\/manage|organization\/settings)/;

const slotText = () => {
  const slot = titleSlot();
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
  const title = useSyncExternalStore(subscribeToTitleSlot, slotText);
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
