import { randomUUID } from 'node:crypto';
import type { SqlDatabase } from '@stages/projections';
import { describe, it } from 'vitest';
import { organizationVerification } from '../../api/src/organizations/projections/organization-verification.projection.js';
import { projectionSpec, recorded } from '../support/projection-spec.js';

const spec = projectionSpec(
  organizationVerification,
  async (db: SqlDatabase) =>
    (await db.query('SELECT * FROM organization_verification ORDER BY verified_at')).rows,
);

const verified = (organizationId: string, actorId: string | null, occurredAt: string) =>
  recorded(
    { type: 'OrganizationVerified', data: { organizationId } },
    { actorId, actorRole: actorId ? 'administrator' : 'system', occurredAt },
  );

describe('the organization verification projection', () => {
  it('records when each organization was verified, and by whom', async () => {
    const [first, second, administrator] = [randomUUID(), randomUUID(), randomUUID()];
    await spec
      .given(
        verified(first, administrator, '2027-01-05T10:00:00.000Z'),
        verified(second, null, '2027-01-06T11:30:00.000Z'),
      )
      .then([
        {
          organization_id: first,
          verified_at: new Date('2027-01-05T10:00:00.000Z'),
          verified_by: administrator,
        },
        {
          organization_id: second,
          verified_at: new Date('2027-01-06T11:30:00.000Z'),
          verified_by: null,
        },
      ]);
  });
});
