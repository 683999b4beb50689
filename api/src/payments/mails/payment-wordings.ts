import { frenchOf, stagePhrase, type Language } from '@stages/contracts';
import type { Wording } from '../../platform/mail/templates.js';

/** What each payment message says: already formatted in the recipient's language. */
export interface BillFacts {
  readonly child: string;
  readonly stage: string;
  readonly organization: string;
  readonly invoice: string;
  readonly amount: string;
  readonly dueDate: string;
  readonly communication: string;
  /** The account to pay to; null when the organization gave none. */
  readonly iban: string | null;
  /** The day of the payment or of the refund. */
  readonly day: string;
  readonly ordinal: number;
}

export type PaymentMailKind =
  'bill_issued' | 'payment_received' | 'payment_reminder' | 'refund_recorded';

type Words = Record<Language, (facts: BillFacts) => Omit<Wording, 'greeting'>>;

const greetings: Record<Language, (name: string) => string> = {
  fr: (name) => `Bonjour ${name},`,
  en: (name) => `Hello ${name},`,
  nl: (name) => `Hallo ${name},`,
};

const howToPay: Record<Language, (facts: BillFacts) => string[]> = {
  fr: ({ amount, iban, organization, communication, dueDate }) =>
    iban
      ? [
          `Montant : ${amount}, à verser au compte ${iban} (${organization}) avec la communication structurée ${communication}, au plus tard le ${dueDate}.`,
          "Le code QR de la page de vos factures remplit le virement dans l'application de votre banque.",
        ]
      : [
          `Montant : ${amount}, à payer au plus tard le ${dueDate}. L'organisateur vous dira comment payer.`,
        ],
  en: ({ amount, iban, organization, communication, dueDate }) =>
    iban
      ? [
          `Amount: ${amount}, to account ${iban} (${organization}) with the structured communication ${communication}, by ${dueDate}.`,
          "The QR code on your bills page fills in the transfer in your bank's app.",
        ]
      : [`Amount: ${amount}, to be paid by ${dueDate}. The organizer will tell you how to pay.`],
  nl: ({ amount, iban, organization, communication, dueDate }) =>
    iban
      ? [
          `Bedrag: ${amount}, over te schrijven op rekening ${iban} (${organization}) met de gestructureerde mededeling ${communication}, uiterlijk op ${dueDate}.`,
          'De QR-code op de pagina van uw facturen vult de overschrijving in de app van uw bank in.',
        ]
      : [
          `Bedrag: ${amount}, te betalen uiterlijk op ${dueDate}. De organisator laat u weten hoe u betaalt.`,
        ],
};

const footers: Record<Language, string> = {
  fr: 'Vous recevez ce message parce que vous avez inscrit un enfant sur Stages.',
  en: 'You receive this message because you registered a child on Stages.',
  nl: 'U krijgt dit bericht omdat u een kind hebt ingeschreven op Stages.',
};

const actions: Record<Language, string> = {
  fr: 'Voir mes factures',
  en: 'See my bills',
  nl: 'Mijn facturen bekijken',
};

/** The payment's message links to the invoice, stamped paid, rather than to the bills. */
const paidInvoice: Record<Language, string> = {
  fr: 'Télécharger la facture acquittée',
  en: 'Download the paid invoice',
  nl: 'De betaalde factuur downloaden',
};

const wordings: Record<PaymentMailKind, Words> = {
  bill_issued: {
    fr: (facts) => ({
      subject: `Facture ${facts.invoice} : ${facts.child} ${stagePhrase('fr', facts.stage, 'to')}`,
      body: [
        `L'inscription ${frenchOf(facts.child, "'")} ${stagePhrase('fr', facts.stage, 'to')} est acceptée et sa facture ${facts.invoice} est émise.`,
        ...howToPay.fr(facts),
      ],
      action: actions.fr,
      footer: footers.fr,
    }),
    en: (facts) => ({
      subject: `Bill ${facts.invoice}: ${facts.child} for ${stagePhrase('en', facts.stage)}`,
      body: [
        `${facts.child}'s registration for ${stagePhrase('en', facts.stage)} is accepted and its bill ${facts.invoice} is issued.`,
        ...howToPay.en(facts),
      ],
      action: actions.en,
      footer: footers.en,
    }),
    nl: (facts) => ({
      subject: `Factuur ${facts.invoice}: ${facts.child} voor ${stagePhrase('nl', facts.stage)}`,
      body: [
        `De inschrijving van ${facts.child} voor ${stagePhrase('nl', facts.stage)} is aanvaard en factuur ${facts.invoice} is opgemaakt.`,
        ...howToPay.nl(facts),
      ],
      action: actions.nl,
      footer: footers.nl,
    }),
  },
  payment_received: {
    fr: ({ child, stage, invoice, amount, day, organization }) => ({
      subject: `Paiement reçu : facture ${invoice}`,
      body: [
        `${organization} a bien reçu votre paiement de ${amount} le ${day} pour la facture ${invoice} (inscription ${frenchOf(child, "'")} ${stagePhrase('fr', stage, 'to')}).`,
        'La facture est payée : vous n’avez plus rien à faire.',
      ],
      action: paidInvoice.fr,
      footer: footers.fr,
    }),
    en: ({ child, stage, invoice, amount, day, organization }) => ({
      subject: `Payment received: bill ${invoice}`,
      body: [
        `${organization} received your payment of ${amount} on ${day} for bill ${invoice} (${child}'s registration for ${stagePhrase('en', stage)}).`,
        'The bill is paid: there is nothing more to do.',
      ],
      action: paidInvoice.en,
      footer: footers.en,
    }),
    nl: ({ child, stage, invoice, amount, day, organization }) => ({
      subject: `Betaling ontvangen: factuur ${invoice}`,
      body: [
        `${organization} heeft uw betaling van ${amount} op ${day} ontvangen voor factuur ${invoice} (inschrijving van ${child} voor ${stagePhrase('nl', stage)}).`,
        'De factuur is betaald: u hoeft niets meer te doen.',
      ],
      action: paidInvoice.nl,
      footer: footers.nl,
    }),
  },
  payment_reminder: {
    fr: (facts) => ({
      subject: `Rappel${facts.ordinal > 1 ? ` (${facts.ordinal})` : ''} : facture ${facts.invoice} à payer`,
      body: [
        `La facture ${facts.invoice} de l'inscription ${frenchOf(facts.child, "'")} ${stagePhrase('fr', facts.stage, 'to')} n'est pas encore payée.`,
        ...howToPay.fr(facts),
        'Si vous avez payé entre-temps, ne tenez pas compte de ce message.',
      ],
      action: actions.fr,
      footer: footers.fr,
    }),
    en: (facts) => ({
      subject: `Reminder${facts.ordinal > 1 ? ` (${facts.ordinal})` : ''}: bill ${facts.invoice} to pay`,
      body: [
        `Bill ${facts.invoice} for ${facts.child}'s registration for ${stagePhrase('en', facts.stage)} is not paid yet.`,
        ...howToPay.en(facts),
        'If you have paid in the meantime, please ignore this message.',
      ],
      action: actions.en,
      footer: footers.en,
    }),
    nl: (facts) => ({
      subject: `Herinnering${facts.ordinal > 1 ? ` (${facts.ordinal})` : ''}: factuur ${facts.invoice} te betalen`,
      body: [
        `Factuur ${facts.invoice} voor de inschrijving van ${facts.child} voor ${stagePhrase('nl', facts.stage)} is nog niet betaald.`,
        ...howToPay.nl(facts),
        'Hebt u intussen betaald, dan mag u dit bericht negeren.',
      ],
      action: actions.nl,
      footer: footers.nl,
    }),
  },
  refund_recorded: {
    fr: ({ child, stage, invoice, amount, day, organization }) => ({
      subject: `Remboursement : facture ${invoice}`,
      body: [
        `${organization} vous a remboursé ${amount} le ${day} pour l'inscription annulée ${frenchOf(child, "'")} ${stagePhrase('fr', stage, 'to')} (facture ${invoice}).`,
      ],
      action: actions.fr,
      footer: footers.fr,
    }),
    en: ({ child, stage, invoice, amount, day, organization }) => ({
      subject: `Refund: bill ${invoice}`,
      body: [
        `${organization} refunded you ${amount} on ${day} for ${child}'s cancelled registration for ${stagePhrase('en', stage)} (bill ${invoice}).`,
      ],
      action: actions.en,
      footer: footers.en,
    }),
    nl: ({ child, stage, invoice, amount, day, organization }) => ({
      subject: `Terugbetaling: factuur ${invoice}`,
      body: [
        `${organization} heeft u op ${day} ${amount} terugbetaald voor de geannuleerde inschrijving van ${child} voor ${stagePhrase('nl', stage)} (factuur ${invoice}).`,
      ],
      action: actions.nl,
      footer: footers.nl,
    }),
  },
};

export function paymentWording(
  kind: PaymentMailKind,
  language: Language,
  facts: BillFacts,
): Wording {
  return { ...wordings[kind][language](facts), greeting: greetings[language] };
}
