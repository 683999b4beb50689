import { BYTES_PER_MB, DEFAULT_UPLOAD_RULES, ErrorCode, ruleFor } from '@stages/contracts';
import { describe, expect, it } from 'vitest';
import {
  inspectUpload,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
} from '../../../api/src/documents/uploads/inspect-upload.js';
import { DomainError } from '../../../api/src/platform/domain-error.js';
import {
  encodedImage,
  jpegHeader,
  pdfDocument,
  pngHeaderOnly,
  pngImage,
} from '../../support/image-files.js';

const logo = ruleFor('logo');
const idCard = ruleFor('id_card');

async function refusal(inspection: Promise<unknown>) {
  try {
    await inspection;
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, status: error.status };
    throw error;
  }
  throw new Error('expected a refusal');
}

/** A valid PNG followed by padding, to reach a size without building a huge image. */
const paddedPng = (bytes: number) => {
  const png = pngImage(400, 400);
  return Buffer.concat([png, Buffer.alloc(bytes - png.length)]);
};

describe('inspecting an upload', () => {
  it('accepts a logo and gives its type and dimensions', async () => {
    const png = pngImage(320, 240);
    expect(await inspectUpload(png, 'logo.png', logo)).toEqual({
      mime: 'image/png',
      extension: 'png',
      size: png.length,
      width: 320,
      height: 240,
    });
  });

  it.each(['photo.jpg', 'photo.JPEG', 'photo.jpe', 'photo'])(
    'accepts a JPEG named %s',
    async (name) => {
      const jpeg = await encodedImage('jpeg', 900, 500);
      expect(await inspectUpload(jpeg, name, ruleFor('stage_image'))).toMatchObject({
        mime: 'image/jpeg',
        extension: 'jpg',
        width: 900,
        height: 500,
      });
    },
  );

  it.each([
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
    ['png', 'image/png'],
  ] as const)('accepts an encoded %s stage image of the smallest size', async (format, mime) => {
    const image = await encodedImage(format, 800, 450);
    expect(await inspectUpload(image, 'camp', ruleFor('stage_image'))).toMatchObject({
      mime,
      width: 800,
      height: 450,
    });
  });

  it('reads the extension from the last part of a full path', async () => {
    const upload = inspectUpload(pngImage(200, 200), 'C:\\fakepath\\logo.v2.png', logo);
    await expect(upload).resolves.toMatchObject({ width: 200, height: 200 });
  });

  it('accepts a PDF as an ID card, without dimensions', async () => {
    const pdf = pdfDocument();
    expect(await inspectUpload(pdf, 'carte-identite.pdf', idCard)).toEqual({
      mime: 'application/pdf',
      extension: 'pdf',
      size: pdf.length,
    });
  });

  it('refuses an empty file', async () => {
    expect(await refusal(inspectUpload(new Uint8Array(0), 'logo.png', logo))).toEqual({
      code: ErrorCode.uploadMissing,
      status: 400,
    });
  });

  it('refuses an image below the minimum width or height', async () => {
    for (const [width, height] of [
      [199, 400],
      [400, 199],
    ] as const) {
      expect(await refusal(inspectUpload(pngImage(width, height), 'logo.png', logo))).toEqual({
        code: ErrorCode.uploadImageTooSmall,
        status: 422,
      });
    }
  });

  it('refuses a file over the maximum size', async () => {
    const upload = inspectUpload(paddedPng(2 * BYTES_PER_MB + 1), 'logo.png', logo);
    expect(await refusal(upload)).toEqual({ code: ErrorCode.uploadTooLarge, status: 413 });
  });

  it('measures the size before looking at the content', async () => {
    const text = Buffer.alloc(2 * BYTES_PER_MB + 1, 'a');
    expect(await refusal(inspectUpload(text, 'logo.png', logo))).toMatchObject({
      code: ErrorCode.uploadTooLarge,
    });
  });

  it('refuses a PDF named as a PNG', async () => {
    expect(await refusal(inspectUpload(pdfDocument(), 'photo.png', idCard))).toEqual({
      code: ErrorCode.uploadTypeMismatch,
      status: 415,
    });
  });

  it('refuses a text file named as a PDF', async () => {
    const text = Buffer.from('Ceci est une attestation, promis.\n');
    expect(await refusal(inspectUpload(text, 'attestation.pdf', idCard))).toEqual({
      code: ErrorCode.uploadTypeNotAllowed,
      status: 415,
    });
  });

  it('refuses a PDF as a logo', async () => {
    expect(await refusal(inspectUpload(pdfDocument(), 'logo.pdf', logo))).toEqual({
      code: ErrorCode.uploadTypeNotAllowed,
      status: 415,
    });
  });

  it.each([
    ['its own bytes', (png: Buffer) => new Uint8Array(png.subarray(0, 20))],
    // A view onto a larger buffer, as a parsed request often hands over: the bytes that follow
    // are still in memory and must not be read.
    ['a view onto a larger buffer', (png: Buffer) => png.subarray(0, 20)],
  ])('refuses a truncated image held in %s', async (_held, truncate) => {
    const truncated = truncate(pngImage(300, 300));
    expect(await refusal(inspectUpload(truncated, 'logo.png', logo))).toEqual({
      code: ErrorCode.uploadUnreadable,
      status: 422,
    });
  });

  it.each([
    ['a PNG', () => encodedImage('png', 800, 450)],
    ['a JPEG', () => encodedImage('jpeg', 800, 450)],
    ['a WebP image', () => encodedImage('webp', 800, 450)],
  ])('refuses %s cut short, whose header is whole', async (_kind, make) => {
    const image = await make();
    // The first 40 bytes hold every header; losing a tenth of the rest loses pixels only.
    const cut = image.subarray(0, Math.max(40, Math.floor(image.length * 0.9)));
    expect(await refusal(inspectUpload(cut, 'camp', ruleFor('stage_image')))).toEqual({
      code: ErrorCode.uploadUnreadable,
      status: 422,
    });
  });

  it('refuses a PNG that is only its 33-byte header', async () => {
    const header = pngHeaderOnly(800, 450);
    expect(header.length).toBe(33);
    expect(await refusal(inspectUpload(header, 'camp.png', ruleFor('stage_image')))).toEqual({
      code: ErrorCode.uploadUnreadable,
      status: 422,
    });
  });

  it('refuses a JPEG that is only its markers, without image data', async () => {
    const upload = inspectUpload(jpegHeader(900, 500), 'photo.jpg', ruleFor('stage_image'));
    expect(await refusal(upload)).toEqual({ code: ErrorCode.uploadUnreadable, status: 422 });
  });

  it('refuses an image claiming more pixels than may be decoded, before decoding it', async () => {
    for (const [width, height] of [
      [100_000, 100_000],
      [MAX_IMAGE_SIDE + 1, 450],
      [800, MAX_IMAGE_SIDE + 1],
      // Each side allowed, too many pixels together.
      [MAX_IMAGE_SIDE, MAX_IMAGE_PIXELS / MAX_IMAGE_SIDE + 1],
    ] as const) {
      const upload = inspectUpload(pngHeaderOnly(width, height), 'huge.png', ruleFor('id_card'));
      expect(await refusal(upload), `${width}×${height}`).toEqual({
        code: ErrorCode.uploadImageTooLarge,
        status: 422,
      });
    }
  });

  it('accepts an image at the largest side', async () => {
    const wide = pngImage(MAX_IMAGE_SIDE, 450);
    await expect(inspectUpload(wide, 'wide.png', ruleFor('stage_image'))).resolves.toMatchObject({
      width: MAX_IMAGE_SIDE,
      height: 450,
    });
  });
});

describe('the rule for a kind', () => {
  it('is the default one without overrides', () => {
    expect(ruleFor('stage_image')).toEqual(DEFAULT_UPLOAD_RULES.stage_image);
    expect(ruleFor('insurance')).toEqual(DEFAULT_UPLOAD_RULES.insurance);
  });

  it('takes the configured maximum size', async () => {
    const png = paddedPng(Math.round(2.5 * BYTES_PER_MB));
    expect(await refusal(inspectUpload(png, 'logo.png', logo))).toMatchObject({
      code: ErrorCode.uploadTooLarge,
    });
    await expect(inspectUpload(png, 'logo.png', ruleFor('logo', { maxMb: 3 }))).resolves.toEqual(
      expect.objectContaining({ size: png.length }),
    );

    const smaller = ruleFor('logo', { maxMb: 0.5 });
    expect(smaller.maxBytes).toBe(BYTES_PER_MB / 2);
    expect(await refusal(inspectUpload(paddedPng(BYTES_PER_MB), 'logo.png', smaller))).toEqual({
      code: ErrorCode.uploadTooLarge,
      status: 413,
    });
  });

  it('takes the configured minimum dimensions', async () => {
    const rule = ruleFor('logo', { minWidth: 100, minHeight: 50 });
    expect(rule).toMatchObject({ minWidth: 100, minHeight: 50, maxBytes: logo.maxBytes });
    await expect(inspectUpload(pngImage(120, 60), 'logo.png', rule)).resolves.toMatchObject({
      width: 120,
    });
  });
});
