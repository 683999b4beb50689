import { Alert, Button, Typography } from '@mui/material';
import { brusselsDay, ErrorCode, mayBuyPlan, renewalOpensOn, ROLES } from '@stages/contracts';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { keepReturnPath } from '../../guards/afterRegistration';
import { nextStepFor, registerAs, useCurrentUser } from '../../providers/useCurrentUser';
import { CheckoutButton } from '../../checkout';
import { CheckoutRefusal } from '../../subscriptions/CheckoutRefusal';
import { useGoldCheckout } from '../../subscriptions/useGoldCheckout';
import { useFormats } from '../../providers/useFormats';

const prefix = 'pages.organization_landing.pricing';
const PRICING = '/organization-landing#pricing';

/** Why a plan cannot be bought again now, and from or on which day; null when it can. */
function renewalOf(endDate: string, renewsAutomatically: boolean) {
  if (mayBuyPlan(endDate, renewsAutomatically, brusselsDay())) return null;
  return renewsAutomatically
    ? { key: 'renews_on', date: endDate }
    : { key: 'renewable_from', date: renewalOpensOn(endDate) };
}

/**
 * The paid plan's button, as each reader may use it: an organizer pays; a visitor first
 * registers an organization and comes back here; a parent or an administrator is told why not.
 * What it says goes above it, so that the cards' buttons stay in line.
 */
export const GoldPlanAction = ({ onContact }: { readonly onContact: () => void }) => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const checkout = useGoldCheckout();
  const format = useFormats();
  const subscribe = translate(`${prefix}.subscribe`);

  if (user === null) {
    return (
      <>
        <Typography variant="body2" color="text.secondary">
          {translate(`${prefix}.subscribe_after_registration`)}
        </Typography>
        <Button
          component={Link}
          to={registerAs('organization', PRICING)}
          variant="contained"
          fullWidth
        >
          {subscribe}
        </Button>
      </>
    );
  }
  if (user?.role === null) {
    return (
      <Button
        component={Link}
        to={nextStepFor(user)}
        onClick={() => keepReturnPath(PRICING)}
        variant="contained"
        fullWidth
      >
        {translate('app.account.finish_registration')}
      </Button>
    );
  }
  if (user && user.role !== ROLES.organization) {
    return (
      <>
        <Alert severity="info">{translate(`errors.${ErrorCode.subscriptionOrganizerOnly}`)}</Alert>
        <Button variant="contained" fullWidth disabled>
          {subscribe}
        </Button>
      </>
    );
  }
  const renewal = user?.end_date ? renewalOf(user.end_date, user.renews_automatically) : null;
  if (renewal) {
    // The server would refuse: Stripe charges the next year by itself, or renewing opens later.
    return (
      <>
        <Typography variant="body2" color="text.secondary">
          {translate(`${prefix}.${renewal.key}`, { date: format.date(renewal.date) })}
        </Typography>
        <Button variant="contained" fullWidth disabled>
          {translate(`${prefix}.renew`)}
        </Button>
      </>
    );
  }
  return (
    <>
      <CheckoutRefusal refusal={checkout.refusal} onContact={onContact} />
      <CheckoutButton checkout={checkout} disabled={!user} fullWidth>
        {user?.end_date ? translate(`${prefix}.renew`) : subscribe}
      </CheckoutButton>
    </>
  );
};
