import { Button, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import type { useGoldCheckout } from './useGoldCheckout';

/** Starts the checkout, turning while the payment page is being prepared. */
export const CheckoutButton = ({
  checkout,
  disabled = false,
  fullWidth = false,
  children,
}: {
  readonly checkout: ReturnType<typeof useGoldCheckout>;
  readonly disabled?: boolean;
  readonly fullWidth?: boolean;
  readonly children: ReactNode;
}) => (
  <Button
    variant="contained"
    fullWidth={fullWidth}
    disabled={disabled || checkout.busy}
    aria-busy={checkout.busy}
    onClick={checkout.start}
    startIcon={checkout.busy && <CircularProgress size={16} color="inherit" />}
  >
    {children}
  </Button>
);
