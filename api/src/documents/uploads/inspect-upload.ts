import {
  BYTES_PER_MB,
  ErrorCode,
  UPLOAD_EXTENSIONS,
  type UploadMimeType,
  type UploadRule,
} from '@stages/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { DomainError } from '../../platform/domain-error.js';
import { onFirstUse } from '../../infrastructure/on-first-use.js';

/**
 * The largest image the server will decode. Decoding takes memory for the pixels, not for the
 * bytes: a few kilobytes of PNG may claim 100,000 × 100,000 pixels, 40 GB once decoded. These
 * caps sit far above any photo a camp needs (a 40-megapixel image is a full-frame camera's) and
 * keep one decode under about 160 MB.
 */
export const MAX_IMAGE_SIDE = 10_000;
export const MAX_IMAGE_PIXELS = 40_000_000;

export interface InspectedUpload {
  readonly mime: UploadMimeType;
  /** The usual extension of the detected type, to name the stored file by what it holds. */
  readonly extension: string;
  readonly size: number;
  readonly width?: number;
  readonly height?: number;
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
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw tooManyPixels();
  }
  const minWidth = rule.minWidth ?? 0;
  const minHeight = rule.minHeight ?? 0;
  if (width < minWidth || height < minHeight) {
    throw new DomainError(
      ErrorCode.uploadImageTooSmall,
      `The image must be at least ${minWidth}×${minHeight} pixels`,
      422,
    );
  }
  await decodeWhole(bytes);
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

/**
 * sharp (libvips): about 23 MiB, for the images uploaded and the demo's pictures. Its cache of
 * recent operations is off: each image is read once, and the cache would hold up to 50 MiB.
 */
export const loadSharp = onFirstUse(async () => {
  const sharp = (await import('sharp')).default;
  sharp.cache(false);
  return sharp;
});

/**
 * Reads every pixel, keeping none. A header says what an image claims to be; only decoding the
 * whole of it shows that the data is there and sound (a header alone, a cut-off download, a
 * corrupt stream). libvips works outside the event loop, so a large image does not hold up other
 * requests, and it stops at its own pixel limit should a header have fooled the reading above.
 */
async function decodeWhole(bytes: Uint8Array): Promise<void> {
  const sharp = await loadSharp();
  try {
    await sharp(bytes, {
      failOn: 'error',
      limitInputPixels: MAX_IMAGE_PIXELS,
      sequentialRead: true,
    }).stats();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw unreadable();
  }
}

function tooManyPixels(): DomainError {
  return new DomainError(
    ErrorCode.uploadImageTooLarge,
    `The image may have at most ${MAX_IMAGE_SIDE} pixels a side and ${MAX_IMAGE_PIXELS / 1e6} megapixels`,
    422,
  );
}

function unreadable(): DomainError {
  return new DomainError(ErrorCode.uploadUnreadable, 'The image cannot be read', 422);
}
