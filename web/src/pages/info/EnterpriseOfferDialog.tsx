import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { EnterpriseOfferRequest } from '@stages/contracts';
import { useId } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import { useFormState, type FieldValues } from 'react-hook-form';
import { api } from '../../providers/apiClient';
import { useCurrentUser } from '../../providers/useCurrentUser';
import { validateWith } from '../../providers/validateWith';
import { AccountForm } from '../account/AccountForm';
import { EmailInput } from '../account/AccountInputs';
import { usePageMemory } from '../account/pageMemory';
import { PhoneInput } from '../../layout/PhoneInput';

const prefix = 'pages.organization_landing.enterprise';
const check = validateWith(EnterpriseOfferRequest);

/** A field left blank is not sent: react-admin clears it to null, which the schema refuses. */
const filled = (values: FieldValues) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== ''));

/** Once: a second click while the first is on its way would send a second mail. */
const SendButton = () => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting}>
      {translate(`${prefix}.send`)}
    </Button>
  );
};

/**
 * The Enterprise plan is agreed case by case: the request reaches the administrators by mail.
 * Anyone may send it; a signed-in user finds their name, address and phone already in.
 */
export const EnterpriseOfferDialog = ({
  open,
  onClose,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  const { user } = useCurrentUser();
  // Kept like the dialog's opening, so that a change of language still shows the confirmation.
  const [sent, setSent] = usePageMemory('enterprise-offer-sent', false);
  const close = () => {
    setSent(false);
    onClose();
  };
  const send = async (values: FieldValues) => {
    await api('/subscriptions/enterprise-offer/', { body: filled(values) });
    setSent(true);
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate(`${prefix}.title`)}</DialogTitle>
      {sent ? (
        <>
          <DialogContent>
            <Alert severity="success" role="status">
              {translate(`${prefix}.sent`)}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('ra.action.close')}</Button>
          </DialogActions>
        </>
      ) : (
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate(`${prefix}.intro`)}
          </Typography>
          <AccountForm
            onSubmit={send}
            validate={(values) => check(filled(values))}
            defaultValues={{
              name: user ? `${user.first_name} ${user.last_name}`.trim() : '',
              email: user?.email ?? '',
              organization: '',
              phone: user?.phone ?? '',
              message: '',
            }}
          >
            <TextInput source="name" label={`${prefix}.name`} autoComplete="name" fullWidth />
            <EmailInput />
            <TextInput
              source="organization"
              label="app.account.organization_name"
              autoComplete="organization"
              fullWidth
            />
            <PhoneInput source="phone" label={`${prefix}.phone`} fullWidth />
            <TextInput
              source="message"
              label={`${prefix}.message`}
              helperText={`${prefix}.message_hint`}
              multiline
              minRows={4}
              fullWidth
            />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1 }}>
              <Button onClick={close}>{translate('ra.action.cancel')}</Button>
              <SendButton />
            </Stack>
          </AccountForm>
        </DialogContent>
      )}
    </Dialog>
  );
};
