import type { FastifyReply } from 'fastify';
import { contentDisposition } from './content-disposition.js';

/** A file to download, never to be kept by a shared cache: exports, invoices, certificates. */
export function sendFile(reply: FastifyReply, type: string, fileName: string, bytes: Buffer) {
  void reply
    .header('content-type', type)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition('attachment', fileName));
  return bytes;
}
