import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { START, type EventStore } from '@stages/contracts';
import type { AppLogger } from '../infrastructure/logging.js';
import { OrganizationsRepository } from '../organizations/organizations.repository.js';
import { systemContext } from '../platform/commands/command-context.js';
import { DomainError } from '../platform/domain-error.js';
import { EVENT_STORE, LOGGER } from '../platform/tokens.js';
import { CreateStageCommand } from '../stages/commands/create-stage.command.js';
import { demoOrganizations, demoStages } from './demo-data.js';

/** Fills an empty store with the demo catalogue, through the same commands as real users. */
@Injectable()
export class DemoSeed implements OnApplicationBootstrap {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(OrganizationsRepository) private readonly organizations: OrganizationsRepository,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(LOGGER) private readonly logger: AppLogger,
  ) {}

  async onApplicationBootstrap() {
    if ((await this.store.backlog(START, 1)).count > 0) return;
    for (const organization of demoOrganizations) {
      await this.organizations.insertIfAbsent(organization);
    }
    const seeding = randomUUID();
    let created = 0;
    for (const stage of demoStages(new Date())) {
      try {
        await this.commands.execute(new CreateStageCommand(stage, systemContext(seeding)));
        created += 1;
      } catch (error) {
        // Another instance seeding at the same moment created it first.
        if (!(error instanceof DomainError)) throw error;
      }
    }
    this.logger.info('Demo data seeded', {
      organizations: demoOrganizations.length,
      stages: created,
    });
  }
}
