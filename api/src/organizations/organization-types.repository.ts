import { Inject, Injectable } from '@nestjs/common';
import type { OrganizationType } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { DATABASE } from '../platform/tokens.js';

const columns = 'code AS id, label_fr, label_en, label_nl, built_in';

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
}
