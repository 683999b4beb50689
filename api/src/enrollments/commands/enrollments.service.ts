import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  stageStreamId,
  type Enrollment,
  type EnrollmentEvent,
  type EnrollmentRequest,
  type EventStore,
} from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { ChildrenQuery } from '../../families/index.js';
import { OrganizationsRepository } from '../../organizations/index.js';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { runCommand } from '../../platform/commands/run-command.js';
import { ProjectionHost } from '../../platform/projections/projection-host.js';
import { DATABASE, EVENT_STORE } from '../../platform/tokens.js';
import { stageEnrollmentsAggregate, type EnrollmentCommand } from '../domain/stage-enrollments.js';
import { EnrollmentsQuery } from '../queries/enrollments.query.js';

/**
 * Many parents may ask for the last places of a stage at once: each request is decided on the
 * stage's stream, and one that finds the stream moved decides again on the fresh state.
 */
const ATTEMPTS = 25;

/**
 * Registering a child, the organizer's decisions and unenrolling: each is decided on the
 * stage's stream and answered once the `enrollments` read model shows it.
 */
@Injectable()
export class EnrollmentsService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly children: ChildrenQuery,
    private readonly organizations: OrganizationsRepository,
    private readonly enrollments: EnrollmentsQuery,
    private readonly projections: ProjectionHost,
  ) {}

  /**
   * A child of the caller's family (own or shared): another family's is not found. `now` is
   * earlier only for the demo, which tells a story that began weeks ago.
   */
  async request(
    userId: string,
    body: EnrollmentRequest,
    context: CommandContext,
    now = new Date(),
  ) {
    const child = await this.children.find(userId, body.child_id);
    const { events } = await this.#decide(
      body.stage_id,
      {
        type: 'RequestEnrollment',
        enrollmentId: randomUUID(),
        childId: child.id,
        primaryParentId: child.primary_parent_id,
        childBirthDate: child.birth_date,
        confirmedPriceCents: body.confirmed_price_cents,
        by: userId,
        now,
      },
      context,
    );
    // The enrollment's id as recorded: a request sent again with its key finds the first one's.
    return this.enrollments.forFamily(userId, requestedId(events));
  }

  /** The stage's organizer decides; another organization's enrollment is not found. */
  async decide(
    userId: string,
    enrollmentId: string,
    decision: { accept: true } | { accept: false; reason: string | null },
    context: CommandContext,
    now = new Date(),
  ): Promise<Enrollment> {
    const organization = await this.organizations.ownedBy(userId);
    const current = await this.enrollments.forOrganization(organization.id, enrollmentId);
    const stageId = current.stage_id;
    const reason = decision.accept ? null : decision.reason?.trim() || null;
    const command: EnrollmentCommand = {
      type: decision.accept ? 'AcceptEnrollment' : 'RejectEnrollment',
      enrollmentId,
      organizationId: organization.id,
      reasonGiven: reason !== null,
      by: userId,
      now,
    };
    // Written first: a rejection recorded without its reason would lose what the parent is owed.
    // A decided enrollment keeps the reason it was given; deciding it again is refused below,
    // unless this very request decided it before its answer was lost.
    if (reason !== null && current.status === 'pending') {
      await this.db.query(
        `INSERT INTO enrollment_rejection_reasons (enrollment_id, reason) VALUES ($1, $2)
         ON CONFLICT (enrollment_id) DO UPDATE SET reason = EXCLUDED.reason, written_at = now()`,
        [enrollmentId, reason],
      );
    }
    await this.#decide(stageId, command, context);
    return this.enrollments.forOrganization(organization.id, enrollmentId);
  }

  /** The primary parent unenrols; a parent the family was shared with is refused. */
  async cancel(userId: string, enrollmentId: string, context: CommandContext) {
    const enrollment = await this.enrollments.forFamily(userId, enrollmentId);
    await this.#decide(
      enrollment.stage_id,
      { type: 'CancelEnrollment', enrollmentId, by: userId, now: new Date() },
      context,
    );
    return this.enrollments.forFamily(userId, enrollmentId);
  }

  #decide(stageId: string, command: EnrollmentCommand, context: CommandContext) {
    // The answer and the catalogue's remaining places both show the decision.
    return this.decideOnStage(stageId, command, context, ['enrollments', 'stage_catalogue']);
  }

  /**
   * Decides on the stage's stream, and waits until the read models `shownBy` show it. Payments
   * are decided here too: they join the stage's chain of decisions.
   */
  async decideOnStage(
    stageId: string,
    command: EnrollmentCommand,
    context: CommandContext,
    shownBy: readonly string[],
  ) {
    const streamId = stageStreamId(stageId);
    const { version, events } = await runCommand(
      this.store,
      streamId,
      stageEnrollmentsAggregate,
      command,
      context,
      ATTEMPTS,
    );
    if (version !== null && shownBy.length > 0) {
      await this.projections.caughtUpWith(shownBy, streamId, version);
    }
    return { events, streamId, version };
  }
}

/** The enrollment a request (or a registration on a parent's behalf) recorded. */
export function requestedId(events: readonly { readonly type: string }[]): string {
  const requested = events.find(
    (event): event is Extract<EnrollmentEvent, { type: 'EnrollmentRequested' }> =>
      event.type === 'EnrollmentRequested',
  );
  if (!requested) throw new Error('The registration recorded no request');
  return requested.data.enrollmentId;
}
