import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, type BankStatementReport } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { DomainError } from '../../platform/domain-error.js';
import type { PageRequest } from '../../platform/http/list-page.js';
import { DATABASE } from '../../platform/tokens.js';

/** The reports of the organization's statement imports; another organization's are not found. */
@Injectable()
export class StatementImportsQuery {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  async list(organizationId: string, page: PageRequest<'imported_at'>) {
    const { rows } = await this.db.query<{ report: BankStatementReport; total: string }>(
      `SELECT report, count(*) OVER () AS total FROM bank_statement_imports
        WHERE organization_id = $1
        ORDER BY imported_at ${page.order === 'ASC' ? 'ASC' : 'DESC'}, id
        LIMIT $2 OFFSET $3`,
      [organizationId, page.limit, page.offset],
    );
    return { items: rows.map((row) => row.report), total: Number(rows[0]?.total ?? 0) };
  }

  async one(organizationId: string, importId: string): Promise<BankStatementReport> {
    const { rows } = await this.db.query<{ report: BankStatementReport }>(
      'SELECT report FROM bank_statement_imports WHERE organization_id = $1 AND id = $2',
      [organizationId, importId],
    );
    if (!rows[0]) throw new DomainError(ErrorCode.recordNotFound, 'No such import', 404);
    return rows[0].report;
  }
}
