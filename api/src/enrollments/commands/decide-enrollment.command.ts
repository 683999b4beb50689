import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Enrollment } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { OrganizationsRepository } from '../../organizations/index.js';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { DATABASE } from '../../platform/tokens.js';
import type { EnrollmentCommand } from '../domain/stage-enrollments.js';
import { EnrollmentsQuery } from '../queries/enrollments.query.js';
import { StageDecisions } from './stage-decisions.js';

export type EnrollmentDecision =
  { accept: true; reducedPrice?: boolean | undefined } | { accept: false; reason: string | null };

/** The stage's organizer accepts or rejects; another organization's enrollment is not found. */
export class DecideEnrollmentCommand extends Command<Enrollment> {
  constructor(
    readonly userId: string,
    readonly enrollmentId: string,
    readonly decision: EnrollmentDecision,
    readonly context: CommandContext,
    readonly now = new Date(),
  ) {
    super();
  }
}

@CommandHandler(DecideEnrollmentCommand)
export class DecideEnrollmentHandler implements ICommandHandler<DecideEnrollmentCommand> {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly organizations: OrganizationsRepository,
    private readonly decisions: StageDecisions,
    private readonly enrollments: EnrollmentsQuery,
  ) {}

  async execute({ userId, enrollmentId, decision, context, now }: DecideEnrollmentCommand) {
    const organization = await this.organizations.ownedBy(userId);
    const current = await this.enrollments.forOrganization(organization.id, enrollmentId);
    const reason = decision.accept ? null : decision.reason?.trim() || null;
    const command: EnrollmentCommand = {
      type: decision.accept ? 'AcceptEnrollment' : 'RejectEnrollment',
      enrollmentId,
      organizationId: organization.id,
      reasonGiven: reason !== null,
      reducedPrice: decision.accept ? decision.reducedPrice : undefined,
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
    await this.decisions.decide(current.stage_id, command, context);
    return this.enrollments.forOrganization(organization.id, enrollmentId);
  }
}
