import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, type Language, type OnlinePaymentMethod } from '@stages/contracts';
import type Stripe from 'stripe';
import type { Config, StripeConnectConfig } from '../../config/config.js';
import type { AppLogger } from '../../infrastructure/logging.js';
import { DomainError } from '../../platform/domain-error.js';
import { signedEvent, stripeClient } from '../../platform/stripe/stripe-client.js';
import { CONFIG, LOGGER } from '../../platform/tokens.js';

/** How long a parent's checkout may be paid: Stripe's shortest. */
export const BILL_CHECKOUT_LIFETIME_S = 30 * 60;

/** A checkout of one bill, on the organization's own account. */
export interface BillCheckoutRequest {
  readonly accountId: string;
  readonly enrollmentId: string;
  readonly invoiceNumber: string;
  readonly amountCents: number;
  readonly email: string;
  readonly language: Language;
}

export const paymentsNotConfigured = () =>
  new DomainError(
    ErrorCode.paymentsNotConfigured,
    'Online payments are not configured on this server',
    503,
  );

const providerFailed = () =>
  new DomainError(
    ErrorCode.paymentProviderFailed,
    'The payment provider could not be reached or refused; try again later',
    502,
  );

/**
 * Stripe Connect through the official SDK: the organizations' own accounts, and the checkouts
 * and refunds made on them. Each call for an organization names its account (`stripeAccount`),
 * so that the money is the organization's and never passes through the platform.
 */
@Injectable()
export class StripeConnectGateway {
  #client: Promise<Stripe> | null = null;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: AppLogger,
  ) {}

  get configured() {
    return this.config.stripeConnect !== null;
  }

  /**
   * The organization's Standard account in Belgium. Stripe's idempotency key makes two
   * simultaneous first connections one account.
   */
  async createAccount(organization: { id: string; name: string }, email: string) {
    return this.#call('create a connected account', organization.id, (client) =>
      client.accounts.create(
        {
          type: 'standard',
          country: 'BE',
          email,
          business_profile: { name: organization.name },
          metadata: { organization_id: organization.id },
        },
        { idempotencyKey: `connect-account-${organization.id}` },
      ),
    );
  }

  async account(accountId: string) {
    return this.#call('read a connected account', accountId, (client) =>
      client.accounts.retrieve(accountId),
    );
  }

  /** Stripe's onboarding of the account, which comes back to the organization's Payments tab. */
  async onboardingLink(accountId: string): Promise<string> {
    const back = `${this.config.publicUrl}/organization/settings/?tab=payments`;
    const link = await this.#call('open the onboarding', accountId, (client) =>
      client.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        refresh_url: back,
        return_url: back,
      }),
    );
    return link.url;
  }

  async createCheckout(request: BillCheckoutRequest): Promise<{ id: string; url: string }> {
    const session = await this.#call('open a checkout', request.enrollmentId, (client) =>
      client.checkout.sessions.create(
        {
          mode: 'payment',
          // The API version the pinned SDK speaks names the methods offered this way.
          allowed_payment_method_types: ['bancontact', 'card'],
          expires_at: Math.floor(Date.now() / 1000) + BILL_CHECKOUT_LIFETIME_S,
          customer_email: request.email,
          locale: request.language,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'eur',
                unit_amount: request.amountCents,
                product_data: { name: request.invoiceNumber },
              },
            },
          ],
          metadata: { enrollment_id: request.enrollmentId, invoice_number: request.invoiceNumber },
          payment_intent_data: {
            metadata: {
              enrollment_id: request.enrollmentId,
              invoice_number: request.invoiceNumber,
            },
          },
          // Stripe fills in the session's id, which the success page asks the server about.
          success_url: `${this.config.publicUrl}/payment-success/{CHECKOUT_SESSION_ID}`,
          cancel_url: `${this.config.publicUrl}/payment-failure/${request.enrollmentId}`,
        },
        { stripeAccount: request.accountId },
      ),
    );
    if (!session.url) throw providerFailed();
    return { id: session.id, url: session.url };
  }

  /** Closes checkouts left open on the account; one already paid or expired stays as it is. */
  async expireCheckouts(accountId: string, ids: readonly string[]) {
    const { client } = await this.#required();
    await Promise.all(
      ids.map((id) =>
        client.checkout.sessions
          .expire(id, {}, { stripeAccount: accountId })
          .catch(() => undefined),
      ),
    );
  }

  /** How a payment was made, as its charge says: Bancontact, or else one of the card networks. */
  async paymentMethodOf(accountId: string, paymentIntentId: string): Promise<OnlinePaymentMethod> {
    const intent = await this.#call('read a payment', paymentIntentId, (client) =>
      client.paymentIntents.retrieve(
        paymentIntentId,
        { expand: ['latest_charge'] },
        { stripeAccount: accountId },
      ),
    );
    const charge = intent.latest_charge;
    const type = typeof charge === 'object' ? charge?.payment_method_details?.type : undefined;
    return type === 'bancontact' ? 'bancontact' : 'card';
  }

  /** Gives back a payment, once whatever is retried: the key is the enrollment's. */
  async refund(
    accountId: string,
    paymentIntentId: string,
    amountCents: number,
    enrollmentId: string,
  ) {
    return this.#call('refund a payment', enrollmentId, (client) =>
      client.refunds.create(
        {
          payment_intent: paymentIntentId,
          amount: amountCents,
          metadata: { enrollment_id: enrollmentId },
        },
        { stripeAccount: accountId, idempotencyKey: `refund-${enrollmentId}` },
      ),
    );
  }

  /** The event a Connect webhook carries, once its signature over the exact bytes checks out. */
  async verifiedEvent(rawBody: Buffer | undefined, signature: string | undefined) {
    const { client, config } = await this.#required();
    return signedEvent(client, rawBody, signature, config.webhookSecret, invalidSignature);
  }

  async #call<T>(what: string, about: string, call: (client: Stripe) => Promise<T>): Promise<T> {
    const { client } = await this.#required();
    try {
      return await call(client);
    } catch (error) {
      // Stripe's words name its objects and keys: the administrators' log keeps them.
      this.logger.error(`Stripe could not ${what}`, { about, error: (error as Error).message });
      throw providerFailed();
    }
  }

  async #required(): Promise<{ client: Stripe; config: StripeConnectConfig }> {
    const config = this.config.stripeConnect;
    if (!config) throw paymentsNotConfigured();
    const client = await (this.#client ??= stripeClient(config));
    return { client, config };
  }
}

const invalidSignature = (message: string) =>
  new DomainError(ErrorCode.paymentInvalidSignature, message, 400);
