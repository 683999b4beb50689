import { Inject, Injectable } from '@nestjs/common';
import type { SqlDatabase } from '@stages/projections';
import type { Config } from '../../config/config.js';
import { Clock } from '../../infrastructure/clock.js';
import type { AppLogger } from '../../infrastructure/logging.js';
import { systemContext } from '../../platform/commands/command-context.js';
import { LockedLoop } from '../../platform/locked-loop.js';
import { CONFIG, DATABASE, LOGGER } from '../../platform/tokens.js';
import { StageDecisions } from '../commands/stage-decisions.js';
import { WAITING_LIST_READ_MODELS } from '../commands/waiting-list-read-models.js';

/** Stages a round takes at most, so that one busy day does not hold the others back. */
const STAGES_A_ROUND = 100;

/**
 * The waiting lists' clock, fed from the log: the `waiting_list_entries` read model (its own
 * checkpoint) says which offers reached their deadline or their reminder, and the catalogue
 * which stages have places an entry fits in (the organizer raised the places, or showed the
 * stage again). Each such stage's stream then decides what is due (`SweepWaitingList`), so that
 * a round run twice, by two processes, or after a restart, expires and offers each thing once.
 */
@Injectable()
export class WaitingListSweep extends LockedLoop {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    @Inject(CONFIG) config: Config,
    @Inject(LOGGER) logger: AppLogger,
    private readonly clock: Clock,
    private readonly decisions: StageDecisions,
  ) {
    super({
      db,
      lock: 'waiting-list-sweep',
      what: 'The waiting lists’ sweep',
      logger,
      // 15 seconds unless configured: an offer expires within a minute of its deadline.
      idleMs: config.waitingListSweepMs,
    });
  }

  /** Answers how many events the round recorded. */
  async round(): Promise<number> {
    const now = this.clock.now();
    const { rows } = await this.db.query<{ stage_id: string }>(
      `SELECT stage_id::text FROM waiting_list_entries
        WHERE status = 'offered'
          AND (offer_expires_at <= $1 OR (NOT reminded AND remind_at <= $1))
       UNION
       SELECT c.stage_id::text FROM stage_catalogue c
        WHERE c.waiting > 0 AND c.visible AND NOT c.moderated AND c.registration_deadline > $1
          AND EXISTS (SELECT 1 FROM waiting_list_entries w
                       WHERE w.stage_id = c.stage_id AND w.status = 'waiting'
                         AND cardinality(w.child_ids) <= c.max_children - c.registered - c.held)
       LIMIT ${STAGES_A_ROUND}`,
      [now],
    );
    let recorded = 0;
    for (const { stage_id: stageId } of rows) {
      const { events } = await this.decisions.decide(
        stageId,
        { type: 'SweepWaitingList', by: null, now },
        systemContext(),
        WAITING_LIST_READ_MODELS,
      );
      recorded += events.length;
    }
    return recorded;
  }
}
