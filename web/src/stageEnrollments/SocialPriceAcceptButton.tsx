import CheckIcon from '@mui/icons-material/Check';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import type { EnrollmentListItem } from '@stages/contracts';
import { useId, useState, type MouseEvent } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { enrolledChildName } from '../enrollments/enrolledChildName';
import { Button } from '../layout/Button';
import { useFormats } from '../providers/useFormats';
import { describeFailure } from '../providers/validation';
import { decide } from './decide';

/** The request's price with the social price, and without it: its reduction given back. */
export function socialPriceAmounts(enrollment: Pick<EnrollmentListItem, 'lines' | 'price_cents'>) {
  const reduction = enrollment.lines
    .filter((line) => line.kind === 'social_price')
    .reduce((sum, line) => sum + line.amount_cents, 0);
  return { granted: enrollment.price_cents, refused: enrollment.price_cents - reduction };
}

/**
 * Accepting a request whose family asked for the social price decides on it too: the dialog says
 * both prices, and its two answers accept the child, one at the social price, one without it.
 */
export const SocialPriceAcceptButton = ({
  enrollment,
}: {
  readonly enrollment: EnrollmentListItem;
}) => {
  const translate = useTranslate();
  const format = useFormats();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
  const name = enrolledChildName(enrollment);
  const amounts = socialPriceAmounts(enrollment);
  const openDialog = (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(true);
  };
  const close = () => {
    if (!running) setOpen(false);
  };
  const answer = (grant: boolean) => async () => {
    setRunning(true);
    try {
      await decide(enrollment.id, 'accept', null, grant);
      notify(
        grant
          ? 'app.stage_enrollments.social_price.granted_done'
          : 'app.stage_enrollments.social_price.refused_done',
        { type: 'success', messageArgs: { name } },
      );
    } catch (error) {
      notify(describeFailure(error).message, { type: 'error' });
    } finally {
      setRunning(false);
      setOpen(false);
      refresh();
    }
  };
  return (
    <>
      <Button
        label="app.stage_enrollments.accept.action"
        onClick={openDialog}
        disabled={running}
        sx={{ whiteSpace: 'nowrap' }}
      >
        <CheckIcon />
      </Button>
      <Dialog
        open={open}
        onClose={close}
        onClick={(event) => event.stopPropagation()}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={titleId}>
          {translate('app.stage_enrollments.accept.title', { name })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>
            {translate('app.stage_enrollments.social_price.question', {
              price: format.price(amounts.granted),
              amount: format.price(amounts.refused),
            })}
          </DialogContentText>
          <DialogContentText>
            {translate('app.stage_enrollments.social_price.final')}
          </DialogContentText>
        </DialogContent>
        <DialogActions
          sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}
        >
          <MuiButton onClick={close} disabled={running}>
            {translate('ra.action.cancel')}
          </MuiButton>
          <MuiButton variant="outlined" onClick={() => void answer(false)()} disabled={running}>
            {translate('app.stage_enrollments.social_price.refuse')}
          </MuiButton>
          <MuiButton variant="contained" onClick={() => void answer(true)()} disabled={running}>
            {translate('app.stage_enrollments.social_price.grant')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
