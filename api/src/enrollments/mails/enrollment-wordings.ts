import {
  bySex,
  frenchOf,
  stagePhrase,
  type Language,
  type ReducedPriceStanding,
  type Sex,
} from '@stages/contracts';
import type { Wording } from '../../platform/mail/templates.js';

/** What each enrollment message needs to say: the child's first name, the stage and its dates. */
export interface EnrollmentFacts {
  readonly child: string;
  /** What the French words said of the child agree with; null when the child's record says none. */
  readonly sex: Sex | null;
  readonly stage: string;
  readonly dates: string;
  /** The organizer's word to the parent, for a rejection. */
  readonly reason: string | null;
  /** Where the social price stands: an acceptance says whether the one asked was granted. */
  readonly reducedPrice: ReducedPriceStanding;
}

/** What an acceptance says of a social price the family asked for. */
const reducedPriceLines: Record<Language, Partial<Record<ReducedPriceStanding, string>>> = {
  fr: {
    granted: 'Le tarif social demandé vous est accordé.',
    refused:
      "L'organisateur n'a pas accordé le tarif social demandé : la facture est établie au prix normal.",
  },
  en: {
    granted: 'The social price you asked for is granted.',
    refused:
      'The organizer did not grant the social price you asked for: the invoice is at the normal price.',
  },
  nl: {
    granted: 'Het gevraagde sociaal tarief is u toegekend.',
    refused:
      'De organisator heeft het gevraagde sociaal tarief niet toegekend: de factuur is opgemaakt tegen de normale prijs.',
  },
};
const reducedPriceLine = (language: Language, standing: ReducedPriceStanding) => {
  const line = reducedPriceLines[language][standing];
  return line ? [line] : [];
};

export type EnrollmentMailKind =
  | 'enrollment_requested'
  | 'enrollment_request_to_organizer'
  | 'enrollment_accepted'
  | 'enrollment_rejected'
  | 'enrollment_cancelled_to_organizer';

type Words = Record<Language, (facts: EnrollmentFacts) => Omit<Wording, 'greeting'>>;

/** How the product's messages to families and organizers begin. */
export const greetings: Record<Language, (name: string) => string> = {
  fr: (name) => `Bonjour ${name},`,
  en: (name) => `Hello ${name},`,
  nl: (name) => `Hallo ${name},`,
};

const reasonLine = (label: string, reason: string | null) => (reason ? [`${label} ${reason}`] : []);

const wordings: Record<EnrollmentMailKind, Words> = {
  enrollment_requested: {
    fr: ({ child, stage, dates }) => ({
      subject: `Demande d'inscription reçue : ${child} ${stagePhrase('fr', stage, 'to')}`,
      body: [
        `Nous avons bien reçu votre demande d'inscription ${frenchOf(child, "'")} ${stagePhrase('fr', stage, 'to')} (${dates}).`,
        "Une place est réservée en attendant la réponse de l'organisateur, qui vous sera envoyée par e-mail.",
      ],
      action: 'Voir le stage',
      footer: 'Vous recevez ce message parce que vous avez inscrit un enfant sur Stages.',
    }),
    en: ({ child, stage, dates }) => ({
      subject: `Registration request received: ${child} for ${stagePhrase('en', stage)}`,
      body: [
        `We have received your request to register ${child} for ${stagePhrase('en', stage)} (${dates}).`,
        'A place is held until the organizer answers; you will receive the answer by e-mail.',
      ],
      action: 'See the camp',
      footer: 'You receive this message because you registered a child on Stages.',
    }),
    nl: ({ child, stage, dates }) => ({
      subject: `Inschrijvingsaanvraag ontvangen: ${child} voor ${stagePhrase('nl', stage)}`,
      body: [
        `We hebben uw aanvraag ontvangen om ${child} in te schrijven voor ${stagePhrase('nl', stage)} (${dates}).`,
        'Er wordt een plaats vastgehouden tot de organisator antwoordt; u krijgt het antwoord per e-mail.',
      ],
      action: 'Het kamp bekijken',
      footer: 'U krijgt dit bericht omdat u een kind hebt ingeschreven op Stages.',
    }),
  },
  enrollment_request_to_organizer: {
    fr: ({ child, sex, stage, dates }) => ({
      subject: `Nouvelle demande d'inscription : ${stage}`,
      body: [
        bySex(sex, {
          male: `${child} est inscrit ${stagePhrase('fr', stage, 'to')} (${dates}) et attend votre décision.`,
          female: `${child} est inscrite ${stagePhrase('fr', stage, 'to')} (${dates}) et attend votre décision.`,
          other: `La demande d'inscription ${frenchOf(child, "'")} ${stagePhrase('fr', stage, 'to')} (${dates}) attend votre décision.`,
        }),
        'Acceptez ou refusez la demande depuis la liste des inscriptions du stage.',
      ],
      action: 'Voir mes stages',
      footer: 'Vous recevez ce message parce que vous organisez ce stage sur Stages.',
    }),
    en: ({ child, stage, dates }) => ({
      subject: `New registration request: ${stage}`,
      body: [
        `${child} is registered for ${stagePhrase('en', stage)} (${dates}) and awaits your decision.`,
        "Accept or reject the request from the camp's list of enrollments.",
      ],
      action: 'See my camps',
      footer: 'You receive this message because you organize this camp on Stages.',
    }),
    nl: ({ child, stage, dates }) => ({
      subject: `Nieuwe inschrijvingsaanvraag: ${stage}`,
      body: [
        `${child} is ingeschreven voor ${stagePhrase('nl', stage)} (${dates}) en wacht op uw beslissing.`,
        'Aanvaard of weiger de aanvraag in de lijst met inschrijvingen van het kamp.',
      ],
      action: 'Mijn kampen bekijken',
      footer: 'U krijgt dit bericht omdat u dit kamp organiseert op Stages.',
    }),
  },
  enrollment_accepted: {
    fr: ({ child, stage, dates, reducedPrice }) => ({
      subject: `Inscription acceptée : ${child} ${stagePhrase('fr', stage, 'to')}`,
      body: [
        `Bonne nouvelle : l'organisateur a accepté l'inscription ${frenchOf(child, "'")} ${stagePhrase('fr', stage, 'to')} (${dates}).`,
        ...reducedPriceLine('fr', reducedPrice),
        'La facture et les informations de paiement suivent.',
      ],
      action: 'Voir le stage',
      footer: 'Vous recevez ce message parce que vous avez inscrit un enfant sur Stages.',
    }),
    en: ({ child, stage, dates, reducedPrice }) => ({
      subject: `Registration accepted: ${child} for ${stagePhrase('en', stage)}`,
      body: [
        `Good news: the organizer accepted ${child}'s registration for ${stagePhrase('en', stage)} (${dates}).`,
        ...reducedPriceLine('en', reducedPrice),
        'The invoice and payment details follow.',
      ],
      action: 'See the camp',
      footer: 'You receive this message because you registered a child on Stages.',
    }),
    nl: ({ child, stage, dates, reducedPrice }) => ({
      subject: `Inschrijving aanvaard: ${child} voor ${stagePhrase('nl', stage)}`,
      body: [
        `Goed nieuws: de organisator heeft de inschrijving van ${child} voor ${stagePhrase('nl', stage)} (${dates}) aanvaard.`,
        ...reducedPriceLine('nl', reducedPrice),
        'De factuur en de betalingsgegevens volgen.',
      ],
      action: 'Het kamp bekijken',
      footer: 'U krijgt dit bericht omdat u een kind hebt ingeschreven op Stages.',
    }),
  },
  enrollment_rejected: {
    fr: ({ child, stage, dates, reason }) => ({
      subject: `Inscription refusée : ${child} ${stagePhrase('fr', stage, 'to')}`,
      body: [
        `L'organisateur n'a pas pu accepter l'inscription ${frenchOf(child, "'")} ${stagePhrase('fr', stage, 'to')} (${dates}).`,
        ...reasonLine('Son message :', reason),
        "D'autres stages vous attendent sur Stages.",
      ],
      action: 'Voir les stages',
      footer: 'Vous recevez ce message parce que vous avez inscrit un enfant sur Stages.',
    }),
    en: ({ child, stage, dates, reason }) => ({
      subject: `Registration rejected: ${child} for ${stagePhrase('en', stage)}`,
      body: [
        `The organizer could not accept ${child}'s registration for ${stagePhrase('en', stage)} (${dates}).`,
        ...reasonLine('Their message:', reason),
        'Other camps await you on Stages.',
      ],
      action: 'See the camps',
      footer: 'You receive this message because you registered a child on Stages.',
    }),
    nl: ({ child, stage, dates, reason }) => ({
      subject: `Inschrijving geweigerd: ${child} voor ${stagePhrase('nl', stage)}`,
      body: [
        `De organisator kon de inschrijving van ${child} voor ${stagePhrase('nl', stage)} (${dates}) niet aanvaarden.`,
        ...reasonLine('Het bericht:', reason),
        'Andere kampen wachten op u op Stages.',
      ],
      action: 'De kampen bekijken',
      footer: 'U krijgt dit bericht omdat u een kind hebt ingeschreven op Stages.',
    }),
  },
  enrollment_cancelled_to_organizer: {
    fr: ({ child, sex, stage, dates }) => ({
      subject: `Désinscription : ${stage}`,
      body: [
        bySex(sex, {
          male: `${child} a été désinscrit ${stagePhrase('fr', stage, 'of')} (${dates}) par son parent.`,
          female: `${child} a été désinscrite ${stagePhrase('fr', stage, 'of')} (${dates}) par son parent.`,
          other: `L'inscription ${frenchOf(child, "'")} ${stagePhrase('fr', stage, 'to')} (${dates}) a été annulée par son parent.`,
        }),
        'Sa place est de nouveau libre.',
      ],
      action: 'Voir mes stages',
      footer: 'Vous recevez ce message parce que vous organisez ce stage sur Stages.',
    }),
    en: ({ child, stage, dates }) => ({
      subject: `Unenrolled: ${stage}`,
      body: [
        `${child} was unenrolled from ${stagePhrase('en', stage)} (${dates}) by their parent.`,
        'The place is free again.',
      ],
      action: 'See my camps',
      footer: 'You receive this message because you organize this camp on Stages.',
    }),
    nl: ({ child, stage, dates }) => ({
      subject: `Uitgeschreven: ${stage}`,
      body: [
        `${child} werd door de ouder uitgeschreven voor ${stagePhrase('nl', stage)} (${dates}).`,
        'De plaats is opnieuw vrij.',
      ],
      action: 'Mijn kampen bekijken',
      footer: 'U krijgt dit bericht omdat u dit kamp organiseert op Stages.',
    }),
  },
};

export function enrollmentWording(
  kind: EnrollmentMailKind,
  language: Language,
  facts: EnrollmentFacts,
): Wording {
  return { ...wordings[kind][language](facts), greeting: greetings[language] };
}
