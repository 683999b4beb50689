import { createHash, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ErrorCode,
  normalizeIban,
  type BankStatementReport,
  type PaymentStatus,
} from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { paymentStatusSql, StageDecisions } from '../../enrollments/index.js';
import {
  OrganizationProfilesRepository,
  OrganizationsRepository,
} from '../../organizations/index.js';
import { Clock } from '../../infrastructure/clock.js';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { DomainError } from '../../platform/domain-error.js';
import { answerWithin } from '../../platform/idempotency/answer-within.js';
import { ProjectionHost } from '../../platform/projections/projection-host.js';
import { DATABASE } from '../../platform/tokens.js';
import {
  readBankStatementFile,
  StatementUnreadable,
  type BankStatementFile,
} from '../statements/bank-statement.js';
import {
  billCommunicationOf,
  matchCredits,
  type BillToMatch,
  type MatchedCredit,
} from '../statements/credit-matching.js';
import { PAYMENT_READ_MODELS } from './payment-read-models.js';

/** Stages whose payments are appended at once. */
const STAGES_AT_ONCE = 4;

interface BillRow {
  enrollment_id: string;
  stage_id: string;
  invoice_number: string;
  issued_on: string;
  amount_cents: number;
  communication: string;
  payment_status: PaymentStatus;
  statement_entry: string | null;
  child_name: string | null;
}

/**
 * Reads an organization's bank statement and marks paid every bill a credit pays exactly, as
 * the importing organizer, each payment naming its movement. The rest is reported. Importing
 * the same statement again finds its movements already recorded and changes nothing.
 */
export class ImportStatementCommand extends Command<BankStatementReport> {
  constructor(
    readonly userId: string,
    readonly file: { content: Buffer; fileName: string },
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ImportStatementCommand)
export class ImportStatementHandler implements ICommandHandler<ImportStatementCommand> {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly organizations: OrganizationsRepository,
    private readonly profiles: OrganizationProfilesRepository,
    private readonly decisions: StageDecisions,
    private readonly clock: Clock,
    private readonly projections: ProjectionHost,
  ) {}

  async execute({ userId, file, context }: ImportStatementCommand): Promise<BankStatementReport> {
    const organization = await this.organizations.ownedBy(userId);
    const statement = readOrRefuse(file.content);
    await this.#refuseOtherAccount(organization.id, statement);
    const sha256 = createHash('sha256').update(file.content).digest('hex');
    const importedBefore = await this.#importedBefore(organization.id, sha256);

    const entries = statement.statements.flatMap((each) => each.entries);
    const statementOf = new Map(
      statement.statements.flatMap((each) =>
        each.entries.map((entry) => [entry.entryReference, each.reference] as const),
      ),
    );
    const credits = entries.filter((entry) => entry.amountCents > 0);
    const bills = await this.#billsNamed(
      organization.id,
      credits.map(billCommunicationOf).filter((digits) => digits !== null),
    );
    const { matched, unmatched } = matchCredits(credits, bills, this.clock.today());
    const recorded = await this.#record(organization.id, userId, matched, statementOf, context);
    // A bill paid by hand between the reading and the recording: reported, not recorded.
    const lost = matched.filter(({ entry }) => !recorded.has(entry.entryReference));

    const report: BankStatementReport = {
      id: randomUUID(),
      format: statement.format,
      file_name: file.fileName,
      reference: statement.statements.map((each) => each.reference).join(', '),
      account_iban: statement.statements[0]?.account ?? null,
      imported_at: this.clock.now().toISOString(),
      imported_before: importedBefore,
      credits: credits.length,
      debits: entries.length - credits.length,
      matched: matched
        .filter(({ entry }) => recorded.has(entry.entryReference))
        .map(({ credit }) => credit),
      unmatched: [
        ...unmatched,
        ...lost.map(({ credit }) => ({ ...credit, reason: 'already_paid' as const })),
      ],
    };
    return this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO bank_statement_imports (id, organization_id, imported_by, imported_at,
           file_name, file_sha256, report)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [report.id, organization.id, userId, report.imported_at, file.fileName, sha256, report],
      );
      return answerWithin(tx, report, context.answerKey);
    });
  }

  async #refuseOtherAccount(organizationId: string, file: BankStatementFile) {
    const profile = await this.profiles.find(organizationId);
    const own = profile?.iban ? normalizeIban(profile.iban) : null;
    // Without the organization's account, nothing says the statement is its own.
    if (!own) {
      throw new DomainError(
        ErrorCode.paymentNoBankAccount,
        "Add the organization's IBAN to its profile first",
        422,
      );
    }
    // Only the organization's own account is read: a statement naming no account, or one whose
    // number fails its check digits, says no more that it is the organization's than another.
    const other = file.statements.find(
      (each) => (each.account ? normalizeIban(each.account) : null) !== own,
    );
    if (other) {
      throw new DomainError(
        ErrorCode.statementOtherAccount,
        other.account
          ? `The statement is of account ${other.account}, not the organization's ${own}`
          : `The statement names no account: only the organization's ${own} is read`,
        422,
      );
    }
  }

  async #importedBefore(organizationId: string, sha256: string) {
    const { rows } = await this.db.query(
      'SELECT 1 FROM bank_statement_imports WHERE organization_id = $1 AND file_sha256 = $2',
      [organizationId, sha256],
    );
    return rows.length > 0;
  }

  /** The organization's bills by the twelve digits of their communication. */
  async #billsNamed(organizationId: string, communications: string[]) {
    const { rows } = await this.db.query<BillRow>(
      `SELECT b.enrollment_id::text, b.stage_id::text, b.invoice_number, b.issued_on::text,
              b.amount_cents,
              b.communication, ${paymentStatusSql('$3')} AS payment_status, b.statement_entry,
              nullif(trim(c.first_name || ' ' || c.last_name), '') AS child_name
         FROM bills b
         JOIN enrollments e ON e.enrollment_id = b.enrollment_id
         LEFT JOIN children c ON c.id = e.child_id
        WHERE b.organization_id = $1 AND b.communication = ANY($2::text[])`,
      [organizationId, [...new Set(communications)], this.clock.today()],
    );
    return new Map<string, BillToMatch>(
      rows.map((row) => [
        row.communication,
        {
          enrollmentId: row.enrollment_id,
          stageId: row.stage_id,
          invoiceNumber: row.invoice_number,
          issuedOn: row.issued_on,
          amountCents: row.amount_cents,
          paymentStatus: row.payment_status,
          statementEntry: row.statement_entry,
          childName: row.child_name,
        },
      ]),
    );
  }

  /** One append per stage; answers the movements whose payment was recorded. */
  async #record(
    organizationId: string,
    userId: string,
    matched: readonly MatchedCredit[],
    statementOf: ReadonlyMap<string, string>,
    context: CommandContext,
  ): Promise<Set<string>> {
    const byStage = new Map<string, MatchedCredit[]>();
    for (const credit of matched) {
      const ofStage = byStage.get(credit.bill.stageId) ?? [];
      ofStage.push(credit);
      byStage.set(credit.bill.stageId, ofStage);
    }
    const recorded = new Set<string>();
    const appended: { streamId: string; version: number }[] = [];
    const stages = [...byStage];
    const pay = async ([stageId, credits]: [string, MatchedCredit[]]) => {
      const { events, streamId, version } = await this.decisions.decide(
        stageId,
        {
          type: 'RecordStatementPayments',
          enrollmentId: '',
          organizationId,
          payments: credits.map(({ bill, entry }) => ({
            enrollmentId: bill.enrollmentId,
            paymentDate: entry.bookingDate,
            amountCents: entry.amountCents,
            statement: {
              reference: statementOf.get(entry.entryReference) ?? '',
              entry: entry.entryReference,
            },
          })),
          by: userId,
          now: this.clock.now(),
        },
        context,
        [],
      );
      if (version !== null && events.length > 0) appended.push({ streamId, version });
      for (const event of events) {
        if (event.type !== 'PaymentRecorded' || !event.data.statement) continue;
        recorded.add(event.data.statement.entry);
      }
    };
    // A few stages at a time: each is its own stream, so their appends do not wait on each other.
    await Promise.all(
      Array.from({ length: Math.min(STAGES_AT_ONCE, stages.length) }, async () => {
        for (let stage = stages.shift(); stage; stage = stages.shift()) await pay(stage);
      }),
    );
    // The read models show the payments before the report is answered.
    for (const { streamId, version } of appended) {
      await this.projections.caughtUpWith(PAYMENT_READ_MODELS, streamId, version);
    }
    return recorded;
  }
}

function readOrRefuse(content: Buffer): BankStatementFile {
  try {
    return readBankStatementFile(content);
  } catch (error) {
    if (!(error instanceof StatementUnreadable)) throw error;
    const where = error.line === null ? '' : ` (line ${error.line})`;
    throw new DomainError(ErrorCode.statementUnreadable, `${error.message}${where}`, 422);
  }
}
