import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Enrollment, EnrollmentOnBehalf, Language } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { FamilyOnBehalf } from '../../families/index.js';
import { OrganizationsRepository } from '../../organizations/index.js';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { DATABASE } from '../../platform/tokens.js';
import { EnrollmentsQuery } from '../queries/enrollments.query.js';
import { requestedId, StageDecisions } from './stage-decisions.js';

/**
 * The organizer registers a child for a parent (by telephone, on paper): the family's side is
 * settled first (the parent's account, the child), then the place is decided on the stage's
 * stream like any other, requested and accepted in one append.
 */
export class RegisterOnBehalfCommand extends Command<Enrollment> {
  constructor(
    readonly userId: string,
    readonly stageSlug: string,
    readonly registration: EnrollmentOnBehalf,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RegisterOnBehalfCommand)
export class RegisterOnBehalfHandler implements ICommandHandler<RegisterOnBehalfCommand> {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly families: FamilyOnBehalf,
    private readonly organizations: OrganizationsRepository,
    private readonly decisions: StageDecisions,
    private readonly enrollments: EnrollmentsQuery,
  ) {}

  async execute({ userId, stageSlug, registration, context }: RegisterOnBehalfCommand) {
    const organization = await this.organizations.ownedBy(userId);
    const stageId = await this.enrollments.stageOfOrganization(organization.id, stageSlug);
    const language = registration.parent_language ?? (await this.#language(organization.id));
    const made = await this.families.childFor(registration, language);
    let recorded;
    try {
      recorded = await this.decisions.decide(
        stageId,
        {
          type: 'RegisterOnBehalf',
          enrollmentId: randomUUID(),
          childId: made.childId,
          primaryParentId: made.parentId,
          childBirthDate: made.birthDate,
          organizationId: organization.id,
          choice: { optionIds: registration.option_ids, reducedPrice: registration.reduced_price },
          by: userId,
          now: new Date(),
        },
        context,
      );
    } catch (error) {
      // A refused place (full, too old, ...) leaves no child or account behind it.
      await this.families.undo(made);
      throw error;
    }
    return this.enrollments.forOrganization(organization.id, requestedId(recorded.events));
  }

  async #language(organizationId: string): Promise<Language> {
    const { rows } = await this.db.query<{ language: Language }>(
      'SELECT language FROM organizations WHERE id = $1',
      [organizationId],
    );
    return rows[0]?.language ?? 'fr';
  }
}
