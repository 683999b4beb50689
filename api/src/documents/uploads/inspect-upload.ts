import {
  BYTES_PER_MB,
  DEFAULT_UPLOAD_RULES,
  ErrorCode,
  UPLOAD_EXTENSIONS,
  type UploadKind,
  type UploadMimeType,
  type UploadRule,
} from '@stages/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { DomainError } from '../../platform/domain-error.js';

export interface InspectedUpload {
  readonly mime: UploadMimeType;
  /** The usual extension of the detected type, to name the stored file by what it holds. */
  readonly extension: string;
  readonly size: number;
  readonly width?: number;
  readonly height?: number;
}

/** What the configuration may change in a kind's default rule. */
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

/**
 * Checks an uploaded file against its rule before it is stored. The type comes from the bytes
 * alone: the name and the declared Content-Type are whatever the sender chose to say.
 */
export async function inspectUpload(
  bytes: Uint8Array,
  fileName: string,
  rule: UploadRule,
): Promise<InspectedUpload> {
  const size = bytes.byteLength;
  if (size === 0) throw new DomainError(ErrorCode.uploadMissing, 'The file is empty', 400);
  // Before any parsing, so that an oversized file costs no more than its reception.
  if (size > rule.maxBytes) {
    const maxMb = Number((rule.maxBytes / BYTES_PER_MB).toFixed(1));
    throw new DomainError(ErrorCode.uploadTooLarge, `The file exceeds ${maxMb} MB`, 413);
  }

  const detected = await fileTypeFromBuffer(bytes);
  const mime = rule.mimeTypes.find((type) => type === detected?.mime);
  if (detected === undefined || mime === undefined) {
    throw new DomainError(ErrorCode.uploadTypeNotAllowed, 'This type of file is not accepted', 415);
  }

  const claimed = extensionOf(fileName);
  if (claimed !== undefined && !UPLOAD_EXTENSIONS[mime].includes(claimed)) {
    throw new DomainError(ErrorCode.uploadTypeMismatch, `The file is not a .${claimed} file`, 415);
  }

  const inspected = { mime, extension: detected.ext, size };
  if (!mime.startsWith('image/')) return inspected;

  const { width, height } = dimensionsOf(bytes);
  const minWidth = rule.minWidth ?? 0;
  const minHeight = rule.minHeight ?? 0;
  if (width < minWidth || height < minHeight) {
    throw new DomainError(
      ErrorCode.uploadImageTooSmall,
      `The image must be at least ${minWidth}×${minHeight} pixels`,
      422,
    );
  }
  return { ...inspected, width, height };
}

/** The lower-case extension of a name, or undefined when it has none. */
function extensionOf(fileName: string): string | undefined {
  // Some browsers send the whole path the file was picked from.
  const base = fileName.trim().split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : undefined;
}

function dimensionsOf(bytes: Uint8Array): { width: number; height: number } {
  // image-size reads through the view's ArrayBuffer past the end of the view: a truncated
  // image held in a slice of a larger buffer (Node's small Buffers share one) would borrow the
  // bytes that follow it. A copy owns its buffer; Buffer's own slice() would not copy.
  const own =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
      ? bytes
      : new Uint8Array(bytes);
  let size;
  try {
    size = imageSize(own);
  } catch {
    throw unreadable();
  }
  if (!(size.width > 0 && size.height > 0)) throw unreadable();
  // EXIF orientations 5 to 8 turn the stored picture a quarter turn before it is shown.
  return (size.orientation ?? 1) >= 5
    ? { width: size.height, height: size.width }
    : { width: size.width, height: size.height };
}

function unreadable(): DomainError {
  return new DomainError(ErrorCode.uploadUnreadable, 'The image cannot be read', 422);
}
