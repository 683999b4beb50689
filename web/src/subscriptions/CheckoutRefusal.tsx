import { Alert, Box, Button } from '@mui/material';
import { ErrorCode } from '@stages/contracts';
import { useTranslate } from 'react-admin';

const NO_ONLINE_PAYMENT = `errors.${ErrorCode.subscriptionPaymentsNotConfigured}`;
const PROVIDER_FAILED = `errors.${ErrorCode.subscriptionProviderFailed}`;

/**
 * Why a checkout could not start. Where this server takes no card payments, the team grants the
 * plan by hand: `onContact`, when given, opens the way to ask them.
 */
export const CheckoutRefusal = ({
  refusal,
  onContact,
}: {
  /** A message key, from `useGoldCheckout`. */
  readonly refusal: string | null;
  readonly onContact?: () => void;
}) => {
  const translate = useTranslate();
  if (!refusal) return null;
  const manual = refusal === NO_ONLINE_PAYMENT;
  return (
    <Alert severity={refusal === PROVIDER_FAILED ? 'error' : 'warning'} role="alert">
      {translate(refusal)}
      {manual && onContact && (
        <Box sx={{ mt: 1 }}>
          <Button size="small" variant="outlined" color="inherit" onClick={onContact}>
            {translate('app.subscription.contact_team')}
          </Button>
        </Box>
      )}
    </Alert>
  );
};
