import { stagePhrase, type Language } from '@stages/contracts';
import type { Wording } from '../../platform/mail/templates.js';

/** What frames an organizer's message to a family: who writes, about which stage, and how to answer. */
export interface StageMessageFacts {
  readonly subject: string;
  readonly text: string;
  readonly organization: string;
  readonly stage: string;
  readonly dates: string;
}

const wordings: Record<Language, (facts: StageMessageFacts) => Wording> = {
  fr: ({ subject, text, organization, stage, dates }) => ({
    subject,
    greeting: (name) => `Bonjour ${name},`,
    body: [`${organization} vous écrit au sujet ${stagePhrase('fr', stage, 'of')} (${dates}) :`],
    quote: text,
    action: 'Voir mes inscriptions',
    footer: `Pour répondre, répondez simplement à ce message : votre réponse ira à ${organization}, pas à Stages. Vous recevez ce message parce que votre famille est inscrite à ce stage ou sur sa liste d'attente.`,
  }),
  en: ({ subject, text, organization, stage, dates }) => ({
    subject,
    greeting: (name) => `Hello ${name},`,
    body: [`${organization} writes to you about ${stagePhrase('en', stage)} (${dates}):`],
    quote: text,
    action: 'See my registrations',
    footer: `To answer, just reply to this message: your reply goes to ${organization}, not to Stages. You receive this message because your family is registered for this camp or on its waiting list.`,
  }),
  nl: ({ subject, text, organization, stage, dates }) => ({
    subject,
    greeting: (name) => `Hallo ${name},`,
    body: [`${organization} schrijft u over ${stagePhrase('nl', stage)} (${dates}):`],
    quote: text,
    action: 'Mijn inschrijvingen bekijken',
    footer: `Om te antwoorden, beantwoord gewoon dit bericht: uw antwoord gaat naar ${organization}, niet naar Stages. U krijgt dit bericht omdat uw gezin ingeschreven is voor dit kamp of op de wachtlijst staat.`,
  }),
};

export const stageMessageWording = (language: Language, facts: StageMessageFacts): Wording =>
  wordings[language](facts);
