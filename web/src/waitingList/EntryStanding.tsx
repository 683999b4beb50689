import { Typography } from '@mui/material';
import type { WaitingListEntry } from '@stages/contracts';
import { useTranslate } from 'react-admin';
import { Countdown } from '../pages/catalogue/Countdown';
import { useFormats } from '../providers/useFormats';
import { useOfferOpen } from './useOfferOpen';

/** The countdown's own end needs no action: `useOfferOpen` turns the offer closed meanwhile. */
const nothing = () => undefined;

/** Where the entry stands: its rank while it waits, its offer's deadline while one is open. */
export const EntryStanding = ({ entry }: { readonly entry: WaitingListEntry }) => {
  const translate = useTranslate();
  const format = useFormats();
  const open = useOfferOpen(entry.status === 'offered' ? entry.offer_expires_at : null);
  if (entry.status === 'waiting' && entry.position !== null) {
    return (
      <Typography>
        {translate('app.waiting_list.position', { position: entry.position })}
      </Typography>
    );
  }
  if (entry.status === 'offered' && entry.offer_expires_at) {
    return (
      <>
        <Typography>
          {translate(open ? 'app.waiting_list.offer_until' : 'app.waiting_list.offer_ran_out', {
            deadline: format.moment(entry.offer_expires_at),
            price: format.price(entry.price_cents ?? 0),
            smart_count: entry.child_ids.length,
          })}
        </Typography>
        {open && (
          <Countdown
            deadline={entry.offer_expires_at}
            onPassed={nothing}
            message="app.waiting_list.countdown"
          />
        )}
      </>
    );
  }
  if (entry.status === 'removed' && entry.removal_reason) {
    return (
      <Typography color="text.secondary">
        {translate('app.waiting_list.removal_reason', { reason: entry.removal_reason })}
      </Typography>
    );
  }
  return null;
};
