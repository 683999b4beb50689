import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Acknowledgement, Report, ReportListQuery, ReportRequest } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import type { z } from 'zod';
import type { PageRequest } from '../../platform/http/list-page.js';
import { answerWithin, type AnswerKey } from '../../platform/idempotency/answer-within.js';
import { DATABASE } from '../../platform/tokens.js';

type Filter = NonNullable<z.output<typeof ReportListQuery>['filter']>;

interface ReportRow extends Omit<Report, 'created_at' | 'resolved_at'> {
  created_at: Date;
  resolved_at: Date | null;
  total?: string | number;
}

const select = `SELECT r.id, r.target_type, r.target_id, r.target_slug, r.target_name, r.reason,
  r.message, u.email AS reporter_email, r.status, r.created_at, r.resolved_at
  FROM reports r LEFT JOIN users u ON u.id = r.reporter_user_id`;

function toReport({ total: _total, ...row }: ReportRow): Report {
  return {
    ...row,
    created_at: new Date(row.created_at).toISOString(),
    resolved_at: row.resolved_at ? new Date(row.resolved_at).toISOString() : null,
  };
}

@Injectable()
export class ReportsRepository {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  async create(
    report: z.output<typeof ReportRequest>,
    target: { id: string; name: string },
    reporterUserId: string | null,
    answerKey: AnswerKey | null,
  ): Promise<Acknowledgement> {
    const id = randomUUID();
    return this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO reports (id, target_type, target_id, target_slug, target_name, reason, message,
                            reporter_user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          id,
          report.target_type,
          target.id,
          report.target_slug,
          target.name,
          report.reason,
          report.message,
          reporterUserId,
        ],
      );
      return answerWithin(tx, { detail: 'report.received' }, answerKey);
    });
  }

  async list(page: PageRequest<'created_at' | 'status'>, filter: Filter) {
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const conditions: string[] = [];
    if (filter.status) conditions.push(`r.status = ${param(filter.status)}`);
    if (filter.target_type) conditions.push(`r.target_type = ${param(filter.target_type)}`);
    if (filter.q) {
      const like = param(`%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      conditions.push(`(r.target_name ILIKE ${like} OR r.message ILIKE ${like})`);
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const { rows } = await this.db.query<ReportRow>(
      `${select.replace('SELECT', 'SELECT count(*) OVER () AS total,')} ${where}
        ORDER BY r.${page.sort} ${page.order === 'ASC' ? 'ASC' : 'DESC'}, r.id
        LIMIT ${param(page.limit)} OFFSET ${param(page.offset)}`,
      params,
    );
    const total = rows[0]
      ? Number(rows[0].total)
      : (
          await this.db.query<{ n: number }>(
            `SELECT count(*)::integer AS n FROM reports r ${where}`,
            params.slice(0, -2),
          )
        ).rows[0]!.n;
    return { items: rows.map(toReport), total };
  }

  async find(id: string): Promise<Report | null> {
    const { rows } = await this.db.query<ReportRow>(`${select} WHERE r.id = $1`, [id]);
    return rows[0] ? toReport(rows[0]) : null;
  }

  async setStatus(id: string, status: Report['status'], by: string): Promise<Report | null> {
    await this.db.query(
      `UPDATE reports SET status = $2,
         resolved_at = CASE WHEN $2 = 'resolved' THEN now() END,
         resolved_by = CASE WHEN $2 = 'resolved' THEN $3::uuid END
       WHERE id = $1`,
      [id, status, by],
    );
    return this.find(id);
  }
}
