import { Button, CircularProgress, type ButtonProps } from '@mui/material';
import type { ReactNode } from 'react';
import type { ProviderRedirect } from './useProviderRedirect';

/** Goes to the payment provider's page, turning while that page is being prepared. */
export const CheckoutButton = ({
  checkout,
  disabled = false,
  fullWidth = false,
  size,
  icon,
  name,
  sx,
  children,
}: {
  readonly checkout: ProviderRedirect;
  readonly disabled?: boolean;
  readonly fullWidth?: boolean;
  readonly size?: ButtonProps['size'];
  /** Shown before the words while the button is not busy. */
  readonly icon?: ReactNode;
  /** The name read out, when the words shown are its short form: it starts with them. */
  readonly name?: string;
  readonly sx?: ButtonProps['sx'];
  readonly children: ReactNode;
}) => (
  <Button
    variant="contained"
    size={size}
    fullWidth={fullWidth}
    disabled={disabled || checkout.busy}
    aria-busy={checkout.busy}
    aria-label={name}
    sx={sx}
    onClick={(event) => {
      // In a list, the row around it does not open the record.
      event.stopPropagation();
      checkout.start();
    }}
    startIcon={checkout.busy ? <CircularProgress size={16} color="inherit" /> : icon}
  >
    {children}
  </Button>
);
