import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PaymentIcon from '@mui/icons-material/Payment';
import {
  Alert,
  Box,
  Button as MuiButton,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import { formatIban, type BillListItem, type Enrollment } from '@stages/contracts';
import { useId, useState } from 'react';
import { useGetOne, useNotify, useTranslate } from 'react-admin';
import { API_URL } from '../providers/apiClient';
import { useFormats } from '../providers/useFormats';
import { isPayable } from './PaymentStatusChip';
import { DefinitionLine } from './DefinitionLine';
import { PayOnlineButton } from './PayOnlineButton';

/** The structured communication, with a button that copies it for the bank's app. */
const Communication = ({ value }: { readonly value: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify('app.bills.pay.copied', { type: 'info' });
    } catch {
      notify('app.bills.pay.copy_failed', { type: 'warning' });
    }
  };
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box component="span" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
        {value}
      </Box>
      <IconButton
        size="small"
        aria-label={translate('app.bills.pay.copy')}
        title={translate('app.bills.pay.copy')}
        onClick={() => void copy()}
      >
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </Box>
  );
};

/** The EPC QR code a banking app scans; said in words when it cannot be shown. */
const QrCode = ({ enrollmentId }: { readonly enrollmentId: string }) => {
  const translate = useTranslate();
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Alert severity="warning" role="alert">
        {translate('app.bills.pay.qr_failed')}
      </Alert>
    );
  }
  return (
    <Stack sx={{ alignItems: 'center' }}>
      <Box
        component="img"
        src={`${API_URL}/enrollments/${enrollmentId}/payment-qr/`}
        alt={translate('app.bills.pay.qr_alt')}
        onError={() => setFailed(true)}
        sx={{ width: 220, maxWidth: '100%', height: 'auto', imageRendering: 'pixelated' }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {translate('app.bills.pay.qr_help')}
      </Typography>
    </Stack>
  );
};

/**
 * How to pay a bill: online first where the organization takes it, else (or besides) the QR
 * code, then the transfer's details one by one.
 */
export const PaymentInstructions = ({ enrollment }: { readonly enrollment: Enrollment }) => {
  const translate = useTranslate();
  const format = useFormats();
  const iban = enrollment.organization_iban;
  return (
    <Stack spacing={2}>
      {enrollment.online_payment && isPayable(enrollment.payment_status) && (
        <Stack spacing={1}>
          <PayOnlineButton enrollment={enrollment} fullWidth />
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {translate('app.bills.online.or_transfer')}
          </Typography>
        </Stack>
      )}
      {iban ? (
        <QrCode enrollmentId={enrollment.id} />
      ) : (
        <Alert severity="info">{translate('app.bills.pay.no_account')}</Alert>
      )}
      <Box component="dl" sx={{ m: 0, display: 'grid', rowGap: 0.5 }}>
        <DefinitionLine label="app.bills.pay.beneficiary">
          {enrollment.organization_name}
        </DefinitionLine>
        {iban && (
          <DefinitionLine label="app.bills.pay.iban">
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {formatIban(iban)}
            </Box>
          </DefinitionLine>
        )}
        {iban && enrollment.organization_bic && (
          <DefinitionLine label="app.bills.pay.bic">{enrollment.organization_bic}</DefinitionLine>
        )}
        {enrollment.amount_cents !== null && (
          <DefinitionLine label="app.bills.amount">
            {format.price(enrollment.amount_cents)}
          </DefinitionLine>
        )}
        {enrollment.structured_communication && (
          <DefinitionLine label="app.bills.pay.communication">
            <Communication value={enrollment.structured_communication} />
          </DefinitionLine>
        )}
        {enrollment.due_date && (
          <DefinitionLine label="app.bills.due_date">
            {format.date(enrollment.due_date)}
          </DefinitionLine>
        )}
        {enrollment.invoice_number && (
          <DefinitionLine label="app.bills.invoice_number">
            {enrollment.invoice_number}
          </DefinitionLine>
        )}
      </Box>
      {iban && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.bills.pay.communication_help')}
        </Typography>
      )}
    </Stack>
  );
};

/**
 * The instructions of one bill, read when asked for: the lists leave out the account to pay to,
 * which only one enrollment's answer carries.
 */
const BillPaymentInstructions = ({ id }: { readonly id: string }) => {
  const translate = useTranslate();
  const { data, error, isPending } = useGetOne<Enrollment>('enrollments', { id });
  if (isPending) {
    return (
      <Stack sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Stack>
    );
  }
  if (error || !data) {
    return (
      <Alert severity="error" role="alert">
        {translate('app.bills.pay.load_failed')}
      </Alert>
    );
  }
  return <PaymentInstructions enrollment={data} />;
};

/** For a bill still to pay: a button opening the payment instructions. */
export const PayButton = ({ enrollment }: { readonly enrollment: BillListItem }) => {
  const translate = useTranslate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  if (!isPayable(enrollment.payment_status)) return null;
  return (
    <>
      <MuiButton
        size="small"
        variant="outlined"
        startIcon={<PaymentIcon />}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {translate('app.bills.pay.action')}
      </MuiButton>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id={titleId}>
          {translate('app.bills.pay.title', {
            name: enrollment.child_first_name ?? '',
            stage: enrollment.stage_name ?? '',
          })}
        </DialogTitle>
        <DialogContent>
          {enrollment.payment_status === 'overdue' && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translate('app.bills.pay.overdue')}
            </Alert>
          )}
          {open && <BillPaymentInstructions id={enrollment.id} />}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.close')}</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
