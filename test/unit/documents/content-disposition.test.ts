import { describe, expect, it } from 'vitest';
import {
  asciiFileName,
  contentDisposition,
} from '../../../api/src/platform/http/content-disposition.js';

/** The two names a header gives: the plain one, and the exact one decoded. */
function namesIn(header: string) {
  const match = /^(attachment|inline); filename="([^"\\]*)"; filename\*=UTF-8''([^;\s]+)$/.exec(
    header,
  );
  if (!match) throw new Error(`Not a Content-Disposition with both names: ${header}`);
  return { type: match[1], plain: match[2], exact: decodeURIComponent(match[3]!) };
}

describe('Content-Disposition', () => {
  it('gives an ASCII name beside the exact one, as RFC 6266 recommends', () => {
    expect(contentDisposition('attachment', 'facture-2026-00001.pdf')).toBe(
      `attachment; filename="facture-2026-00001.pdf"; filename*=UTF-8''facture-2026-00001.pdf`,
    );
    expect(namesIn(contentDisposition('inline', 'Carte d’identité.pdf'))).toEqual({
      type: 'inline',
      plain: 'Carte d_identite.pdf',
      exact: 'Carte d’identité.pdf',
    });
  });

  it.each([
    ['Élodie Van den Bossche.pdf', 'Elodie Van den Bossche.pdf'],
    ['Straße Łódź Ærø.xlsx', 'Strasse Lodz Aero.xlsx'],
    ['Zoë "la grande" Müller.pdf', 'Zoe _la grande_ Muller.pdf'],
    ['..\\..\\etc/passwd', 'etc_passwd'],
    ['100% été; rapport\r\n.pdf', '100_ ete_ rapport_.pdf'],
    ['статут.pdf', 'statut.pdf'],
    ['📄', 'page_facing_up'],
    ['\u0000', 'download'],
  ])('transliterates accents and replaces unsafe characters: %s', (name, plain) => {
    expect(asciiFileName(name)).toBe(plain);
    const header = contentDisposition('attachment', name);
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(namesIn(header)).toEqual({ type: 'attachment', plain, exact: name });
  });

  it("percent-encodes what RFC 5987's attr-char leaves out", () => {
    expect(contentDisposition('attachment', "l'été (1)*.pdf")).toContain(
      "filename*=UTF-8''l%27%C3%A9t%C3%A9%20%281%29%2A.pdf",
    );
  });
});
