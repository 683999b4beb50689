import { Alert, Button } from '@mui/material';
import { ROLES } from '@stages/contracts';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../providers/useCurrentUser';
import { belgianToday, subscriptionNotice, type SubscriptionNotice } from './subscriptionNotice';

const DISMISSED = 'stages.subscription-banner-dismissed';
const noticeKey = (notice: SubscriptionNotice) =>
  'days' in notice ? `${notice.kind}-${notice.days}` : notice.kind;

const severityOf = (notice: SubscriptionNotice) => {
  if (notice.kind === 'reminder') return notice.severity;
  return notice.kind === 'renew' ? 'warning' : 'info';
};

/** What the banner says: a count of days left, or the invitation of its kind. */
function noticeText(
  notice: SubscriptionNotice,
  translate: (key: string, options?: object) => string,
) {
  if (notice.kind === 'buy' || notice.kind === 'renew') {
    return translate(`app.subscription.${notice.kind}`);
  }
  const key = notice.days === 0 ? `${notice.kind}_today` : notice.kind;
  return translate(`app.subscription.${key}`, { smart_count: notice.days });
}

/**
 * For the users of a verified organization: subscribe, renew, or how long is left. Closing it
 * hides that banner until the browser tab closes.
 */
export const SubscriptionBanner = () => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED));
  if (user?.role !== ROLES.organization || !user.is_verified) return null;
  const notice = subscriptionNotice(user.end_date, belgianToday(), user.renews_automatically);
  if (!notice || dismissed === noticeKey(notice)) return null;
  const dismiss = () => {
    sessionStorage.setItem(DISMISSED, noticeKey(notice));
    setDismissed(noticeKey(notice));
  };
  return (
    <Alert
      role="status"
      severity={severityOf(notice)}
      onClose={dismiss}
      closeText={translate('app.subscription.dismiss')}
      sx={{ borderRadius: 0 }}
    >
      {noticeText(notice, translate)}{' '}
      {notice.kind !== 'renewal' && (
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
      )}
    </Alert>
  );
};
