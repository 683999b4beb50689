import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, type Enrollment, type EnrollmentRequest } from '@stages/contracts';
import { ChildrenQuery, ChildrenService } from '../../families/index.js';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { DomainError } from '../../platform/domain-error.js';
import { EnrollmentsQuery } from '../queries/enrollments.query.js';
import { requestedId, StageDecisions } from './stage-decisions.js';

/**
 * A parent asks a place for a child of the family (own or shared): another family's child is
 * not found. A child with no photo consent yet (added before the question, or by an organizer)
 * is registered with the family's answer, which the child keeps. `now` is earlier only for the
 * demo, which tells a story that began weeks ago.
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
    private readonly family: ChildrenService,
    private readonly decisions: StageDecisions,
    private readonly enrollments: EnrollmentsQuery,
  ) {}

  async execute({ userId, request, context, now }: RequestEnrollmentCommand) {
    const child = await this.children.find(userId, request.child_id);
    if (!child.photo_consent_answered) {
      if (!request.photo_consent) throw photoConsentRequired();
      await this.family.answerPhotoConsent(userId, child.id, request.photo_consent);
    }
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

const photoConsentRequired = () =>
  new DomainError(
    ErrorCode.enrollmentPhotoConsentRequired,
    'The family has not said yet whether the child may appear in photos',
    422,
    { photo_consent: ErrorCode.enrollmentPhotoConsentRequired },
  );
