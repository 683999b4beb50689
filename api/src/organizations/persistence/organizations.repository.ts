import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, slugify } from '@stages/contracts';
import type { Sql, SqlDatabase } from '@stages/projections';
import { DomainError } from '../../platform/domain-error.js';
import { DATABASE } from '../../platform/tokens.js';

/** An organization as other records name it. */
export interface OrganizationRef {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
}

export type NewOrganization = OrganizationRef;

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

  /**
   * Creates the organization of a new account, under the first free slug of its name
   * ("scouts-de-namur", then "scouts-de-namur-2"...). Returns its id.
   */
  async createForOwner(
    tx: Sql,
    organization: { ownerUserId: string; name: string; phone?: string | undefined },
  ): Promise<string> {
    const id = randomUUID();
    const base = slugify(organization.name);
    for (let attempt = 1; ; attempt += 1) {
      const slug = attempt === 1 ? base : `${base}-${attempt}`;
      const { rowCount } = await tx.query(
        `INSERT INTO organizations (id, slug, name, owner_user_id, phone)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (slug) DO NOTHING`,
        [id, slug, organization.name, organization.ownerUserId, organization.phone ?? null],
      );
      if (rowCount === 1) return id;
    }
  }

  /** The organization a user's account manages, if any. */
  async findByOwner(userId: string): Promise<OrganizationRef | null> {
    const { rows } = await this.db.query<OrganizationRef>(
      'SELECT id, slug, name FROM organizations WHERE owner_user_id = $1',
      [userId],
    );
    return rows[0] ?? null;
  }

  /** The organization the account manages; refused as the wrong role when it has none. */
  async ownedBy(userId: string): Promise<OrganizationRef> {
    const organization = await this.findByOwner(userId);
    if (!organization) {
      throw new DomainError(ErrorCode.wrongRole, 'This needs an organization account.', 403);
    }
    return organization;
  }

  async findRef(organizationId: string): Promise<OrganizationRef | null> {
    const { rows } = await this.db.query<OrganizationRef>(
      'SELECT id, slug, name FROM organizations WHERE id = $1',
      [organizationId],
    );
    return rows[0] ?? null;
  }
}
