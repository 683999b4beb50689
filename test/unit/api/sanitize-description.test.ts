import { describe, expect, it } from 'vitest';
import {
  descriptionText,
  sanitizeDescription,
} from '../../../api/src/stages/domain/sanitize-description.js';

const rel = 'rel="noopener noreferrer nofollow" target="_blank"';
const ui = '<span class="ql-ui" contenteditable="false"></span>';
const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAghSFtwAAAABJRU5ErkJggg==';

// What Quill 2 puts in the editor's HTML, every format of the toolbar used once.
const quill = [
  '<h1>Stage d’été à Namur</h1>',
  '<h2>Programme</h2>',
  '<h3>Chaque matin</h3>',
  '<p>Une semaine <strong>sportive</strong>, <em>créative</em> et <u>nature</u>: voyez ',
  '<a href="https://example.org/stages?age=6&amp;lang=fr" rel="noopener noreferrer" target="_blank">notre site</a>.</p>',
  '<p><br></p>',
  `<ol><li data-list="ordered">${ui}Accueil à 8 h</li><li data-list="ordered">${ui}Jeux</li></ol>`,
  `<ol><li data-list="bullet">${ui}Une gourde</li><li data-list="bullet">${ui}Des baskets</li></ol>`,
].join('');

const attacks = {
  script: '<p>a</p><script>alert(1)</script><p>b</p>',
  onerror: '<img src=x onerror=alert(1)>',
  javascript: '<a href="javascript:alert(1)">x</a>',
  tab: '<a href="jav&#x09;ascript:alert(1)">x</a>',
  newline: '<a href="java\nscript:alert(1)">x</a>',
  nul: '<a href="java\0script:alert(1)">x</a>',
  decimal: '<a href="&#106;avascript:alert(1)">x</a>',
  colon: '<a href="javascript&colon;alert(1)">x</a>',
  mixedCase: '<a href=" JaVaScRiPt:alert(1)">x</a>',
  control: '<a href="\u0001javascript:alert(1)">x</a>',
  vbscript: '<a href="VBScript:msgbox(1)">x</a>',
  dataLink: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  svgImage: '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  htmlImage: '<img src="data:text/html,<script>alert(1)</script>">',
  upperData: '<img src="DATA:image/svg+xml,<svg onload=alert(1)>">',
  iframe: '<iframe src="https://example.org"></iframe>',
  style: '<style>p { color: red }</style>',
  styleAttribute: '<p style="background:url(javascript:alert(1))" class="ql-align-center">x</p>',
  svg: '<svg onload=alert(1)><text>x</text></svg>',
  math: '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  form: '<form action="https://example.org"><input name=a><button>x</button></form>',
  nested: '<scr<script>ipt>alert(1)</script>',
  doubled: '<<script>script>alert(1)<</script>/script>',
  noscript: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  comment: '<!--><img src=x onerror=alert(1)>-->',
  handler: '<p onclick="alert(1)" onmouseover="alert(1)">x</p>',
};

describe('A stage description', () => {
  it('keeps every format of the editor, its links made safe to open', () => {
    expect(sanitizeDescription(quill)).toBe(
      quill
        .replaceAll(ui, '')
        .replace('rel="noopener noreferrer" target="_blank"', rel)
        .replace('<br>', '<br />'),
    );
  });

  it('keeps pasted lists and plain bold and italics', () => {
    const pasted = '<ul><li>un</li><li>deux</li></ul><p><b>gras</b> <i>penché</i></p>';
    expect(sanitizeDescription(pasted)).toBe(pasted);
  });

  it('keeps mail, phone and web links, and pictures on the web or inline', () => {
    expect(
      sanitizeDescription(
        '<a href="mailto:info@example.org">écrire</a> <a href="tel:+3281000000">appeler</a> ' +
          `<a href="http://example.org">voir</a><img src="${png}" alt="logo">` +
          '<img src="https://example.org/camp.jpg" alt="">',
      ),
    ).toBe(
      `<a href="mailto:info@example.org" ${rel}>écrire</a> <a href="tel:+3281000000" ${rel}>appeler</a> ` +
        `<a href="http://example.org" ${rel}>voir</a><img src="${png}" alt="logo" />` +
        '<img src="https://example.org/camp.jpg" alt="" />',
    );
  });

  it('overrides what a link says about its window and its referrer', () => {
    expect(
      sanitizeDescription(
        '<a href="https://example.org" target="_self" rel="opener" onclick="alert(1)">x</a>',
      ),
    ).toBe(`<a href="https://example.org" ${rel}>x</a>`);
  });

  it('drops script, style and other foreign content entirely', () => {
    expect(sanitizeDescription(attacks.script)).toBe('<p>a</p><p>b</p>');
    expect(sanitizeDescription(attacks.style)).toBe('');
    expect(sanitizeDescription(attacks.iframe)).toBe('');
    expect(sanitizeDescription(attacks.svg)).toBe('');
    expect(sanitizeDescription(attacks.math)).toBe('');
    expect(sanitizeDescription(attacks.noscript)).toBe('');
    expect(sanitizeDescription(attacks.comment)).toBe('--&gt;');
  });

  it('drops an image whose source is not an absolute web address or a raster picture', () => {
    expect(sanitizeDescription(attacks.onerror)).toBe('');
    expect(sanitizeDescription(attacks.svgImage)).toBe('');
    expect(sanitizeDescription(attacks.htmlImage)).toBe('');
    expect(sanitizeDescription(attacks.upperData)).toBe('');
    expect(sanitizeDescription('<img src="/camp.jpg"><img src="//example.org/a.png">')).toBe('');
  });

  it('keeps only the text of a link that is not to the web, a mail or a phone', () => {
    for (const name of [
      'javascript',
      'tab',
      'newline',
      'nul',
      'decimal',
      'colon',
      'mixedCase',
      'control',
      'vbscript',
      'dataLink',
    ] as const) {
      expect(sanitizeDescription(attacks[name]), name).toBe('x');
    }
    expect(sanitizeDescription('<a href="/stages">a</a> <a href="//example.org">b</a>')).toBe(
      'a b',
    );
  });

  it('drops attributes and tags the editor does not write, but keeps their text', () => {
    expect(sanitizeDescription(attacks.styleAttribute)).toBe('<p>x</p>');
    expect(sanitizeDescription(attacks.handler)).toBe('<p>x</p>');
    expect(sanitizeDescription(attacks.form)).toBe('x');
    expect(sanitizeDescription('<li data-list="checked">x</li><div><span>y</span></div>')).toBe(
      '<li>x</li>y',
    );
  });

  it('leaves broken-up tags as inert text', () => {
    expect(sanitizeDescription(attacks.nested)).toBe('ipt&gt;alert(1)');
    expect(sanitizeDescription(attacks.doubled)).toBe('&lt;/script&gt;');
    expect(sanitizeDescription('<p>open <strong>bold')).toBe('<p>open <strong>bold</strong></p>');
  });

  it('comes out the same when sanitized again', () => {
    for (const html of [quill, ...Object.values(attacks)]) {
      const once = sanitizeDescription(html);
      expect(sanitizeDescription(once), html).toBe(once);
    }
  });

  it('reads as plain words for search', () => {
    expect(descriptionText(quill)).toBe(
      'Stage d’été à Namur Programme Chaque matin Une semaine sportive, créative et nature: ' +
        'voyez notre site. Accueil à 8 h Jeux Une gourde Des baskets',
    );
    expect(descriptionText('<p>Tom &amp; Jerry&nbsp;&lt;3</p><script>alert(1)</script>')).toBe(
      'Tom & Jerry <3',
    );
  });
});
