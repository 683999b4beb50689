import AutorenewIcon from '@mui/icons-material/Autorenew';
import { Stack, Tooltip, type ChipProps } from '@mui/material';
import type { OrganizationSubscription } from '@stages/contracts';
import { useRecordContext, useTranslate } from 'react-admin';
import { StatusChip } from '../layout/StatusChip';

type Subscription = OrganizationSubscription;

const STATUS_COLORS: Record<Subscription['status'], ChipProps['color']> = {
  trial: 'default',
  active: 'success',
  expiring: 'warning',
  expired: 'error',
};

const PLAN_COLORS: Record<Subscription['plan'], ChipProps['color']> = {
  free: 'default',
  gold: 'primary',
  enterprise: 'secondary',
};

export const planLabel = (plan: Subscription['plan']) => `admin.subscriptions.plans.${plan}`;
export const statusLabel = (status: Subscription['status']) =>
  `admin.subscriptions.statuses.${status}`;

/** The record's plan, as a chip. */
export const PlanChip = () => {
  const subscription = useRecordContext<Subscription>();
  if (!subscription) return null;
  return <StatusChip label={planLabel(subscription.plan)} color={PLAN_COLORS[subscription.plan]} />;
};

/**
 * Where the plan stands, in chips: its status, a renewal Stripe could not charge, and the
 * sign of a plan that renews itself.
 */
export const SubscriptionState = () => {
  const subscription = useRecordContext<Subscription>();
  const translate = useTranslate();
  if (!subscription) return null;
  const renews = translate('admin.subscriptions.renews_automatically');
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <StatusChip
        label={statusLabel(subscription.status)}
        color={STATUS_COLORS[subscription.status]}
      />
      {subscription.payment_failed && (
        <StatusChip label="admin.subscriptions.payment_failed" color="error" />
      )}
      {subscription.renews_automatically && (
        <Tooltip title={renews}>
          <AutorenewIcon fontSize="small" color="action" titleAccess={renews} />
        </Tooltip>
      )}
    </Stack>
  );
};
