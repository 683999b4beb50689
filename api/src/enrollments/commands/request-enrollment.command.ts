import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Enrollment, EnrollmentRequest } from '@stages/contracts';
import { ChildrenQuery } from '../../families/index.js';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { EnrollmentsQuery } from '../queries/enrollments.query.js';
import { requestedId, StageDecisions } from './stage-decisions.js';

/**
 * A parent asks a place for a child of the family (own or shared): another family's child is
 * not found. `now` is earlier only for the demo, which tells a story that began weeks ago.
 */
export class RequestEnrollmentCommand extends Command<Enrollment> {
  constructor(
    readonly userId: string,
    readonly request: EnrollmentRequest,
    readonly context: CommandContext,
    readonly now = new Date(),
  ) {
    super();
  }
}

@CommandHandler(RequestEnrollmentCommand)
export class RequestEnrollmentHandler implements ICommandHandler<RequestEnrollmentCommand> {
  constructor(
    private readonly children: ChildrenQuery,
    private readonly decisions: StageDecisions,
    private readonly enrollments: EnrollmentsQuery,
  ) {}

  async execute({ userId, request, context, now }: RequestEnrollmentCommand) {
    const child = await this.children.find(userId, request.child_id);
    const { events } = await this.decisions.decide(
      request.stage_id,
      {
        type: 'RequestEnrollment',
        enrollmentId: randomUUID(),
        childId: child.id,
        primaryParentId: child.primary_parent_id,
        childBirthDate: child.birth_date,
        confirmedPriceCents: request.confirmed_price_cents,
        choice: { optionIds: request.option_ids, reducedPrice: request.reduced_price },
        by: userId,
        now,
      },
      context,
    );
    // The enrollment's id as recorded: a request sent again with its key finds the first one's.
    return this.enrollments.forFamily(userId, requestedId(events));
  }
}
