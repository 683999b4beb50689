import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Enrollment } from '@stages/contracts';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { EnrollmentsQuery } from '../queries/enrollments.query.js';
import { StageDecisions } from './stage-decisions.js';

/** The primary parent unenrols; a parent the family was shared with is refused. */
export class CancelEnrollmentCommand extends Command<Enrollment> {
  constructor(
    readonly userId: string,
    readonly enrollmentId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(CancelEnrollmentCommand)
export class CancelEnrollmentHandler implements ICommandHandler<CancelEnrollmentCommand> {
  constructor(
    private readonly decisions: StageDecisions,
    private readonly enrollments: EnrollmentsQuery,
  ) {}

  async execute({ userId, enrollmentId, context }: CancelEnrollmentCommand) {
    const enrollment = await this.enrollments.forFamily(userId, enrollmentId);
    await this.decisions.decide(
      enrollment.stage_id,
      { type: 'CancelEnrollment', enrollmentId, by: userId, now: new Date() },
      context,
    );
    return this.enrollments.forFamily(userId, enrollmentId);
  }
}
