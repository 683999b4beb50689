import { CommandBus } from '@nestjs/cqrs';
import { organizationStream, organizationStreamId } from '@stages/contracts';
import { eventMetadata, systemContext } from '../../api/src/platform/commands/command-context.js';
import { loadAggregate, versioned } from '../../api/src/platform/commands/run-command.js';
import { ProjectionHost } from '../../api/src/platform/projections/projection-host.js';
import { subscriptionAggregate } from '../../api/src/subscriptions/domain/subscription.js';
import { VerifyOrganizationCommand } from '../../api/src/organizations/commands/verify-organization.command.js';
import type { TestApi } from './api.js';

/** An administrator's verification, without the administrator: what stage creation needs. */
export async function verifyOrganization(api: TestApi, organizationId: string) {
  await api.app
    .get(CommandBus)
    .execute(new VerifyOrganizationCommand(organizationId, systemContext()));
}

/**
 * Gives the organization a plan that ends on `endDate`, past days included: an administrator's
 * grant as the log records it (the API refuses a grant that ends before today, which the tests of
 * an expired plan need). Returns once the signed-in user's `end_date` shows it.
 */
export async function grantPlanUntil(api: TestApi, organizationId: string, endDate: string) {
  const streamId = organizationStreamId(organizationId);
  const { store } = api.infrastructure;
  const { version } = await loadAggregate(
    store,
    organizationStream(organizationId),
    subscriptionAggregate,
  );
  const { nextExpectedVersion } = await store.append(
    streamId,
    [
      {
        ...versioned({
          type: 'SubscriptionGranted',
          data: { organizationId, plan: 'gold', endDate, note: 'Test' },
        }),
        metadata: eventMetadata(systemContext()),
      },
    ],
    version,
  );
  await api.app
    .get(ProjectionHost)
    .caughtUpWith(['subscription_history'], streamId, nextExpectedVersion);
  const { rows } = await api.infrastructure.db.query<{ end_date: string }>(
    `SELECT end_date::text FROM subscription_history
      WHERE organization_id = $1 ORDER BY stream_version DESC LIMIT 1`,
    [organizationId],
  );
  if (rows[0]?.end_date !== endDate) throw new Error('The plan did not reach the read model');
}
