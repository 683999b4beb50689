import type { OrganizationSubscription } from '@stages/contracts';
import { BooleanField, EmailField, Show, TextField, TopToolbar, WrapperField } from 'react-admin';
import { BelgianDateField } from '../layout/BelgianDateField';
import { ShowSection } from '../layout/ShowSection';
import { GrantButton } from './GrantButton';
import { LastPayment } from './LastPayment';
import { SubscriptionHistory } from './SubscriptionHistory';
import { PlanChip, SubscriptionState } from './SubscriptionState';

const field = (name: string) => `resources.admin/subscriptions.fields.${name}`;

/** An organization's plan and how it got there; the grant is at hand above. */
export const SubscriptionShow = () => (
  <Show<OrganizationSubscription>
    actions={
      <TopToolbar>
        <GrantButton />
      </TopToolbar>
    }
  >
    <ShowSection title="admin.subscriptions.plan_section">
      <TextField source="organization_name" />
      <EmailField source="owner_email" sx={{ overflowWrap: 'anywhere' }} />
      <WrapperField label={field('plan')}>
        <PlanChip />
      </WrapperField>
      <WrapperField label={field('status')}>
        <SubscriptionState />
      </WrapperField>
      <BelgianDateField source="end_date" />
      <BooleanField source="renews_automatically" />
      <WrapperField label={field('last_payment_on')}>
        <LastPayment />
      </WrapperField>
    </ShowSection>
    <SubscriptionHistory />
  </Show>
);
