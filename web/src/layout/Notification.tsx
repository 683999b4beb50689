import { Alert, AlertTitle, Snackbar } from '@mui/material';
import { useCallback, useState } from 'react';
import {
  CloseNotificationContext,
  useNotificationContext,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { toastStyle, type ToastSeverity } from './toastStyle';

/** How long a toast stays when its caller does not say. */
const DEFAULT_LIFE_MS = 4000;

/** The slide in and out, in milliseconds. */
export const TOAST_TRANSITION = { enter: 300, exit: 450 } as const;

/**
 * What a caller of `useNotify` may add to react-admin's options: a summary (a message key) above
 * the detail, and the two severities react-admin has no type for.
 */
export interface ToastOptions {
  readonly summary?: string;
  readonly severity?: Extract<ToastSeverity, 'secondary' | 'contrast'>;
}

function severityOf({ type, notificationOptions }: NotificationPayload): ToastSeverity {
  const asked = (notificationOptions as ToastOptions | undefined)?.severity;
  if (asked) return asked;
  return type === 'warning' ? 'warn' : type;
}

/**
 * The toasts, one at a time at the top right: a summary over the detail, a close button, the
 * toast's severity in its colour and icon. It slides in in 0.3 s and out in 0.45 s, and its time
 * stands still while the pointer is over it, so that a long message can be read to the end.
 */
export const Notification = () => {
  const translate = useTranslate();
  const { notifications, takeNotification } = useNotificationContext();
  // The first of the queue shows; it leaves the queue once it has slid out.
  const current = notifications[0];
  const [closing, setClosing] = useState(false);
  const close = useCallback(() => setClosing(true), []);
  if (!current) return null;

  const { message, notificationOptions = {} } = current;
  const { autoHideDuration, messageArgs, summary } = notificationOptions as ToastOptions & {
    autoHideDuration?: number | null;
    messageArgs?: Record<string, unknown>;
  };
  const severity = severityOf(current);
  const style = toastStyle(severity);
  const detail = typeof message === 'string' ? translate(message, messageArgs) : message;
  return (
    <CloseNotificationContext.Provider value={close}>
      <Snackbar
        open={!closing}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        autoHideDuration={autoHideDuration === undefined ? DEFAULT_LIFE_MS : autoHideDuration}
        onClose={(_event, reason) => reason !== 'clickaway' && close()}
        slotProps={{
          transition: {
            timeout: TOAST_TRANSITION,
            onExited: () => {
              takeNotification();
              setClosing(false);
            },
          },
        }}
      >
        <Alert
          severity={style.icon}
          variant="filled"
          role={style.urgent ? 'alert' : 'status'}
          onClose={close}
          closeText={translate('ra.action.close')}
          sx={{ width: '100%', maxWidth: 480, whiteSpace: 'pre-line', ...style.colors }}
        >
          <AlertTitle>{translate(summary ?? `app.toast.${severity}`)}</AlertTitle>
          {detail}
        </Alert>
      </Snackbar>
    </CloseNotificationContext.Provider>
  );
};
