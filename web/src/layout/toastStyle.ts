import type { AlertColor } from '@mui/material';

/** The spec's six severities of a toast. */
export const TOAST_SEVERITIES = [
  'info',
  'success',
  'warn',
  'error',
  'secondary',
  'contrast',
] as const;
export type ToastSeverity = (typeof TOAST_SEVERITIES)[number];

export interface ToastStyle {
  /** MUI's severity whose icon the toast shows. */
  readonly icon: AlertColor;
  /** Read out at once by screen readers (`alert`), or when they are free (`status`). */
  readonly urgent: boolean;
  /** Colours of the severities MUI's alert has none for. */
  readonly colors: Readonly<Record<string, string>>;
}

const styles: Record<ToastSeverity, ToastStyle> = {
  info: { icon: 'info', urgent: false, colors: {} },
  success: { icon: 'success', urgent: false, colors: {} },
  warn: { icon: 'warning', urgent: true, colors: {} },
  error: { icon: 'error', urgent: true, colors: {} },
  secondary: {
    icon: 'info',
    urgent: false,
    colors: { bgcolor: 'secondary.main', color: 'secondary.contrastText' },
  },
  contrast: {
    icon: 'info',
    urgent: false,
    colors: { bgcolor: 'text.primary', color: 'background.paper' },
  },
};

export const toastStyle = (severity: ToastSeverity): ToastStyle => styles[severity];
