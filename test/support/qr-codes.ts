import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';

type ReadQr = (
  data: Uint8ClampedArray,
  width: number,
  height: number,
) => { readonly data: string } | null;

// jsqr is CommonJS with an ES-style default export: under Node's interop, the function is the
// module's `default`.
const jsQR = (jsQRModule as unknown as { default: ReadQr }).default;

/** The text of the QR code drawn in a PNG image, read back as a phone camera would; null without one. */
export function readQrCode(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  const found = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  return found ? found.data : null;
}
