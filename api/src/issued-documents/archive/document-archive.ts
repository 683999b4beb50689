import { Inject, Injectable } from '@nestjs/common';
import type { SqlDatabase } from '@stages/projections';
import type { Config } from '../../config/config.js';
import type { CreditNoteData, InvoiceData } from '../domain/document-data.js';
import type { AppLogger } from '../../infrastructure/logging.js';
import { LockedLoop } from '../../platform/locked-loop.js';
import { CONFIG, DATABASE, LOGGER } from '../../platform/tokens.js';
import { creditNoteOf, invoiceOf } from '../domain/compose.js';
import { DocumentSources } from '../queries/document-sources.js';

const BATCH = 200;

export type IssuedKind = 'invoice' | 'credit_note';

/**
 * Keeps each invoice and credit note as it was issued, moments after the log issued it: the
 * bills the read model shows numbered and not yet archived are read with their addressee and
 * organization as they stand, and written once (a second process or a retry writes nothing).
 * A download of a document not archived yet archives it first, so none waits on the loop.
 */
@Injectable()
export class DocumentArchive extends LockedLoop {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    @Inject(CONFIG) config: Config,
    @Inject(LOGGER) logger: AppLogger,
    private readonly sources: DocumentSources,
  ) {
    super({
      db,
      lock: 'document-archive',
      what: 'Archiving documents',
      logger,
      idleMs: config.projectionPollMs,
    });
  }

  async round(): Promise<number> {
    const { rows } = await this.db.query<{ enrollment_id: string }>(
      `SELECT b.enrollment_id::text FROM bills b
        WHERE b.invoice_number IS NOT NULL
          AND (NOT EXISTS (SELECT 1 FROM issued_documents d
                            WHERE d.kind = 'invoice' AND d.enrollment_id = b.enrollment_id)
               OR (b.credit_note_number IS NOT NULL AND NOT EXISTS (
                     SELECT 1 FROM issued_documents d
                      WHERE d.kind = 'credit_note' AND d.enrollment_id = b.enrollment_id)))
        ORDER BY b.issued_on, b.invoice_number
        LIMIT ${BATCH}`,
    );
    return this.archive(rows.map((row) => row.enrollment_id));
  }

  /** Archives what the enrollments' bills have issued and is not archived yet; answers how many. */
  async archive(enrollmentIds: readonly string[]): Promise<number> {
    if (enrollmentIds.length === 0) return 0;
    const archived = await this.#archived(enrollmentIds);
    let written = 0;
    for (const source of await this.sources.ofEnrollments(enrollmentIds)) {
      const organizationId = source.organization.id;
      let invoice = archived.get(`invoice/${source.enrollmentId}`) as InvoiceData | undefined;
      if (!invoice) {
        const issued = invoiceOf(source);
        if (!issued) continue;
        written += await this.#write('invoice', source.enrollmentId, organizationId, issued);
        invoice = issued;
      }
      if (!archived.has(`credit_note/${source.enrollmentId}`)) {
        const creditNote = creditNoteOf(source, invoice);
        if (creditNote) {
          written += await this.#write(
            'credit_note',
            source.enrollmentId,
            organizationId,
            creditNote,
          );
        }
      }
    }
    return written;
  }

  /** The document as issued, archiving it first if the loop has not yet; null when there is none. */
  async issued(kind: 'invoice', enrollmentId: string): Promise<InvoiceData | null>;
  async issued(kind: 'credit_note', enrollmentId: string): Promise<CreditNoteData | null>;
  async issued(kind: IssuedKind, enrollmentId: string) {
    const read = async () => (await this.#archived([enrollmentId])).get(`${kind}/${enrollmentId}`);
    const found = await read();
    if (found) return found;
    await this.archive([enrollmentId]);
    return (await read()) ?? null;
  }

  /** The invoices and credit notes of `enrollmentIds` as issued, archiving first what is not yet. */
  async issuedMany(enrollmentIds: readonly string[]) {
    await this.archive(enrollmentIds);
    const archived = await this.#archived(enrollmentIds);
    return {
      invoice: (id: string) => archived.get(`invoice/${id}`) as InvoiceData | undefined,
      creditNote: (id: string) => archived.get(`credit_note/${id}`) as CreditNoteData | undefined,
    };
  }

  async #archived(enrollmentIds: readonly string[]) {
    const { rows } = await this.db.query<{
      kind: IssuedKind;
      enrollment_id: string;
      content: InvoiceData | CreditNoteData;
    }>(
      `SELECT kind, enrollment_id::text, content FROM issued_documents
        WHERE enrollment_id = ANY($1::uuid[])`,
      [enrollmentIds],
    );
    return new Map(rows.map((row) => [`${row.kind}/${row.enrollment_id}`, row.content]));
  }

  async #write(
    kind: IssuedKind,
    enrollmentId: string,
    organizationId: string,
    content: InvoiceData | CreditNoteData,
  ): Promise<number> {
    const { rowCount } = await this.db.query(
      `INSERT INTO issued_documents (kind, enrollment_id, organization_id, number, issued_on, content)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb)
       ON CONFLICT (kind, enrollment_id) DO NOTHING`,
      [
        kind,
        enrollmentId,
        organizationId,
        content.number,
        content.issuedOn,
        JSON.stringify(content),
      ],
    );
    return rowCount;
  }
}
