import { Alert, Button } from '@mui/material';
import { ROLES, type OrganizationProfile } from '@stages/contracts';
import { useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../providers/useCurrentUser';
import { belgianToday, subscriptionNotice, type SubscriptionNotice } from './subscriptionNotice';

const DISMISSED = 'stages.subscription-banner-dismissed';
const noticeKey = (notice: SubscriptionNotice) =>
  notice.kind === 'reminder' ? `reminder-${notice.days}` : notice.kind;

/**
 * For the users of a verified organization: subscribe, renew, or how long is left. Closing it
 * hides that banner until the browser tab closes.
 */
export const SubscriptionBanner = () => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const organizer = user?.role === ROLES.organization;
  const { data: organization } = useGetOne<OrganizationProfile & { id: string }>(
    'organization/edit',
    { id: 'me' },
    { enabled: organizer, retry: false },
  );
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED));
  if (!organizer || !organization?.verified) return null;
  const notice = subscriptionNotice(user.end_date, belgianToday());
  if (!notice || dismissed === noticeKey(notice)) return null;
  const dismiss = () => {
    sessionStorage.setItem(DISMISSED, noticeKey(notice));
    setDismissed(noticeKey(notice));
  };
  return (
    <Alert
      role="status"
      severity={
        notice.kind === 'reminder' ? notice.severity : notice.kind === 'renew' ? 'warning' : 'info'
      }
      onClose={dismiss}
      closeText={translate('app.subscription.dismiss')}
      sx={{ borderRadius: 0 }}
    >
      {notice.kind === 'reminder'
        ? translate(
            notice.days === 0 ? 'app.subscription.reminder_today' : 'app.subscription.reminder',
            {
              smart_count: notice.days,
            },
          )
        : translate(`app.subscription.${notice.kind}`)}{' '}
      <Button
        component={Link}
        to="/organization-landing#pricing"
        size="small"
        color="inherit"
        sx={{ textDecoration: 'underline' }}
      >
        {translate(
          notice.kind === 'buy' ? 'app.subscription.see_plans' : 'app.subscription.renew_now',
        )}
      </Button>
    </Alert>
  );
};
