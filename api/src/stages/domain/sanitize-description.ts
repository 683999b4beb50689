import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DATA_IMAGE_TYPES,
  RICH_TEXT_IMAGE_SCHEMES,
  RICH_TEXT_LINK_PROTOCOLS,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_LINK_TARGET,
  RICH_TEXT_LIST_TYPES,
  RICH_TEXT_TAGS,
} from '@stages/contracts';

const linkProtocols: readonly string[] = RICH_TEXT_LINK_PROTOCOLS.map((scheme) => `${scheme}:`);
const imageProtocols: readonly string[] = RICH_TEXT_IMAGE_SCHEMES.map((scheme) => `${scheme}:`);
const listTypes: readonly string[] = RICH_TEXT_LIST_TYPES;
const dataImage = new RegExp(
  `^data:(?:${RICH_TEXT_DATA_IMAGE_TYPES.join('|')});base64,[A-Za-z0-9+/]+={0,2}$`,
);

/**
 * The protocol a browser would follow the URL with. The WHATWG parser reads it the way the
 * browser will, so entities (already decoded here), case, blanks and control characters
 * cannot disguise a `javascript:`; and a relative URL, which would depend on the page that
 * shows it, has none.
 */
function protocolOf(url: string): string {
  return URL.parse(url)?.protocol ?? '';
}

function isImageSource(src: string): boolean {
  const protocol = protocolOf(src);
  // Checked on the raw value, stricter than the browser: no case or blank tricks get through.
  if (protocol === 'data:') return dataImage.test(src);
  return imageProtocols.includes(protocol);
}

// The transforms below set these attributes themselves; the values are a second lock.
const allowedValues: Record<string, readonly string[]> = {
  rel: [RICH_TEXT_LINK_REL],
  target: [RICH_TEXT_LINK_TARGET],
  'data-list': RICH_TEXT_LIST_TYPES,
};

const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [
      tag,
      names.map((name) => {
        const values = allowedValues[name];
        return values ? { name, values: [...values] } : name;
      }),
    ]),
  ),
  allowedClasses: {},
  allowedStyles: {},
  // sanitize-html's own scheme check stays on behind the stricter one in the transforms.
  allowedSchemes: [...RICH_TEXT_LINK_PROTOCOLS],
  allowedSchemesByTag: { img: [...RICH_TEXT_IMAGE_SCHEMES] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Their content is code or foreign markup, not text of the description.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'select',
    'xmp',
    'title',
    'template',
    'noscript',
    'noembed',
    'noframes',
    'iframe',
    'object',
    'svg',
    'math',
  ],
  transformTags: {
    a: (tagName, { href }): sanitizeHtml.Tag => ({
      tagName,
      attribs:
        href !== undefined && linkProtocols.includes(protocolOf(href))
          ? { href, rel: RICH_TEXT_LINK_REL, target: RICH_TEXT_LINK_TARGET }
          : {},
    }),
    img: (tagName, { src, alt }): sanitizeHtml.Tag => {
      if (src === undefined || !isImageSource(src)) return { tagName, attribs: {} };
      return { tagName, attribs: alt === undefined ? { src } : { src, alt } };
    },
    // Otherwise a list type it does not know would leave a bare `data-list`.
    li: (tagName, { 'data-list': type }): sanitizeHtml.Tag => ({
      tagName,
      attribs: type !== undefined && listTypes.includes(type) ? { 'data-list': type } : {},
    }),
  },
  // A link without a target is only its text; an image without a source is nothing.
  exclusiveFilter: (frame) => {
    if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
    return frame.tag === 'img' && !frame.attribs.src;
  },
};

/** The description as it may be stored and shown: only what the editor can write. */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, options);
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** The words of the description, for search. */
export function descriptionText(html: string): string {
  // Sanitized HTML is regular: every `>` inside an attribute is escaped and the only entities
  // are these four, so plain patterns can take it apart. Blocks and line breaks separate
  // words; inline tags do not.
  return sanitizeDescription(html)
    .replace(/<\/?(?:h[1-3]|p|ol|ul|li)\b[^>]*>|<br \/>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}
