/**
 * What a rich-text description may hold. The editor offers no more than the API keeps, and
 * the API keeps no more than this; the definition is data only because the web bundle
 * imports it too.
 */

/**
 * Quill 2 writes both kinds of list as `<ol>` and tells them apart with `data-list` on each
 * item; `<ul>`, `<b>` and `<i>` still come from pasted text. Quill's own
 * `<span class="ql-ui">` markers are not kept: the editor recreates them when it loads.
 */
export const RICH_TEXT_TAGS = [
  'h1',
  'h2',
  'h3',
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'a',
  'ol',
  'ul',
  'li',
  'img',
] as const;

export const RICH_TEXT_ATTRIBUTES = {
  a: ['href', 'rel', 'target'],
  img: ['src', 'alt'],
  li: ['data-list'],
} as const;

export const RICH_TEXT_LIST_TYPES = ['bullet', 'ordered'] as const;

/** Links open in a new tab, and the page they lead to gets neither our window nor a ranking. */
export const RICH_TEXT_LINK_REL = 'noopener noreferrer nofollow';
export const RICH_TEXT_LINK_TARGET = '_blank';

export const RICH_TEXT_LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const;

export const RICH_TEXT_IMAGE_SCHEMES = ['http', 'https', 'data'] as const;

/** Pasted images arrive inline; only raster types, since an SVG can carry script. */
export const RICH_TEXT_DATA_IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
] as const;

/** Quill drops on paste whatever is not one of its formats, so these match the tags above. */
export const RICH_TEXT_FORMATS = ['header', 'bold', 'italic', 'underline', 'link', 'list'] as const;

// Left mutable: Quill's toolbar option does not accept readonly arrays.
export const RICH_TEXT_TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'link'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['clean'],
];

/** Characters of HTML, counted after sanitizing since that is what gets stored. */
export const DESCRIPTION_MAX_LENGTH = 20_000;
