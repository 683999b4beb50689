import type { QRCodeToBufferOptions } from 'qrcode';
import { onFirstUse } from '../infrastructure/on-first-use.js';

/** qrcode: about 10 MiB, for the transfer codes on the bills page and on invoices. */
const loadQrCode = onFirstUse(() => import('qrcode').then((module) => module.default));

/**
 * A QR code as a PNG, at error correction level M as the EPC guidelines ask for transfer codes:
 * readable from a screen or a crumpled print.
 */
export async function qrPng(text: string, options: Omit<QRCodeToBufferOptions, 'type'>) {
  return (await loadQrCode()).toBuffer(text, {
    errorCorrectionLevel: 'M',
    ...options,
    type: 'png',
  });
}
