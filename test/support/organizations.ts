import { CommandBus } from '@nestjs/cqrs';
import { systemContext } from '../../api/src/platform/commands/command-context.js';
import { VerifyOrganizationCommand } from '../../api/src/organizations/commands/verify-organization.command.js';
import type { TestApi } from './api.js';

/** An administrator's verification, without the administrator: what stage creation needs. */
export async function verifyOrganization(api: TestApi, organizationId: string) {
  await api.app
    .get(CommandBus)
    .execute(new VerifyOrganizationCommand(organizationId, systemContext()));
}
