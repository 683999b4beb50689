import type { FastifyReply } from 'fastify';

/** A file to download, never to be kept by a shared cache: exports, invoices, certificates. */
export function sendFile(reply: FastifyReply, type: string, fileName: string, bytes: Buffer) {
  void reply
    .header('content-type', type)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`);
  return bytes;
}
