import { Notification as RaNotification } from 'react-admin';

/** Toasts at the top right, clear of the side menu and of a phone's keyboard. */
export const Notification = () => (
  <RaNotification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} />
);
