import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorCode } from '@stages/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { renderCreditNote } from '../pdf/credit-note-pdf.js';
import { renderInvoice } from '../pdf/invoice-pdf.js';
import { renderMutualCertificate } from '../pdf/mutual-certificate-pdf.js';
import { Access, Authenticated, type Authentication } from '../../identity/index.js';
import { Clock } from '../../infrastructure/clock.js';
import { DomainError } from '../../platform/domain-error.js';
import { sendFile } from '../../platform/http/send-file.js';
import { DocumentArchive } from '../archive/document-archive.js';
import {
  invoiceStanding,
  mutualCertificateOf,
  mutualCertificateRefusal,
} from '../domain/compose.js';
import { documentFileName } from '../domain/document-titles.js';
import { DocumentSources } from '../queries/document-sources.js';
import { EnrollmentReader } from '../queries/enrollment-reader.js';

const Id = z.uuid();
const InvoiceQuery = z.object({ document: z.enum(['invoice', 'credit-note']).default('invoice') });
const PDF = 'application/pdf';

const notIssued = () =>
  new DomainError(ErrorCode.documentNotIssued, 'No such document was issued', 404);

/** An enrollment's invoice, credit note and mutual insurer's certificate, as PDF files. */
@ApiTags('documents')
@Controller('enrollments/:id')
@Access({ confirmed: true })
export class EnrollmentDocumentsController {
  constructor(
    private readonly reader: EnrollmentReader,
    private readonly archive: DocumentArchive,
    private readonly sources: DocumentSources,
    private readonly clock: Clock,
  ) {}

  /**
   * The invoice as issued, with where the bill stands today: the payment's details while it is
   * due, stamped paid (or cancelled) and asking for nothing once not; `?document=credit-note` the
   * credit note of a cancelled bill. 404 `document.not_issued` before there is one.
   */
  @Get('invoice')
  @ApiOkResponse({ description: 'A PDF file' })
  async invoice(
    @Param('id', { schema: Id }) id: string,
    @Query({ schema: InvoiceQuery }) query: z.output<typeof InvoiceQuery>,
    @Authenticated() { user }: Authentication,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const enrollment = await this.reader.enrollment(user, id);
    if (query.document === 'credit-note') {
      const creditNote = await this.archive.issued('credit_note', enrollment.id);
      if (!creditNote) throw notIssued();
      const pdf = await renderCreditNote(creditNote);
      return sendFile(
        reply,
        PDF,
        documentFileName('credit_note', creditNote.language, creditNote.number),
        pdf,
      );
    }
    const invoice = await this.archive.issued('invoice', enrollment.id);
    if (!invoice) throw notIssued();
    const [source] = await this.sources.ofEnrollments([enrollment.id]);
    if (!source) throw notIssued();
    const pdf = await renderInvoice(invoice, invoiceStanding(source.bill));
    return sendFile(reply, PDF, documentFileName('invoice', invoice.language, invoice.number), pdf);
  }

  /**
   * For a paid enrollment, once its stage is over: 409 `document.not_paid`,
   * `document.stage_not_ended`.
   */
  @Get('mutual-certificate')
  @ApiOkResponse({ description: 'A PDF file' })
  async mutualCertificate(
    @Param('id', { schema: Id }) id: string,
    @Authenticated() { user }: Authentication,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const enrollment = await this.reader.enrollment(user, id);
    const [source] = await this.sources.ofEnrollments([enrollment.id]);
    const now = this.clock.now();
    const refusal = source ? mutualCertificateRefusal(source, now) : 'not_paid';
    if (refusal === 'not_paid') {
      throw new DomainError(ErrorCode.documentNotPaid, 'The bill is not paid', 409);
    }
    if (refusal === 'not_ended') {
      throw new DomainError(ErrorCode.documentStageNotEnded, 'The stage is not over', 409);
    }
    const certificate = mutualCertificateOf(source!, now);
    if (!certificate) throw notIssued();
    const pdf = await renderMutualCertificate(certificate);
    const name = `${certificate.child.firstName} ${certificate.child.lastName} ${certificate.activity.name}`;
    return sendFile(
      reply,
      PDF,
      documentFileName('mutual_certificate', certificate.language, name),
      pdf,
    );
  }
}
