import type { Projection } from '@stages/projections';
import type { Migration } from '@stages/projections';

/** Which organizations an administrator verified, when, and who did. */
export const organizationVerificationMigrations: readonly Migration[] = [
  {
    id: '0011-organization-verification',
    sql: `
      CREATE TABLE organization_verification (
        organization_id uuid PRIMARY KEY,
        verified_at timestamptz NOT NULL,
        verified_by uuid
      );`,
  },
];

export const organizationVerification: Projection<'OrganizationVerified'> = {
  name: 'organization_verification',
  tables: ['organization_verification'],
  handles: ['OrganizationVerified'],
  async apply(events, { sql, table }) {
    // The write side verifies an organization once, so each id comes at most once.
    const batch = events.map((event) => ({
      id: event.data.organizationId,
      at: event.metadata.occurredAt,
      by: event.metadata.actorId,
    }));
    await sql.query(
      `INSERT INTO ${table('organization_verification')} (organization_id, verified_at, verified_by)
       SELECT (v->>'id')::uuid, (v->>'at')::timestamptz, (v->>'by')::uuid
         FROM jsonb_array_elements($1::jsonb) AS v`,
      [JSON.stringify(batch)],
    );
  },
};
