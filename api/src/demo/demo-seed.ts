import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { START, type EventStore } from '@stages/contracts';
import type { AppLogger } from '../infrastructure/logging.js';
import {
  OrganizationProfilesRepository,
  OrganizationsRepository,
  VerifyOrganizationCommand,
} from '../organizations/index.js';
import { systemContext } from '../platform/commands/command-context.js';
import { DomainError } from '../platform/domain-error.js';
import { EVENT_STORE, LOGGER } from '../platform/tokens.js';
import { CreateStageCommand } from '../stages/index.js';
import { ReportsRepository } from '../admin/index.js';
import { UsersRepository } from '../identity/index.js';
import {
  DEMO_COPARENT_EMAIL,
  DEMO_ORGANIZER_EMAIL,
  DEMO_PARENT_EMAIL,
  DemoAccounts,
} from './demo-accounts.js';
import { DemoEnrollments } from './demo-enrollments.js';
import { DemoFamily } from './demo-family.js';
import { DemoCampDays } from './demo-camp-days.js';
import { DemoNeighbours } from './demo-neighbours.js';
import { DemoPayments } from './demo-payments.js';
import { DemoPictures } from './demo-pictures.js';
import {
  demoOrganizations,
  demoProfiles,
  demoReport,
  demoStages,
  VERIFIED_DEMO_ORGANIZATIONS,
} from './demo-data.js';

/** Fills an empty store with the demo catalogue, through the same commands as real users. */
@Injectable()
export class DemoSeed implements OnApplicationBootstrap {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly organizations: OrganizationsRepository,
    private readonly profiles: OrganizationProfilesRepository,
    private readonly accounts: DemoAccounts,
    private readonly family: DemoFamily,
    private readonly enrollments: DemoEnrollments,
    private readonly neighbours: DemoNeighbours,
    private readonly payments: DemoPayments,
    private readonly campDays: DemoCampDays,
    private readonly pictures: DemoPictures,
    private readonly users: UsersRepository,
    private readonly commands: CommandBus,
    private readonly reports: ReportsRepository,
    @Inject(LOGGER) private readonly logger: AppLogger,
  ) {}

  async onApplicationBootstrap() {
    if ((await this.store.backlog(START, 1)).count > 0) return;
    // libvips draws the pictures on its own threads while the seed writes the rest.
    const [pictures, seeded] = await Promise.all([this.pictures.render(), this.#seed()]);
    await this.pictures.store(pictures, seeded.organizations);
    this.logger.info('Demo data seeded', {
      organizations: demoOrganizations.length,
      stages: seeded.stages,
    });
  }

  /**
   * All but the pictures' files. Returns the organizations this instance created, whose files
   * it stores (another instance seeding at the same moment stores the others'), and how many
   * stages it created.
   */
  async #seed(): Promise<{ organizations: string[]; stages: number }> {
    const today = new Date();
    const context = systemContext(randomUUID());
    const organizations: string[] = [];
    for (const [index, organization] of demoOrganizations.entries()) {
      if (!(await this.organizations.insertIfAbsent(organization))) continue;
      organizations.push(organization.id);
      const profile = demoProfiles[index]!;
      const certified = 'certified' in profile ? profile.certified : null;
      await this.profiles.update(organization.id, {
        name: organization.name,
        type: profile.type,
        enterprise_number: profile.enterprise,
        vat_number: null,
        iban: 'BE68539007547034',
        bic: 'GKCCBEBB',
        phone: certified?.phone ?? null,
        email: certified?.email ?? null,
        address: {
          street: certified?.street ?? '',
          number: certified?.number ?? '',
          postal_code: profile.postalCode,
          city: profile.city,
          country: 'BE',
        },
        description: '',
        language: 'fr',
        tax_certificates: certified?.tax_certificates ?? false,
        signature_authorization: certified?.signature_authorization ?? false,
        certification: certified?.certification ?? null,
        certifier_name: certified?.certifier_name ?? null,
        certifier_enterprise_number: certified?.certifier_enterprise_number ?? null,
        certifier_address: certified?.certifier_address ?? null,
        certification_from: certified?.certification_from ?? null,
        certification_until: null,
        responsible_first_name: certified?.responsible_first_name ?? null,
        responsible_last_name: certified?.responsible_last_name ?? null,
        responsible_capacity: certified?.responsible_capacity ?? null,
        enrollment_request_mails: true,
        payment_reminders: true,
      });
      if (index < VERIFIED_DEMO_ORGANIZATIONS) {
        await this.commands.execute(new VerifyOrganizationCommand(organization.id, context));
      }
    }
    await this.accounts.create(today, context);
    const family = await this.family.create(DEMO_PARENT_EMAIL, DEMO_COPARENT_EMAIL, today, context);
    let created = 0;
    const stages = demoStages(today);
    for (const stage of stages) {
      try {
        // The demo is not held to a plan: its organizations show a full catalogue.
        await this.commands.execute(new CreateStageCommand(stage, null, context));
        created += 1;
      } catch (error) {
        // Another instance seeding at the same moment created it first.
        if (!(error instanceof DomainError)) throw error;
      }
    }
    const organizer = await this.users.findByEmail(DEMO_ORGANIZER_EMAIL);
    const familyAccepted =
      created > 0 && family
        ? await this.enrollments.create(family, DEMO_ORGANIZER_EMAIL, stages, context)
        : [];
    // After the family's: its request at the circus stage is refused before the stage fills;
    // once full, the family is the first on its waiting list.
    if (created > 0 && organizer) {
      const neighbours = await this.neighbours.create(
        today,
        organizer.id,
        stages,
        context,
        (full) => this.enrollments.joinWaitingList(family, full, context),
      );
      await this.payments.record(organizer.id, familyAccepted, neighbours.accepted, context);
      await this.campDays.create(organizer.id, neighbours.placed, stages, context);
    }
    const reported = stages.find((stage) => stage.slug === demoReport.target_slug);
    if (created > 0 && reported) {
      await this.reports.create(
        demoReport,
        { id: reported.stageId, name: reported.name },
        null,
        null,
      );
    }
    return { organizations, stages: created };
  }
}
