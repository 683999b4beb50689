import { Inject, Injectable } from '@nestjs/common';
import type { SqlDatabase } from '@stages/projections';
import { DATABASE } from '../platform/tokens.js';

export interface NewOrganization {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
}

@Injectable()
export class OrganizationsRepository {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  /** Returns false when an organization with this id already exists. */
  async insertIfAbsent(organization: NewOrganization): Promise<boolean> {
    const { rowCount } = await this.db.query(
      'INSERT INTO organizations (id, slug, name) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING',
      [organization.id, organization.slug, organization.name],
    );
    return rowCount === 1;
  }
}
