import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { describe, expect, it } from 'vitest';
import { adminEn } from '../../../web/src/i18n/admin/en.js';
import { adminFr } from '../../../web/src/i18n/admin/fr.js';
import { adminNl } from '../../../web/src/i18n/admin/nl.js';
import { organizerEn } from '../../../web/src/i18n/backOffice/en.js';
import { organizerFr } from '../../../web/src/i18n/backOffice/fr.js';
import { organizerNl } from '../../../web/src/i18n/backOffice/nl.js';
import { en } from '../../../web/src/i18n/en.js';
import { fr } from '../../../web/src/i18n/fr.js';
import { i18nProvider, loadBackOfficeMessages } from '../../../web/src/i18n/i18nProvider.js';
import { nl } from '../../../web/src/i18n/nl.js';
import { raDutch } from '../../../web/src/i18n/ra-dutch.js';

/** Every message of a bundle by its dotted key. */
function flatten(messages: object, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value]] : flatten(value as object, path);
  });
}

/**
 * What the bundles merged in order must say: every message of each, a later bundle's replacing
 * an earlier one's under the same key, groups such as `app` or `ra` merged rather than replaced.
 */
const mergedMessages = (bundles: readonly object[]) =>
  Object.fromEntries(bundles.flatMap((bundle) => flatten(bundle)));

describe.each([
  ['fr', [frenchMessages, fr, organizerFr, adminFr]],
  ['en', [englishMessages, en, organizerEn, adminEn]],
  ['nl', [raDutch, nl, organizerNl, adminNl]],
] as const)('The app in %s, back office loaded', (language, bundles) => {
  it('says react-admin’s messages, then the app’s, the organizers’ and the administrators’', async () => {
    await loadBackOfficeMessages();
    await i18nProvider.changeLocale(language);
    const expected = mergedMessages(bundles);
    const said = Object.fromEntries(
      Object.keys(expected).map((key) => [key, i18nProvider.translate(key)]),
    );
    expect(said).toEqual(expected);
  });
});
