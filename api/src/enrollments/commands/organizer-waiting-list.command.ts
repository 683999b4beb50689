import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OrganizerWaitingListEntry } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { OrganizationsRepository } from '../../organizations/index.js';
import { Clock } from '../../infrastructure/clock.js';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { DATABASE } from '../../platform/tokens.js';
import { EnrollmentsQuery } from '../queries/enrollments.query.js';
import { WaitingListQuery } from '../queries/waiting-list.query.js';
import { StageDecisions } from './stage-decisions.js';
import { WAITING_LIST_READ_MODELS } from './waiting-list-read-models.js';

/**
 * The stage's organizer offers places to a waiting entry out of the list's order, or takes an
 * entry off the list, saying why. Another organization's stage or entry is not found.
 */
export class OrganizerWaitingListCommand extends Command<OrganizerWaitingListEntry> {
  constructor(
    readonly userId: string,
    readonly stageSlug: string,
    readonly entryId: string,
    readonly action: 'offer' | 'remove',
    readonly reason: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(OrganizerWaitingListCommand)
export class OrganizerWaitingListHandler implements ICommandHandler<OrganizerWaitingListCommand> {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly clock: Clock,
    private readonly organizations: OrganizationsRepository,
    private readonly enrollments: EnrollmentsQuery,
    private readonly decisions: StageDecisions,
    private readonly waitingList: WaitingListQuery,
  ) {}

  async execute(command: OrganizerWaitingListCommand) {
    const { userId, stageSlug, entryId, action, reason, context } = command;
    const now = this.clock.now();
    const organization = await this.organizations.ownedBy(userId);
    const stageId = await this.enrollments.stageOfOrganization(organization.id, stageSlug);
    const entry = await this.waitingList.forStage(stageId, entryId);
    // Written first: a removal recorded without its reason would lose what the family is owed.
    // An entry no longer open keeps the reason it was given; the decision below is refused.
    const kind = action === 'offer' ? 'offer' : 'removal';
    if (entry.status === 'waiting' || (kind === 'removal' && entry.status === 'offered')) {
      await this.db.query(
        `INSERT INTO waiting_list_reasons (entry_id, kind, reason) VALUES ($1, $2, $3)
         ON CONFLICT (entry_id, kind) DO UPDATE SET reason = EXCLUDED.reason, written_at = now()`,
        [entryId, kind, reason],
      );
    }
    await this.decisions.decide(
      stageId,
      {
        type: action === 'offer' ? 'OfferOutOfOrder' : 'RemoveFromWaitingList',
        entryId,
        organizationId: organization.id,
        by: userId,
        now,
      },
      context,
      WAITING_LIST_READ_MODELS,
    );
    return this.waitingList.forStage(stageId, entryId);
  }
}
