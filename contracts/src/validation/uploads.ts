/** What a user can upload, each kind with its own rule. */
export const UPLOAD_KINDS = ['logo', 'stage_image', 'id_card', 'insurance'] as const;

export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The only content types any rule may accept: the API can recognise each from its bytes. */
export const UPLOAD_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/pdf',
] as const;

export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];

/**
 * File name extensions that go with each type. A name must agree with the content, so that
 * whoever downloads the file later gets what its name promises.
 */
export const UPLOAD_EXTENSIONS: Readonly<Record<UploadMimeType, readonly string[]>> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
};

/** The multipart field every upload carries its one file in; any other is refused. */
export const UPLOAD_FIELD = 'file';

/** Binary megabytes, as file managers and forms show sizes. */
export const BYTES_PER_MB = 1024 * 1024;

export interface UploadRule {
  readonly mimeTypes: readonly UploadMimeType[];
  readonly maxBytes: number;
  /** Only for images shown on the site, where a smaller one would look blurred. */
  readonly minWidth?: number;
  readonly minHeight?: number;
}

const images: readonly UploadMimeType[] = ['image/png', 'image/jpeg', 'image/webp'];
const documents: readonly UploadMimeType[] = ['application/pdf', 'image/png', 'image/jpeg'];

export const DEFAULT_UPLOAD_RULES: Readonly<Record<UploadKind, UploadRule>> = {
  logo: { mimeTypes: images, maxBytes: 2 * BYTES_PER_MB, minWidth: 200, minHeight: 200 },
  stage_image: { mimeTypes: images, maxBytes: 5 * BYTES_PER_MB, minWidth: 800, minHeight: 450 },
  id_card: { mimeTypes: documents, maxBytes: 10 * BYTES_PER_MB },
  insurance: { mimeTypes: documents, maxBytes: 10 * BYTES_PER_MB },
};

/** What the configuration may change in a kind's default rule (sizes, smallest dimensions). */
export interface UploadRuleOverrides {
  readonly maxMb?: number;
  readonly minWidth?: number;
  readonly minHeight?: number;
}

export function ruleFor(kind: UploadKind, overrides: UploadRuleOverrides = {}): UploadRule {
  const defaults = DEFAULT_UPLOAD_RULES[kind];
  const { maxMb, minWidth = defaults.minWidth, minHeight = defaults.minHeight } = overrides;
  return {
    mimeTypes: defaults.mimeTypes,
    maxBytes: maxMb === undefined ? defaults.maxBytes : Math.floor(maxMb * BYTES_PER_MB),
    minWidth,
    minHeight,
  };
}
