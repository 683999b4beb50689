import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, type Language } from '@stages/contracts';
import type Stripe from 'stripe';
import type { Config, StripeConfig } from '../../config/config.js';
import { DomainError } from '../../platform/domain-error.js';
import type { AppLogger } from '../../infrastructure/logging.js';
import { signedEvent, stripeClient } from '../../platform/stripe/stripe-client.js';
import { CONFIG, LOGGER } from '../../platform/tokens.js';

export interface GoldCheckout {
  readonly organizationId: string;
  readonly organizationName: string;
  readonly email: string;
  readonly language: Language;
  /** The customer of an earlier checkout, reused so that Stripe keeps one per organization. */
  readonly customerId: string | null;
  readonly vatNumber: string | null;
  /** The Gold plan's yearly price, charged when no Stripe price is configured. */
  readonly yearlyPriceCents: number;
}

/** How long an opened checkout may be paid: Stripe's shortest, the time to fetch a card. */
const CHECKOUT_LIFETIME_S = 30 * 60;

const notConfigured = () =>
  new DomainError(
    ErrorCode.subscriptionPaymentsNotConfigured,
    'Card payments are not configured on this server',
    503,
  );

/** Stripe, through its official SDK, at Stripe's address or at the one configured instead. */
@Injectable()
export class StripeGateway {
  /** The client, made on first use, with the configuration it was made from. */
  #stripe: Promise<{ client: Stripe; config: StripeConfig }> | null = null;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: AppLogger,
  ) {}

  get configured() {
    return this.config.stripe !== null;
  }

  /** A hosted checkout of one year of Gold, renewed yearly, billed to the organization. */
  async createGoldCheckout(
    checkout: GoldCheckout,
  ): Promise<{ id: string; url: string; customerId: string }> {
    const { client, config } = await this.#required();
    try {
      const customer =
        checkout.customerId ??
        (
          await client.customers.create({
            email: checkout.email,
            name: checkout.organizationName,
            preferred_locales: [checkout.language],
            metadata: { organization_id: checkout.organizationId },
            ...(checkout.vatNumber
              ? {
                  tax_id_data: [
                    { type: 'eu_vat', value: checkout.vatNumber.replace(/[\s.]/g, '') },
                  ],
                }
              : {}),
          })
        ).id;
      const session = await client.checkout.sessions.create({
        mode: 'subscription',
        expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_LIFETIME_S,
        customer,
        client_reference_id: checkout.organizationId,
        locale: checkout.language,
        line_items: [
          config.goldPriceId
            ? { price: config.goldPriceId, quantity: 1 }
            : {
                quantity: 1,
                price_data: {
                  currency: 'eur',
                  unit_amount: checkout.yearlyPriceCents,
                  recurring: { interval: 'year' },
                  product_data: { name: 'Gold' },
                },
              },
        ],
        metadata: { organization_id: checkout.organizationId },
        subscription_data: { metadata: { organization_id: checkout.organizationId } },
        // Stripe fills in the session's id, which the success page asks the server about.
        success_url: `${this.config.publicUrl}/subscription-success/{CHECKOUT_SESSION_ID}`,
        cancel_url: `${this.config.publicUrl}/subscription-failed`,
      });
      if (!session.url) throw new Error('Stripe answered a checkout without its address');
      return { id: session.id, url: session.url, customerId: customer };
    } catch (error) {
      // Stripe's words name its objects and keys: the administrators' log keeps them.
      this.logger.error('Stripe refused or failed a checkout', {
        organization_id: checkout.organizationId,
        error: (error as Error).message,
      });
      throw new DomainError(
        ErrorCode.subscriptionProviderFailed,
        'The payment provider could not open the checkout; try again later',
        502,
      );
    }
  }

  /**
   * Closes checkouts left open, so that only the newest can be paid. One already paid or
   * expired cannot be closed, which is what is wanted.
   */
  async expireCheckouts(ids: readonly string[]) {
    const { client } = await this.#required();
    await Promise.all(ids.map((id) => client.checkout.sessions.expire(id).catch(() => undefined)));
  }

  /** The event a webhook carries, once its signature over the exact bytes received checks out. */
  async verifiedEvent(
    rawBody: Buffer | undefined,
    signature: string | undefined,
  ): Promise<Stripe.Event> {
    const { client, config } = await this.#required();
    return signedEvent(client, rawBody, signature, config.webhookSecret, invalidSignature);
  }

  #required(): Promise<{ client: Stripe; config: StripeConfig }> {
    const config = this.config.stripe;
    if (!config) throw notConfigured();
    return (this.#stripe ??= stripeClient(config).then((client) => ({ client, config })));
  }
}

const invalidSignature = (message: string) =>
  new DomainError(ErrorCode.subscriptionInvalidSignature, message, 400);
