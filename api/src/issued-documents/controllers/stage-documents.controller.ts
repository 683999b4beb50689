import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorCode, StageDocumentCounts } from '@stages/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { renderCreditNote } from '../pdf/credit-note-pdf.js';
import { renderInvoice } from '../pdf/invoice-pdf.js';
import { renderMutualCertificate } from '../pdf/mutual-certificate-pdf.js';
import { EnrollmentsQuery } from '../../enrollments/index.js';
import { Access, Authenticated, type Authentication } from '../../identity/index.js';
import { Clock } from '../../infrastructure/clock.js';
import { OrganizationsRepository } from '../../organizations/index.js';
import { DomainError } from '../../platform/domain-error.js';
import { sendFile } from '../../platform/http/send-file.js';
import { DocumentArchive } from '../archive/document-archive.js';
import { invoiceStanding, mutualCertificateOf } from '../domain/compose.js';
import { documentFileName } from '../domain/document-titles.js';
import { zipOf, type ZipEntry } from '../domain/zip.js';
import { DocumentSources } from '../queries/document-sources.js';

const StageDocumentsQuery = z.object({
  kind: z.enum(['invoices', 'mutual-certificates']).default('invoices'),
});

/** A stage's documents in one ZIP for the organizer: every invoice and credit note, or every certificate. */
@ApiTags('documents')
@Controller('organization/stages/:slug/documents')
@Access({ confirmed: true, role: 'organization' })
export class StageDocumentsController {
  constructor(
    private readonly organizations: OrganizationsRepository,
    private readonly enrollments: EnrollmentsQuery,
    private readonly archive: DocumentArchive,
    private readonly sources: DocumentSources,
    private readonly clock: Clock,
  ) {}

  /**
   * How many documents each ZIP would hold, counted as the ZIPs are made: 404 `stage.not_found`
   * for another organization's stage.
   */
  @Get('counts')
  @ApiOkResponse({ standardSchema: StageDocumentCounts })
  async counts(
    @Param('slug', { schema: z.string().max(200) }) slug: string,
    @Authenticated() { user }: Authentication,
  ): Promise<StageDocumentCounts> {
    const ids = await this.#billed(user.id, slug);
    const now = this.clock.now();
    const sources = await this.sources.ofEnrollments(ids);
    return {
      invoices: ids.length,
      mutual_certificates: sources.filter((source) => mutualCertificateOf(source, now)).length,
    };
  }

  /** 404 `stage.not_found` for another organization's stage, `document.not_found` when it has none. */
  @Get()
  @ApiOkResponse({ description: 'A ZIP file of PDF files' })
  async zip(
    @Param('slug', { schema: z.string().max(200) }) slug: string,
    @Query({ schema: StageDocumentsQuery }) query: z.output<typeof StageDocumentsQuery>,
    @Authenticated() { user }: Authentication,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const ids = await this.#billed(user.id, slug);
    const entries =
      query.kind === 'invoices' ? await this.#invoices(ids) : await this.#certificates(ids);
    if (entries.length === 0) {
      throw new DomainError(ErrorCode.documentNotFound, 'This stage has no such documents', 404);
    }
    const name = `${slug}-${query.kind}.zip`;
    return sendFile(reply, 'application/zip', name, await zipOf(entries));
  }

  /** The enrollments of the organizer's stage whose bill was issued; 404 for another's stage. */
  async #billed(userId: string, slug: string): Promise<string[]> {
    const { id } = await this.organizations.ownedBy(userId);
    return this.sources.billedOfStage(await this.enrollments.stageOfOrganization(id, slug));
  }

  async #invoices(ids: readonly string[]): Promise<ZipEntry[]> {
    const issued = await this.archive.issuedMany(ids);
    const bills = new Map(
      (await this.sources.ofEnrollments(ids)).map((source) => [source.enrollmentId, source.bill]),
    );
    const entries: ZipEntry[] = [];
    for (const id of ids) {
      const invoice = issued.invoice(id);
      const bill = bills.get(id);
      if (!invoice || !bill) continue;
      entries.push({
        name: documentFileName('invoice', invoice.language, invoice.number),
        bytes: await renderInvoice(invoice, invoiceStanding(bill)),
      });
      const creditNote = issued.creditNote(id);
      if (creditNote) {
        entries.push({
          name: documentFileName('credit_note', creditNote.language, creditNote.number),
          bytes: await renderCreditNote(creditNote),
        });
      }
    }
    return entries;
  }

  async #certificates(ids: readonly string[]): Promise<ZipEntry[]> {
    const now = this.clock.now();
    const entries: ZipEntry[] = [];
    for (const source of await this.sources.ofEnrollments(ids)) {
      const certificate = mutualCertificateOf(source, now);
      if (!certificate) continue;
      const { child, language } = certificate;
      entries.push({
        name: documentFileName(
          'mutual_certificate',
          language,
          `${child.firstName} ${child.lastName} ${source.bill.invoiceNumber}`,
        ),
        bytes: await renderMutualCertificate(certificate),
      });
    }
    return entries;
  }
}
