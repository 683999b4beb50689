import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { frenchOf, ROLES, type Language } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import type { Config } from '../../config/config.js';
import { UsersRepository } from '../../identity/index.js';
import { euros, longDate } from '../../platform/mail/formats.js';
import { MailDispatcher } from '../../platform/mail/mail-dispatcher.js';
import type { MailReaction, OwedMail } from '../../platform/mail/mail-outbox.js';
import { inert, renderMessage, type Wording } from '../../platform/mail/templates.js';
import { CONFIG, DATABASE } from '../../platform/tokens.js';

const PAYMENT_FAILED = 'subscription_payment_failed';
const ENTERPRISE_OFFER = 'enterprise_offer_requested';

/** The organizer hears of a renewal Stripe could not charge; the administrators of an Enterprise request. */
export const subscriptionMails: readonly MailReaction<
  'SubscriptionPaymentFailed' | 'EnterpriseOfferRequested'
>[] = [
  {
    kind: PAYMENT_FAILED,
    handles: ['SubscriptionPaymentFailed'],
    owed: (event) =>
      event.type === 'SubscriptionPaymentFailed'
        ? [
            {
              subjectId: event.data.organizationId,
              params: {
                amount_cents: String(event.data.amountCents),
                next_attempt_on: event.data.nextAttemptOn ?? '',
              },
            },
          ]
        : [],
  },
  {
    kind: ENTERPRISE_OFFER,
    handles: ['EnterpriseOfferRequested'],
    owed: (event) =>
      event.type === 'EnterpriseOfferRequested'
        ? [
            {
              subjectId: event.data.requestId,
              params: {},
            },
          ]
        : [],
  },
];

export const paymentFailedWordings: Record<
  Language,
  (facts: { organization: string; amount: string; nextAttempt: string }) => Wording
> = {
  fr: ({ organization, amount, nextAttempt }) => ({
    subject: `Le renouvellement du plan Gold ${frenchOf(organization, "'")} n'a pas pu être payé`,
    greeting: (name) => `Bonjour ${name},`,
    body: [
      `Le paiement de ${amount} pour une nouvelle année du plan Gold ${frenchOf(organization, "'")} a été refusé par votre carte.`,
      nextAttempt
        ? `Une nouvelle tentative aura lieu le ${nextAttempt} : veillez à ce que la carte puisse être débitée d'ici là, ou écrivez-nous pour changer de moyen de paiement.`
        : "Aucune nouvelle tentative n'est prévue : à sa date de fin, renouvelez la formule depuis la page des tarifs.",
    ],
    action: 'Voir les plans',
    footer: 'Vous recevez ce message parce que votre organisation a un abonnement Gold.',
  }),
  en: ({ organization, amount, nextAttempt }) => ({
    subject: `The renewal of ${organization}'s Gold plan could not be charged`,
    greeting: (name) => `Hello ${name},`,
    body: [
      `Your card declined the payment of ${amount} for another year of ${organization}'s Gold plan.`,
      nextAttempt
        ? `Another attempt follows on ${nextAttempt}: make sure the card can be charged by then, or write to us to change the means of payment.`
        : 'No further attempt is planned: once it ends, renew the plan from the pricing page.',
    ],
    action: 'See the plans',
    footer: 'You receive this message because your organization holds a Gold subscription.',
  }),
  nl: ({ organization, amount, nextAttempt }) => ({
    subject: `De verlenging van het Gold-plan van ${organization} kon niet betaald worden`,
    greeting: (name) => `Hallo ${name},`,
    body: [
      `Uw kaart weigerde de betaling van ${amount} voor een nieuw jaar Gold-plan van ${organization}.`,
      nextAttempt
        ? `Op ${nextAttempt} volgt een nieuwe poging: zorg dat de kaart tegen dan gedebiteerd kan worden, of schrijf ons om van betaalmiddel te veranderen.`
        : 'Er volgt geen nieuwe poging: verleng de formule na de einddatum via de tarievenpagina.',
    ],
    action: 'Plannen bekijken',
    footer: 'U ontvangt dit bericht omdat uw organisatie een Gold-abonnement heeft.',
  }),
};

export const enterpriseOfferWordings: Record<
  Language,
  (params: Record<string, string>) => Wording
> = {
  fr: (p) => ({
    subject: `Demande d'offre Enterprise : ${inert(p.organization ?? '')}`,
    greeting: (name) => `Bonjour ${name},`,
    body: [
      `${inert(p.name ?? '')} (${p.email}${p.phone ? `, ${inert(p.phone)}` : ''}) demande une offre Enterprise pour ${inert(p.organization ?? '')} :`,
      inert(p.message ?? ''),
      `Langue de la demande : ${p.language}.`,
      'Répondez-lui par e-mail. Une fois le contrat conclu, accordez le plan depuis la grille des abonnements.',
    ],
    action: 'Ouvrir les abonnements',
    footer: 'Vous recevez ce message parce que vous administrez la plateforme.',
  }),
  en: (p) => ({
    subject: `Enterprise offer request: ${inert(p.organization ?? '')}`,
    greeting: (name) => `Hello ${name},`,
    body: [
      `${inert(p.name ?? '')} (${p.email}${p.phone ? `, ${inert(p.phone)}` : ''}) asks for an Enterprise offer for ${inert(p.organization ?? '')}:`,
      inert(p.message ?? ''),
      `Language of the request: ${p.language}.`,
      'Answer them by e-mail. Once the contract is agreed, grant the plan from the subscriptions grid.',
    ],
    action: 'Open the subscriptions',
    footer: 'You receive this message because you administer the platform.',
  }),
  nl: (p) => ({
    subject: `Aanvraag Enterprise-offerte: ${inert(p.organization ?? '')}`,
    greeting: (name) => `Hallo ${name},`,
    body: [
      `${inert(p.name ?? '')} (${p.email}${p.phone ? `, ${inert(p.phone)}` : ''}) vraagt een Enterprise-offerte voor ${inert(p.organization ?? '')}:`,
      inert(p.message ?? ''),
      `Taal van de aanvraag: ${p.language}.`,
      'Antwoord per e-mail. Zodra het contract rond is, kent u het plan toe via het overzicht van de abonnementen.',
    ],
    action: 'Abonnementen openen',
    footer: 'U ontvangt dit bericht omdat u het platform beheert.',
  }),
};

@Injectable()
export class SubscriptionMails implements OnModuleInit {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly dispatcher: MailDispatcher,
    private readonly users: UsersRepository,
  ) {}

  onModuleInit() {
    this.dispatcher.register(PAYMENT_FAILED, (mail) => this.#paymentFailed(mail));
    this.dispatcher.register(ENTERPRISE_OFFER, (mail) => this.#enterpriseOffer(mail));
  }

  async #paymentFailed({ subjectId, params }: OwedMail) {
    const found = await this.users.findOrganizationOwner(subjectId);
    if (!found) return null;
    const { owner, organizationName } = found;
    const { language } = owner;
    const nextAttempt = params.next_attempt_on ? longDate(params.next_attempt_on, language) : '';
    const link = `${this.config.publicUrl}/organization-landing#pricing`;
    const wording = paymentFailedWordings[language]({
      organization: inert(organizationName),
      amount: euros(Number(params.amount_cents ?? 0), language),
      nextAttempt,
    });
    return {
      ...renderMessage(wording, language, { name: owner.firstName, link }),
      to: owner.email,
      link,
    };
  }

  /** One message to every administrator, in the first one's language. */
  async #enterpriseOffer({ subjectId }: OwedMail) {
    const { rows: requests } = await this.db.query<Record<string, string>>(
      `SELECT name, email, organization, coalesce(phone, '') AS phone, message, language
         FROM enterprise_offer_requests WHERE id = $1`,
      [subjectId],
    );
    const params = requests[0];
    if (!params) return null; // erased since
    const { rows } = await this.db.query<{ email: string; first_name: string; language: Language }>(
      'SELECT email, first_name, language FROM users WHERE role = $1 ORDER BY created_at, email',
      [ROLES.administrator],
    );
    const first = rows[0];
    if (!first) return null;
    const link = `${this.config.publicUrl}/admin/subscriptions`;
    const rendered = renderMessage(
      enterpriseOfferWordings[first.language](params),
      first.language,
      {
        name: rows.length === 1 ? first.first_name : '',
        link,
      },
    );
    return { ...rendered, to: rows.map((row) => row.email).join(', '), link };
  }
}
