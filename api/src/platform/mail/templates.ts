import type { Language } from '@stages/contracts';

export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** What one message says in one language, around its one link. */
export interface Wording {
  readonly subject: string;
  readonly greeting: (name: string) => string;
  readonly body: readonly string[];
  /**
   * What someone wrote to the reader, given as they wrote it after the body: its lines kept, as
   * plain text (made inert and escaped by the caller and the layout).
   */
  readonly quote?: string;
  readonly action: string;
  readonly footer: string;
}

type MailKind = 'confirm_email' | 'password_reset' | 'password_reset_social';

const wordings: Record<MailKind, Record<Language, Wording>> = {
  confirm_email: {
    fr: {
      subject: 'Confirmez votre adresse e-mail',
      greeting: (name) => `Bonjour ${name},`,
      body: [
        'Bienvenue sur Stages ! Pour activer votre compte, confirmez votre adresse e-mail.',
        'Ce lien est valable 3 jours.',
      ],
      action: 'Confirmer mon adresse',
      footer: "Si vous n'avez pas créé de compte, ignorez simplement ce message.",
    },
    en: {
      subject: 'Confirm your e-mail address',
      greeting: (name) => `Hello ${name},`,
      body: [
        'Welcome to Stages! To activate your account, confirm your e-mail address.',
        'This link is valid for 3 days.',
      ],
      action: 'Confirm my address',
      footer: 'If you did not create an account, just ignore this message.',
    },
    nl: {
      subject: 'Bevestig uw e-mailadres',
      greeting: (name) => `Hallo ${name},`,
      body: [
        'Welkom bij Stages! Bevestig uw e-mailadres om uw account te activeren.',
        'Deze link is 3 dagen geldig.',
      ],
      action: 'Mijn adres bevestigen',
      footer: 'Hebt u geen account aangemaakt? Dan mag u dit bericht negeren.',
    },
  },
  password_reset: {
    fr: {
      subject: 'Réinitialisez votre mot de passe',
      greeting: (name) => `Bonjour ${name},`,
      body: [
        'Vous avez demandé un nouveau mot de passe. Choisissez-le en suivant ce lien.',
        "Ce lien est valable une heure et ne sert qu'une fois.",
      ],
      action: 'Choisir un nouveau mot de passe',
      footer: "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste le même.",
    },
    en: {
      subject: 'Reset your password',
      greeting: (name) => `Hello ${name},`,
      body: [
        'You asked for a new password. Choose it by following this link.',
        'The link is valid for one hour and works once.',
      ],
      action: 'Choose a new password',
      footer: 'If you did not ask for this, ignore this message: your password stays the same.',
    },
    nl: {
      subject: 'Stel uw wachtwoord opnieuw in',
      greeting: (name) => `Hallo ${name},`,
      body: [
        'U hebt een nieuw wachtwoord aangevraagd. Kies het via deze link.',
        'De link is één uur geldig en werkt één keer.',
      ],
      action: 'Een nieuw wachtwoord kiezen',
      footer: 'Hebt u niets aangevraagd? Negeer dan dit bericht: uw wachtwoord blijft hetzelfde.',
    },
  },
  password_reset_social: {
    fr: {
      subject: 'Réinitialisez votre mot de passe',
      greeting: (name) => `Bonjour ${name},`,
      body: [
        'Vous avez demandé un nouveau mot de passe, mais votre compte se connecte avec Google ou Microsoft : il n’a pas de mot de passe Stages.',
        'Connectez-vous avec le même bouton que d’habitude.',
      ],
      action: 'Se connecter',
      footer: "Si vous n'avez rien demandé, ignorez ce message.",
    },
    en: {
      subject: 'Reset your password',
      greeting: (name) => `Hello ${name},`,
      body: [
        'You asked for a new password, but your account signs in with Google or Microsoft: it has no Stages password.',
        'Sign in with the same button as usual.',
      ],
      action: 'Sign in',
      footer: 'If you did not ask for this, ignore this message.',
    },
    nl: {
      subject: 'Stel uw wachtwoord opnieuw in',
      greeting: (name) => `Hallo ${name},`,
      body: [
        'U hebt een nieuw wachtwoord aangevraagd, maar uw account meldt zich aan met Google of Microsoft: het heeft geen Stages-wachtwoord.',
        'Meld u aan met dezelfde knop als gewoonlijk.',
      ],
      action: 'Aanmelden',
      footer: 'Hebt u niets aangevraagd? Negeer dan dit bericht.',
    },
  },
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Text someone typed, made unable to turn into a link in the reader's mail client: a zero-width
 * space after each dot, at sign, colon and slash breaks the addresses clients recognize. Names
 * are checked when typed, but Google and Microsoft send names of their own.
 */
export const inert = (text: string) => text.replace(/[.@:/]/g, '$&\u200b');

/** A message in the reader's language, as plain text and as simple HTML, around one link. */
export function renderMail(
  kind: MailKind,
  language: Language,
  recipient: { name: string; link: string },
): RenderedMail {
  return renderMessage(wordings[kind][language], language, recipient);
}

/** Any context's message, laid out as every message of the product is. */
export function renderMessage(
  wording: Wording,
  language: Language,
  { name, link }: { name: string; link: string },
): RenderedMail {
  const greeting = wording.greeting(inert(name.trim()) || 'Stages');
  const quote = wording.quote === undefined ? [] : ['', wording.quote];
  const text = [
    greeting,
    '',
    ...wording.body,
    ...quote,
    '',
    `${wording.action}: ${link}`,
    '',
    wording.footer,
  ].join('\n');
  const quoteHtml =
    wording.quote === undefined
      ? ''
      : `<blockquote style="margin: 16px 0; padding: 8px 16px; border-left: 4px solid #d1d5db; white-space: pre-wrap">${escape(wording.quote)}</blockquote>\n`;
  const html = `<!doctype html>
<html lang="${language}"><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">
<p>${escape(greeting)}</p>
${wording.body.map((line) => `<p>${escape(line)}</p>`).join('\n')}
${quoteHtml}<p><a href="${escape(link)}" style="background: #059669; color: #fff; padding: 10px 16px; border-radius: 6px; text-decoration: none">${escape(wording.action)}</a></p>
<p style="font-size: 13px; color: #6b7280">${escape(link)}</p>
<p style="font-size: 13px; color: #6b7280">${escape(wording.footer)}</p>
</body></html>`;
  return { subject: wording.subject, text, html };
}
