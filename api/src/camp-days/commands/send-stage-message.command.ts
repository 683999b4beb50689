import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  stageMessagesStream,
  VersionConflictError,
  type EventStore,
  type StageMessage,
  type StageMessageRequest,
} from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { EnrollmentsQuery } from '../../enrollments/index.js';
import { Clock } from '../../infrastructure/clock.js';
import { OrganizationsRepository } from '../../organizations/index.js';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { runCommand } from '../../platform/commands/run-command.js';
import { DomainError } from '../../platform/domain-error.js';
import { ProjectionHost } from '../../platform/projections/projection-host.js';
import { DATABASE, EVENT_STORE } from '../../platform/tokens.js';
import { stageMessagesAggregate } from '../domain/stage-messages.js';
import { StageMessagesQuery } from '../queries/stage-messages.query.js';

/** The organizer writes to the families of one of the organization's stages. */
export class SendStageMessageCommand extends Command<StageMessage> {
  constructor(
    readonly userId: string,
    readonly slug: string,
    readonly message: StageMessageRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(SendStageMessageCommand)
export class SendStageMessageHandler implements ICommandHandler<SendStageMessageCommand> {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly organizations: OrganizationsRepository,
    private readonly enrollments: EnrollmentsQuery,
    private readonly messages: StageMessagesQuery,
    private readonly projections: ProjectionHost,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, slug, message, context }: SendStageMessageCommand) {
    const organization = await this.organizations.ownedBy(userId);
    const stageId = await this.enrollments.stageOfOrganization(organization.id, slug);
    const familyIds = await this.messages.families(stageId, message.audience);
    const messageId = randomUUID();
    // Written first: a message recorded without its words would owe mails that say nothing.
    await this.db.query(
      'INSERT INTO stage_message_texts (message_id, subject, body) VALUES ($1, $2, $3)',
      [messageId, message.subject, message.body],
    );
    const stream = stageMessagesStream(stageId);
    const outcome = await runCommand(
      this.store,
      stream,
      stageMessagesAggregate,
      {
        type: 'SendStageMessage',
        messageId,
        stageId,
        organizationId: organization.id,
        audience: message.audience,
        familyIds,
        by: userId,
        now: this.clock.now(),
      },
      context,
    ).catch(async (error: unknown) => {
      // Refused, or another message took the stream's version each time: nothing was recorded.
      if (error instanceof DomainError || error instanceof VersionConflictError) {
        await this.#forget(messageId);
      }
      throw error;
    });
    const [sent] = outcome.events;
    // A request sent again under its Idempotency-Key answers the message its first attempt sent.
    if (sent!.data.messageId !== messageId) await this.#forget(messageId);
    await this.projections.caughtUpWith(['stage_messages'], stream.id, outcome.version!);
    const [answer] = await this.messages.forStage(stageId, sent!.data.messageId);
    return answer!;
  }

  #forget(messageId: string) {
    return this.db.query('DELETE FROM stage_message_texts WHERE message_id = $1', [messageId]);
  }
}
