import {
  SUBSCRIPTION_PLANS,
  SUBSCRIPTION_STATUSES,
  type OrganizationSubscription,
} from '@stages/contracts';
import { Link as MuiLink } from '@mui/material';
import { DataTable, List, SelectInput, SimpleList, useCreatePath, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { BelgianDateField } from '../layout/BelgianDateField';
import { searchFilter } from '../layout/listFilters';
import { useWideScreen } from '../layout/useWideScreen';
import { useFormats } from '../providers/useFormats';
import { GrantButton } from './GrantButton';
import { LastPayment, lastPaymentText } from './LastPayment';
import { PlanChip, planLabel, statusLabel, SubscriptionState } from './SubscriptionState';

type Subscription = OrganizationSubscription;

// The words search the organization's name and its owner's e-mail address.
const filters = [
  searchFilter,
  <SelectInput
    key="status"
    source="status"
    choices={SUBSCRIPTION_STATUSES.map((id) => ({ id, name: statusLabel(id) }))}
    alwaysOn
  />,
  <SelectInput
    key="plan"
    source="plan"
    choices={(['free', ...SUBSCRIPTION_PLANS] as const).map((id) => ({ id, name: planLabel(id) }))}
    alwaysOn
  />,
];

const SubscriptionTable = () => (
  <DataTable<Subscription> bulkActionButtons={false} rowClick="show">
    <DataTable.Col source="organization_name" />
    <DataTable.Col
      source="owner_email"
      disableSort
      sx={{ overflowWrap: 'anywhere', minWidth: 160 }}
    />
    <DataTable.Col source="plan" disableSort>
      <PlanChip />
    </DataTable.Col>
    <DataTable.Col source="status" disableSort>
      <SubscriptionState />
    </DataTable.Col>
    <DataTable.Col source="end_date">
      <BelgianDateField source="end_date" />
    </DataTable.Col>
    <DataTable.Col source="last_payment_on">
      <LastPayment />
    </DataTable.Col>
    <DataTable.Col label="">
      <GrantButton />
    </DataTable.Col>
  </DataTable>
);

/**
 * On a phone each organization is a line whose name opens its plan, the grant at its end: a line
 * that opened the plan itself could not hold the grant button.
 */
const SubscriptionLines = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const format = useFormats();
  return (
    <SimpleList<Subscription>
      rowClick={false}
      primaryText={(subscription) => (
        <MuiLink
          component={Link}
          to={createPath({ resource: 'admin/subscriptions', id: subscription.id, type: 'show' })}
        >
          {subscription.organization_name}
        </MuiLink>
      )}
      secondaryText={(subscription) =>
        [
          translate(planLabel(subscription.plan)),
          translate(statusLabel(subscription.status)),
          subscription.payment_failed && translate('admin.subscriptions.payment_failed'),
          subscription.renews_automatically &&
            translate('admin.subscriptions.renews_automatically'),
          subscription.last_payment_on &&
            translate('admin.subscriptions.last_payment', {
              payment: lastPaymentText(subscription, format),
            }),
        ]
          .filter(Boolean)
          .join(' · ')
      }
      tertiaryText={(subscription) =>
        subscription.end_date
          ? translate('admin.subscriptions.until', { date: format.date(subscription.end_date) })
          : ''
      }
      rightIcon={() => <GrantButton />}
    />
  );
};

/** Every organization's plan, those ending soonest first, to follow renewals up. */
export const SubscriptionList = () => (
  <List<Subscription>
    filters={filters}
    sort={{ field: 'end_date', order: 'ASC' }}
    perPage={25}
    exporter={false}
  >
    {useWideScreen() ? <SubscriptionTable /> : <SubscriptionLines />}
  </List>
);
