import { plural, stagePhrase, type Language } from '@stages/contracts';
import type { Wording } from '../../platform/mail/templates.js';
import { greetings } from './enrollment-wordings.js';

/** What each waiting-list message says: the children, the stage, and what concerns them now. */
export interface WaitingListFacts {
  /** The children's first names, listed as a sentence lists them. */
  readonly children: string;
  readonly count: number;
  readonly stage: string;
  readonly dates: string;
  /** The entry's rank among those waiting; null once it no longer waits. */
  readonly position: number | null;
  /** When the offer ends, with its hour. */
  readonly deadline: string | null;
  /** What taking the offer costs, for all the children. */
  readonly price: string | null;
  /** The organizer's word, when removing the entry. */
  readonly reason: string | null;
}

export type WaitingListMailKind =
  | 'waiting_list_joined'
  | 'waiting_list_offered'
  | 'waiting_list_offer_reminder'
  | 'waiting_list_offer_expired'
  | 'waiting_list_removed';

type Words = Record<Language, (facts: WaitingListFacts) => Omit<Wording, 'greeting'>>;

const footers: Record<Language, string> = {
  fr: "Vous recevez ce message parce que votre famille est sur la liste d'attente d'un stage sur Stages.",
  en: "You receive this message because your family is on a camp's waiting list on Stages.",
  nl: 'U krijgt dit bericht omdat uw gezin op de wachtlijst van een kamp op Stages staat.',
};

const positionLine: Record<Language, (position: number | null) => string[]> = {
  fr: (position) => (position ? [`Votre famille est en position ${position} sur la liste.`] : []),
  en: (position) => (position ? [`Your family is number ${position} on the list.`] : []),
  nl: (position) => (position ? [`Uw gezin staat op plaats ${position} van de lijst.`] : []),
};

const wordings: Record<WaitingListMailKind, Words> = {
  waiting_list_joined: {
    fr: ({ children, count, stage, dates, position }) => ({
      subject: `Sur la liste d'attente : ${children} ${stagePhrase('fr', stage, 'to')}`,
      body: [
        `${children} ${plural('fr', count, 'est', 'sont')} sur la liste d'attente ${stagePhrase('fr', stage, 'of')} (${dates}).`,
        ...positionLine.fr(position),
        `Dès qu'il y a de la place pour ${plural('fr', count, 'votre enfant', 'tous vos enfants')}, nous vous l'offrons par e-mail, pour un temps limité.`,
      ],
      action: 'Voir ma liste',
      footer: footers.fr,
    }),
    en: ({ children, count, stage, dates, position }) => ({
      subject: `On the waiting list: ${children} for ${stagePhrase('en', stage)}`,
      body: [
        `${children} ${plural('en', count, 'is', 'are')} on the waiting list for ${stagePhrase('en', stage)} (${dates}).`,
        ...positionLine.en(position),
        `As soon as there is room for ${plural('en', count, 'your child', 'all of them')}, we offer it to you by e-mail, for a limited time.`,
      ],
      action: 'See my list',
      footer: footers.en,
    }),
    nl: ({ children, count, stage, dates, position }) => ({
      subject: `Op de wachtlijst: ${children} voor ${stagePhrase('nl', stage)}`,
      body: [
        `${children} ${plural('nl', count, 'staat', 'staan')} op de wachtlijst voor ${stagePhrase('nl', stage)} (${dates}).`,
        ...positionLine.nl(position),
        `Zodra er plaats is voor ${plural('nl', count, 'uw kind', 'allemaal')}, bieden we die u per e-mail aan, voor een beperkte tijd.`,
      ],
      action: 'Mijn lijst bekijken',
      footer: footers.nl,
    }),
  },
  waiting_list_offered: {
    fr: ({ children, count, stage, dates, deadline, price }) => ({
      subject: `Une place se libère ${stagePhrase('fr', stage, 'to')}`,
      body: [
        `${plural('fr', count, 'Une place est réservée', 'Des places sont réservées')} pour ${children} ${stagePhrase('fr', stage, 'to')} (${dates}), pour ${price}.`,
        `Acceptez-${plural('fr', count, 'la', 'les')} avant le ${deadline} : ${plural('fr', count, 'elle passe', 'elles passent')} ensuite à la famille suivante.`,
      ],
      action: "Répondre à l'offre",
      footer: footers.fr,
    }),
    en: ({ children, count, stage, dates, deadline, price }) => ({
      subject: `A place is free at ${stagePhrase('en', stage)}`,
      body: [
        `${plural('en', count, 'A place is', 'Places are')} held for ${children} at ${stagePhrase('en', stage)} (${dates}), for ${price}.`,
        `Accept before ${deadline}: after that, ${plural('en', count, 'it goes', 'they go')} to the next family.`,
      ],
      action: 'Answer the offer',
      footer: footers.en,
    }),
    nl: ({ children, count, stage, dates, deadline, price }) => ({
      subject: `Er is een plaats vrij in ${stagePhrase('nl', stage)}`,
      body: [
        `Er ${plural('nl', count, 'wordt een plaats', 'worden plaatsen')} vastgehouden voor ${children} in ${stagePhrase('nl', stage)} (${dates}), voor ${price}.`,
        `Aanvaard vóór ${deadline}: daarna ${plural('nl', count, 'gaat ze', 'gaan ze')} naar het volgende gezin.`,
      ],
      action: 'Op het aanbod antwoorden',
      footer: footers.nl,
    }),
  },
  waiting_list_offer_reminder: {
    fr: ({ children, count, stage, deadline }) => ({
      subject: `Rappel : ${plural('fr', count, 'une place vous attend', 'des places vous attendent')} ${stagePhrase('fr', stage, 'to')}`,
      body: [
        `${plural('fr', count, 'La place offerte', 'Les places offertes')} à ${children} ${stagePhrase('fr', stage, 'to')} ${plural('fr', count, 'reste', 'restent')} réservée${plural('fr', count, '', 's')} jusqu'au ${deadline}.`,
        'Acceptez ou refusez avant cette échéance : sans réponse, la famille suivante sera servie.',
      ],
      action: "Répondre à l'offre",
      footer: footers.fr,
    }),
    en: ({ children, count, stage, deadline }) => ({
      subject: `Reminder: ${plural('en', count, 'a place waits', 'places wait')} for you at ${stagePhrase('en', stage)}`,
      body: [
        `The ${plural('en', count, 'place', 'places')} offered to ${children} at ${stagePhrase('en', stage)} ${plural('en', count, 'is', 'are')} held until ${deadline}.`,
        'Accept or decline before then: without an answer, the next family is offered them.',
      ],
      action: 'Answer the offer',
      footer: footers.en,
    }),
    nl: ({ children, count, stage, deadline }) => ({
      subject: `Herinnering: er ${plural('nl', count, 'wacht een plaats', 'wachten plaatsen')} op u in ${stagePhrase('nl', stage)}`,
      body: [
        `De ${plural('nl', count, 'plaats', 'plaatsen')} aangeboden aan ${children} in ${stagePhrase('nl', stage)} ${plural('nl', count, 'blijft', 'blijven')} vastgehouden tot ${deadline}.`,
        'Aanvaard of weiger vóór dan: zonder antwoord gaat het aanbod naar het volgende gezin.',
      ],
      action: 'Op het aanbod antwoorden',
      footer: footers.nl,
    }),
  },
  waiting_list_offer_expired: {
    fr: ({ children, count, stage }) => ({
      subject: `Offre expirée ${stagePhrase('fr', stage, 'to')}`,
      body: [
        `L'offre de ${plural('fr', count, 'place', 'places')} pour ${children} ${stagePhrase('fr', stage, 'to')} a expiré sans réponse : ${plural('fr', count, 'elle est passée', 'elles sont passées')} à la famille suivante.`,
        "Votre famille n'est plus sur la liste d'attente ; vous pouvez vous y inscrire à nouveau depuis la page du stage.",
      ],
      action: 'Voir le stage',
      footer: footers.fr,
    }),
    en: ({ children, count, stage }) => ({
      subject: `Offer expired at ${stagePhrase('en', stage)}`,
      body: [
        `The offer of ${plural('en', count, 'a place', 'places')} for ${children} at ${stagePhrase('en', stage)} ran out without an answer: ${plural('en', count, 'it went', 'they went')} to the next family.`,
        'Your family is no longer on the waiting list; you may join it again from the camp’s page.',
      ],
      action: 'See the camp',
      footer: footers.en,
    }),
    nl: ({ children, count, stage }) => ({
      subject: `Aanbod verlopen in ${stagePhrase('nl', stage)}`,
      body: [
        `Het aanbod van ${plural('nl', count, 'een plaats', 'plaatsen')} voor ${children} in ${stagePhrase('nl', stage)} is zonder antwoord verlopen: ${plural('nl', count, 'ze ging', 'ze gingen')} naar het volgende gezin.`,
        'Uw gezin staat niet meer op de wachtlijst; u kunt zich opnieuw inschrijven via de pagina van het kamp.',
      ],
      action: 'Het kamp bekijken',
      footer: footers.nl,
    }),
  },
  waiting_list_removed: {
    fr: ({ children, stage, reason }) => ({
      subject: `Liste d'attente ${stagePhrase('fr', stage, 'of')}`,
      body: [
        `L'organisateur a retiré ${children} de la liste d'attente ${stagePhrase('fr', stage, 'of')}.`,
        ...(reason ? [`Son message : ${reason}`] : []),
      ],
      action: 'Voir les stages',
      footer: footers.fr,
    }),
    en: ({ children, stage, reason }) => ({
      subject: `Waiting list of ${stagePhrase('en', stage)}`,
      body: [
        `The organizer took ${children} off the waiting list of ${stagePhrase('en', stage)}.`,
        ...(reason ? [`Their message: ${reason}`] : []),
      ],
      action: 'See the camps',
      footer: footers.en,
    }),
    nl: ({ children, stage, reason }) => ({
      subject: `Wachtlijst van ${stagePhrase('nl', stage)}`,
      body: [
        `De organisator heeft ${children} van de wachtlijst van ${stagePhrase('nl', stage)} gehaald.`,
        ...(reason ? [`Het bericht: ${reason}`] : []),
      ],
      action: 'De kampen bekijken',
      footer: footers.nl,
    }),
  },
};

export function waitingListWording(
  kind: WaitingListMailKind,
  language: Language,
  facts: WaitingListFacts,
): Wording {
  return { ...wordings[kind][language](facts), greeting: greetings[language] };
}
