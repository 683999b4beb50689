import {
  SUBSCRIPTION_PLANS,
  SUBSCRIPTION_STATUSES,
  type OrganizationSubscription,
} from '@stages/contracts';
import { DataTable, List, SelectInput, SimpleList, useTranslate } from 'react-admin';
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
 * On a phone each organization is a line that opens its plan, the grant at its end. Opened by a
 * click, not a link, so that the grant button is not inside a link.
 */
const SubscriptionLines = () => {
  const translate = useTranslate();
  const format = useFormats();
  return (
    <SimpleList<Subscription>
      rowClick={() => 'show'}
      primaryText={(subscription) => subscription.organization_name}
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
