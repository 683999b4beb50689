import { Inject, Injectable } from '@nestjs/common';
import type { OrganizationType } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { answerWithin, type AnswerKey } from '../../platform/idempotency/answer-within.js';
import { DATABASE } from '../../platform/tokens.js';

const columns = 'code AS id, label_fr, label_en, label_nl, built_in';

type Labels = Pick<OrganizationType, 'label_fr' | 'label_en' | 'label_nl'>;

/** The kinds of organization a profile may name; administrators add their own. */
@Injectable()
export class OrganizationTypesRepository {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  async all(): Promise<OrganizationType[]> {
    const { rows } = await this.db.query<OrganizationType>(
      `SELECT ${columns} FROM organization_types ORDER BY built_in DESC, label_fr`,
    );
    return rows;
  }

  async find(code: string): Promise<OrganizationType | null> {
    const { rows } = await this.db.query<OrganizationType>(
      `SELECT ${columns} FROM organization_types WHERE code = $1`,
      [code],
    );
    return rows[0] ?? null;
  }

  /** Null when the code is taken. */
  /** The new type, answered with it; null when the code is taken. */
  async create(
    code: string,
    labels: Labels,
    answerKey: AnswerKey | null,
  ): Promise<OrganizationType | null> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<OrganizationType>(
        `INSERT INTO organization_types (code, label_fr, label_en, label_nl)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (code) DO NOTHING RETURNING ${columns}`,
        [code, labels.label_fr, labels.label_en, labels.label_nl],
      );
      return rows[0] ? answerWithin(tx, rows[0], answerKey) : null;
    });
  }

  async update(code: string, labels: Labels): Promise<OrganizationType | null> {
    const { rows } = await this.db.query<OrganizationType>(
      `UPDATE organization_types SET label_fr = $2, label_en = $3, label_nl = $4 WHERE code = $1
       RETURNING ${columns}`,
      [code, labels.label_fr, labels.label_en, labels.label_nl],
    );
    return rows[0] ?? null;
  }

  /** Removes a type no organization uses and that is not built in; false otherwise. */
  async deleteUnused(code: string): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `DELETE FROM organization_types t WHERE code = $1 AND NOT built_in
          AND NOT EXISTS (SELECT 1 FROM organizations o WHERE o.type_code = t.code)`,
      [code],
    );
    return rowCount === 1;
  }
}
