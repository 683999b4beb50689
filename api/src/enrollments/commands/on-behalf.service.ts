import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  stageStreamId,
  type Enrollment,
  type EnrollmentOnBehalf,
  type EventStore,
  type Language,
} from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { FamilyOnBehalf } from '../../families/index.js';
import { OrganizationsRepository } from '../../organizations/index.js';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { runCommand } from '../../platform/commands/run-command.js';
import { ProjectionHost } from '../../platform/projections/projection-host.js';
import { DATABASE, EVENT_STORE } from '../../platform/tokens.js';
import { stageEnrollmentsAggregate } from '../domain/stage-enrollments.js';
import { EnrollmentsQuery } from '../queries/enrollments.query.js';
import { requestedId } from './enrollments.service.js';

/** As for a parent's request: many may want the last places at once. */
const ATTEMPTS = 25;

/**
 * The organizer registers a child for a parent (by telephone, on paper): the family's side is
 * settled first (the parent's account, the child), then the place is decided on the stage's
 * stream like any other, requested and accepted in one append.
 */
@Injectable()
export class OnBehalfService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly families: FamilyOnBehalf,
    private readonly organizations: OrganizationsRepository,
    private readonly enrollments: EnrollmentsQuery,
    private readonly projections: ProjectionHost,
  ) {}

  async register(
    userId: string,
    slug: string,
    body: EnrollmentOnBehalf,
    context: CommandContext,
  ): Promise<Enrollment> {
    const organization = await this.organizations.ownedBy(userId);
    const stageId = await this.enrollments.stageOfOrganization(organization.id, slug);
    const language = body.parent_language ?? (await this.#language(organization.id));
    const made = await this.families.childFor(body, language);
    const streamId = stageStreamId(stageId);
    let outcome: { version: number | null; events: readonly { readonly type: string }[] };
    try {
      outcome = await runCommand(
        this.store,
        streamId,
        stageEnrollmentsAggregate,
        {
          type: 'RegisterOnBehalf',
          enrollmentId: randomUUID(),
          childId: made.childId,
          primaryParentId: made.parentId,
          childBirthDate: made.birthDate,
          organizationId: organization.id,
          by: userId,
          now: new Date(),
        },
        context,
        ATTEMPTS,
      );
    } catch (error) {
      // A refused place (full, too old, ...) leaves no child or account behind it.
      await this.families.undo(made);
      throw error;
    }
    if (outcome.version !== null) {
      await this.projections.caughtUpWith(
        ['enrollments', 'stage_catalogue'],
        streamId,
        outcome.version,
      );
    }
    return this.enrollments.forOrganization(organization.id, requestedId(outcome.events));
  }

  async #language(organizationId: string): Promise<Language> {
    const { rows } = await this.db.query<{ language: Language }>(
      'SELECT language FROM organizations WHERE id = $1',
      [organizationId],
    );
    return rows[0]?.language ?? 'fr';
  }
}
