import type { Language } from '@stages/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { sendFile } from '../../platform/http/send-file.js';
import { documentFileName } from '../domain/document-titles.js';

/** A 281.86's address: its income year and, for a child's fifth period on, its part. */
export const Year = z.coerce.number().int().min(2000).max(2100);
export const Part = z.coerce.number().int().min(1).max(100);

/** A 281.86 as a file named by its year and child, for the family and the organizer alike. */
export function sendTaxCertificate(
  reply: FastifyReply,
  pdf: Buffer,
  data: {
    language: Language;
    incomeYear: number;
    child: { firstName: string; lastName: string };
  },
) {
  const detail = `${data.incomeYear} ${data.child.firstName} ${data.child.lastName}`;
  return sendFile(
    reply,
    'application/pdf',
    documentFileName('tax_certificate', data.language, detail),
    pdf,
  );
}
