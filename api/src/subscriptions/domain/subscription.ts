import {
  aYearAfter,
  ErrorCode,
  type OrganizationStreamEvent,
  type SubscriptionEvent,
  type SubscriptionPlan,
} from '@stages/contracts';
import type { Aggregate } from '../../platform/commands/run-command.js';
import { DomainError } from '../../platform/domain-error.js';

/**
 * An organization's plan, from the subscription events of its stream. Stripe's events are
 * recorded once each (their id), and the facts they carry once each (a subscription starts
 * once, ends once, an invoice is paid once), so a webhook delivered twice or out of order
 * changes nothing: an end that comes before its start is kept, and the start finds it.
 */
export interface SubscriptionState {
  /** The last day the plan runs; null on the free plan, never subscribed. */
  readonly endDate: string | null;
  readonly stripeEventIds: ReadonlySet<string>;
  /** The Stripe subscriptions whose first payment was recorded. */
  readonly startedSubscriptions: ReadonlySet<string>;
  /** Those Stripe ended, whether or not their start has arrived yet. */
  readonly endedSubscriptions: ReadonlySet<string>;
  readonly paidInvoiceIds: ReadonlySet<string>;
}

interface StripeFact {
  readonly organizationId: string;
  readonly stripeEventId: string;
  readonly subscriptionId: string;
}

export type SubscriptionCommand =
  | (StripeFact & {
      readonly type: 'RecordCheckoutCompleted';
      readonly checkoutSessionId: string;
      readonly customerId: string | null;
      readonly invoiceId: string | null;
      readonly amountCents: number | null;
      readonly currency: string | null;
      /** The Belgian day Stripe took the payment. */
      readonly paidOn: string;
    })
  | (StripeFact & {
      readonly type: 'RecordRenewalPaid';
      readonly invoiceId: string;
      readonly amountCents: number;
      readonly currency: string;
      readonly paidOn: string;
    })
  | (StripeFact & {
      readonly type: 'RecordRenewalFailed';
      readonly invoiceId: string;
      readonly amountCents: number;
      readonly attempt: number;
      readonly nextAttemptOn: string | null;
    })
  | (StripeFact & { readonly type: 'RecordSubscriptionEnded'; readonly endedOn: string })
  | {
      readonly type: 'GrantPlan';
      readonly organizationId: string;
      readonly plan: SubscriptionPlan;
      readonly until: string;
      readonly note: string;
      readonly today: string;
    };

/** A paid year runs from the current end (or from the payment day when later). */
export function yearPaid(endDate: string | null, paidOn: string): string {
  return aYearAfter(endDate !== null && endDate >= paidOn ? endDate : paidOn);
}

export function decideSubscription(
  command: SubscriptionCommand,
  state: SubscriptionState,
): SubscriptionEvent[] {
  if (command.type === 'GrantPlan') {
    const { organizationId, plan, until, note, today } = command;
    if (until < today) {
      throw new DomainError(
        ErrorCode.subscriptionGrantInPast,
        'The plan must run until today at least',
        400,
      );
    }
    return [
      {
        type: 'SubscriptionGranted',
        data: { organizationId, plan, endDate: until, note },
      },
    ];
  }
  if (state.stripeEventIds.has(command.stripeEventId)) return [];
  const { organizationId, stripeEventId, subscriptionId } = command;
  const started = state.startedSubscriptions.has(subscriptionId);
  const ended = state.endedSubscriptions.has(subscriptionId);
  switch (command.type) {
    case 'RecordCheckoutCompleted': {
      if (started) return [];
      const { checkoutSessionId, customerId, invoiceId, amountCents, currency, paidOn } = command;
      return [
        {
          type: 'SubscriptionStarted',
          data: {
            organizationId,
            plan: 'gold',
            endDate: yearPaid(state.endDate, paidOn),
            stripeEventId,
            checkoutSessionId,
            customerId,
            subscriptionId,
            invoiceId,
            amountCents,
            currency,
          },
        },
      ];
    }
    case 'RecordRenewalPaid': {
      // A renewal of a subscription this product did not start, or already paid, is not ours to count.
      if (!started || ended || state.paidInvoiceIds.has(command.invoiceId)) return [];
      const { invoiceId, amountCents, currency, paidOn } = command;
      return [
        {
          type: 'SubscriptionRenewed',
          data: {
            organizationId,
            endDate: yearPaid(state.endDate, paidOn),
            stripeEventId,
            subscriptionId,
            invoiceId,
            amountCents,
            currency,
          },
        },
      ];
    }
    case 'RecordRenewalFailed': {
      if (!started || ended || state.paidInvoiceIds.has(command.invoiceId)) return [];
      const { invoiceId, amountCents, attempt, nextAttemptOn } = command;
      return [
        {
          type: 'SubscriptionPaymentFailed',
          data: {
            organizationId,
            endDate: state.endDate,
            stripeEventId,
            subscriptionId,
            invoiceId,
            amountCents,
            attempt,
            nextAttemptOn,
          },
        },
      ];
    }
    case 'RecordSubscriptionEnded': {
      if (ended) return [];
      // The year paid is served to its end: ending stops the renewals, not the plan.
      return [
        {
          type: 'SubscriptionEnded',
          data: {
            organizationId,
            endDate: state.endDate,
            stripeEventId,
            subscriptionId,
            endedOn: command.endedOn,
          },
        },
      ];
    }
  }
}

const withStripeEvent = (state: SubscriptionState, id: string) =>
  new Set(state.stripeEventIds).add(id);

export function evolveSubscription(
  state: SubscriptionState,
  subscription: OrganizationStreamEvent,
): SubscriptionState {
  switch (subscription.type) {
    case 'SubscriptionStarted': {
      const { data } = subscription;
      return {
        ...state,
        endDate: data.endDate,
        stripeEventIds: withStripeEvent(state, data.stripeEventId),
        startedSubscriptions: new Set(state.startedSubscriptions).add(data.subscriptionId),
        paidInvoiceIds: data.invoiceId
          ? new Set(state.paidInvoiceIds).add(data.invoiceId)
          : state.paidInvoiceIds,
      };
    }
    case 'SubscriptionRenewed': {
      const { data } = subscription;
      return {
        ...state,
        endDate: data.endDate,
        stripeEventIds: withStripeEvent(state, data.stripeEventId),
        paidInvoiceIds: new Set(state.paidInvoiceIds).add(data.invoiceId),
      };
    }
    case 'SubscriptionPaymentFailed':
      return { ...state, stripeEventIds: withStripeEvent(state, subscription.data.stripeEventId) };
    case 'SubscriptionEnded': {
      const { data } = subscription;
      return {
        ...state,
        stripeEventIds: withStripeEvent(state, data.stripeEventId),
        endedSubscriptions: new Set(state.endedSubscriptions).add(data.subscriptionId),
      };
    }
    case 'SubscriptionGranted':
      return { ...state, endDate: subscription.data.endDate };
    default:
      return state; // the organization's verification and stages, decided elsewhere
  }
}

/** Whether Stripe renews the plan by itself: a subscription started and not ended. */
export const renewsAutomatically = (state: SubscriptionState) =>
  [...state.startedSubscriptions].some((id) => !state.endedSubscriptions.has(id));

export const subscriptionAggregate: Aggregate<
  SubscriptionState,
  SubscriptionCommand,
  OrganizationStreamEvent
> = {
  initial: {
    endDate: null,
    stripeEventIds: new Set(),
    startedSubscriptions: new Set(),
    endedSubscriptions: new Set(),
    paidInvoiceIds: new Set(),
  },
  decide: decideSubscription,
  evolve: evolveSubscription,
};
