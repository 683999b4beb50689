import { elideBeforeNames } from '@stages/contracts';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { adminEn } from '../../../web/src/i18n/admin/en.js';
import { adminFr } from '../../../web/src/i18n/admin/fr.js';
import { adminNl } from '../../../web/src/i18n/admin/nl.js';
import { organizerEn } from '../../../web/src/i18n/backOffice/en.js';
import { organizerFr } from '../../../web/src/i18n/backOffice/fr.js';
import { organizerNl } from '../../../web/src/i18n/backOffice/nl.js';
import { en } from '../../../web/src/i18n/en.js';
import { fr } from '../../../web/src/i18n/fr.js';
import { nl } from '../../../web/src/i18n/nl.js';
import { pagesEn } from '../../../web/src/i18n/pages/en.js';
import { pagesFr } from '../../../web/src/i18n/pages/fr.js';
import { pagesNl } from '../../../web/src/i18n/pages/nl.js';
import { raDutch } from '../../../web/src/i18n/ra-dutch.js';

/** Every message of a bundle by its dotted key. */
function flatten(messages: object, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value]] : flatten(value as object, path);
  });
}

/** The product's own messages in each language: the app, the back office, the information pages. */
const ours = {
  fr: [fr, organizerFr, adminFr, pagesFr],
  en: [en, organizerEn, adminEn, pagesEn],
  nl: [nl, organizerNl, adminNl, pagesNl],
};
const messagesOf = (language: keyof typeof ours) =>
  ours[language].flatMap((bundle) => flatten(bundle));

const placeholders = (message: string) =>
  [...message.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]!);

/** Placeholders that receive a number of things: the words around them must agree with it. */
const COUNTS = new Set([
  'smart_count',
  'count',
  'total',
  'min',
  'max',
  'max_mb',
  'width',
  'height',
  'days',
  'hours',
  'minutes',
  'places',
  'remaining',
  'done',
  'credits',
  'debits',
  'matched',
  'unmatched',
]);

/** Placeholders that receive words, or numbers that count nothing (a year, a page, a position). */
const NOT_COUNTS = new Set([
  'name',
  'names',
  'recordRepresentation',
  'organization',
  'stage',
  'email',
  'search',
  'tab',
  'kind',
  'types',
  'reason',
  'detail',
  'reference',
  'payment',
  'date',
  'start',
  'end',
  'from',
  'to',
  'until',
  'issued',
  'year',
  'page',
  'level',
  'serial',
  'part',
  'number',
  'invoice',
  'amount',
  'deductible',
  'rate',
  'price',
  'size',
  'position',
  'deadline',
  'children',
  'of_stage',
  'answer',
  'time',
  // Phrases already put together from a message with its own plural forms.
  'marked',
  'outcome',
  'credits_read',
  'debits_read',
  'bills_matched',
  'credits_to_examine',
]);

/** Messages that print a count with no plural forms, and why they need none. */
const NO_PLURAL_NEEDED: Record<string, string> = {
  'app.catalogue.countdown':
    'days, hours and minutes as unit symbols (j, h, min), which do not vary',
  'app.waiting_list.countdown':
    'days, hours and minutes as unit symbols (j, h, min), which do not vary',
  'app.uploads.image_rule':
    'sizes with unit symbols (Mo, MB) and dimensions in pixels, far above 1',
  'app.uploads.file_rule': 'a size with its unit symbol (Mo, MB), which does not vary',
  'app.legal_representatives.range': 'positions in a list ("1–10 sur 25"), with no noun',
  'app.tax_certificates.amounts': 'amounts of money, printed with their currency',
};

describe.each(['fr', 'en', 'nl'] as const)('The %s messages', (language) => {
  const messages = messagesOf(language);

  it('say of each placeholder whether it counts something', () => {
    const unknown = messages.flatMap(([key, message]) =>
      placeholders(message)
        .filter((name) => !COUNTS.has(name) && !NOT_COUNTS.has(name))
        .map((name) => `${key}: %{${name}}`),
    );
    expect(unknown).toEqual([]);
  });

  it('give two plural forms, chosen by %{smart_count}, to every message that prints a count', () => {
    const missing = messages
      .filter(([key]) => !(key in NO_PLURAL_NEEDED))
      .filter(([, message]) => placeholders(message).some((name) => COUNTS.has(name)))
      .filter(
        ([, message]) =>
          message.split('||||').length !== 2 || !placeholders(message).includes('smart_count'),
      )
      .map(([key, message]) => `${key}: ${message}`);
    expect(missing).toEqual([]);
  });
});

/**
 * Polyglot picks a message's form from %{smart_count} alone: any other count in it must be a
 * bound or a total read after a preposition ("1 place restante sur 12"), which nothing agrees with.
 */
const BOUNDS = new Set(['total', 'min', 'max']);

describe.each(['fr', 'en', 'nl'] as const)('The %s messages with a count', (language) => {
  it('have no second count for their words to agree with', () => {
    const twoCounts = messagesOf(language)
      .filter(([key]) => !(key in NO_PLURAL_NEEDED))
      .filter(([, message]) =>
        placeholders(message).some(
          (name) => COUNTS.has(name) && name !== 'smart_count' && !BOUNDS.has(name),
        ),
      )
      .map(([key, message]) => `${key}: ${message}`);
    expect(twoCounts).toEqual([]);
  });
});

describe('The French messages', () => {
  const messages = messagesOf('fr');

  it('agree with the child a message says is something ("%{name} est inscrite")', () => {
    const saidOfAChild = messages.filter(([, message]) =>
      /(?:^|[.:;!?] )%\{name\} (?:est|a été|sera) \p{L}/u.test(message),
    );
    expect(saidOfAChild.length).toBeGreaterThan(0);
    for (const [key] of saidOfAChild) expect(key).toMatch(/\.(male|female|other)$/);
  });

  it('give a child’s messages a girl’s, a boy’s and a neutral form', () => {
    const groups = new Map<string, Record<string, string>>();
    for (const [key, message] of messages) {
      const match = /^(.*)\.(male|female|other)$/.exec(key);
      // "other" alone is another word's choice (a report's reason, say), not a child's form.
      if (match) groups.set(match[1]!, { ...groups.get(match[1]!), [match[2]!]: message });
    }
    expect([...groups].filter(([, forms]) => 'male' in forms).map(([key]) => key)).toEqual(
      expect.arrayContaining([
        'app.enrollments.unenrol.done',
        'app.stage_add_child.done',
        'resources.children.notifications.created',
      ]),
    );
    for (const [key, forms] of [...groups].filter(([, each]) => 'male' in each)) {
      expect(Object.keys(forms).sort(), key).toEqual(['female', 'male', 'other']);
      expect(forms.female, key).not.toBe(forms.male);
      // The neutral form says nothing that agrees with a sex.
      expect(forms.other, key).not.toMatch(/^%\{name\} (?:est|a été|sera) /u);
    }
  });
});

/**
 * Whether a text calls a camp a "stage": the brand "Stages" (its name, its addresses, "Stages-
 * account") is not the common noun, nor is a placeholder's name.
 */
const saysStage = (text: string) =>
  /stage/i.test(
    text
      .replace(/%\{\w+\}/g, '')
      .replace(/[\w.-]*@?stages\.be\b/g, '')
      .replace(/\bStages\b/g, ''),
  );

describe('Camps are called', () => {
  it.each([
    ['kamp in Dutch', [...messagesOf('nl'), ...flatten(raDutch)]],
    ['camp in English', messagesOf('en')],
  ])('%s, never stage', (_language, messages) => {
    const offending = messages.filter(([, message]) => saysStage(message));
    expect(offending).toEqual([]);
  });

  it('by the brand alone when "Stages" names the product', () => {
    expect(saysStage('Welkom bij Stages! Schrijf ons op support@stages.be.')).toBe(false);
    expect(saysStage('Een Stages-account')).toBe(false);
    expect(saysStage('Deze stage is volzet')).toBe(true);
    expect(saysStage('De stagekosten')).toBe(true);
    expect(saysStage('Stage cirque')).toBe(true);
  });
});

/** A message translated as the app does: polyglot, then French elision before the names. */
function translator(language: keyof typeof ours) {
  const polyglot = polyglotI18nProvider(
    () => mergeTranslations(...ours[language]) as TranslationMessages,
    language,
  );
  return (key: string, options: Record<string, unknown>) => {
    const text = polyglot.translate(key, options);
    return language === 'fr' ? elideBeforeNames(text, Object.values(options)) : text;
  };
}

describe('The translated messages', () => {
  it('elide in French "de" before a name that starts with a vowel, with the message’s apostrophe', () => {
    const translate = translator('fr');
    expect(translate('app.bills.mark_paid.done', { name: 'Emma Lambert' })).toBe(
      'Facture d’Emma Lambert marquée payée',
    );
    expect(translate('app.bills.mark_paid.done', { name: 'Zoé Lambert' })).toBe(
      'Facture de Zoé Lambert marquée payée',
    );
    expect(translate('app.stage_add_child.done.other', { name: 'Alex' })).toBe(
      "L'inscription d'Alex est enregistrée",
    );
    expect(translator('en')('app.bills.mark_paid.done', { name: 'Emma' })).toBe(
      "Emma's bill marked paid",
    );
  });

  it('agree with the child', () => {
    const translate = translator('fr');
    expect(translate('app.stage_add_child.done.female', { name: 'Alice' })).toBe(
      'Alice est inscrite',
    );
    expect(translate('app.stage_add_child.done.male', { name: 'Hugo' })).toBe('Hugo est inscrit');
  });

  it('count with the plural form the count asks for', () => {
    const translate = translator('fr');
    const left = (count: number) =>
      translate('app.stages.places_left', { smart_count: count, max: 12 });
    expect([left(0), left(1), left(2)]).toEqual([
      '0 place restante sur 12',
      '1 place restante sur 12',
      '2 places restantes sur 12',
    ]);
    expect(translate('app.stage_enrollments.bulk_done', { smart_count: 1, total: 3 })).toBe(
      '1 inscription sur 3 décidée',
    );
    expect(translator('nl')('app.bills.mark_paid.bulk_done', { smart_count: 1, total: 3 })).toBe(
      '1 factuur van 3 als betaald gemarkeerd',
    );
    expect(translator('en')('app.stages.places_left', { smart_count: 0, max: 3 })).toBe(
      '0 places left of 3',
    );
  });
});
