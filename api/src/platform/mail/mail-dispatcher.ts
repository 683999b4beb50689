import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { SqlDatabase } from '@stages/projections';
import type { Config } from '../../config/config.js';
import type { AppLogger } from '../../infrastructure/logging.js';
import { LockedLoop } from '../locked-loop.js';
import type { Projection } from '@stages/projections';
import { CONFIG, DATABASE, LOGGER, PROJECTIONS } from '../tokens.js';
import { MAIL_OUTBOX, type OwedMail } from './mail-outbox.js';
import { Mailer, type OutgoingMail } from './mailer.js';

/**
 * Writes one kind of message for its recipient as they are now; null when there is nothing to
 * send any more (the recipient left, or what the message asked of them is already done).
 */
export type MailComposer = (mail: OwedMail) => Promise<OutgoingMail | null>;

interface PendingMail {
  key: string;
  kind: string;
  subject_id: string;
  params: Record<string, string>;
  owed_at: string;
}

/** A message owed longer ago than this is not sent: it would arrive stale, after a rebuild or
 * when a new kind of message is introduced for events long past. */
const FRESHNESS = '7 days';
const BATCH = 20;
/**
 * How far before the newest mail it sent the dispatcher looks again. The outbox grows in log
 * order, but an event's time is taken before its transaction commits, so a mail can arrive
 * owed a little before one already sent; far less than this.
 */
const LOOKBACK = '10 minutes';

/**
 * The mails whose event every read model has applied: a composer writes from the read models as
 * they are when it sends, and one that had not yet seen the event would find nothing to say and
 * drop the mail. A projection stopped on an event it cannot apply holds nothing back: its failure
 * is reported on its own, and every other mail keeps going. `readModels` is the parameter naming
 * the read models.
 */
const appliedEverywhere = (readModels: string) => `NOT EXISTS (
  SELECT 1 FROM projection_checkpoints c
   WHERE c.name = ANY(${readModels}::text[]) AND c.status = 'running'
     AND (c.position_transaction, c.position_sequence)
         < (o.position_transaction, o.position_sequence))`;

/**
 * Sends what the mail outbox owes and is not yet delivered. One process sends at a time (a
 * database lock). A message is recorded as delivered once the SMTP server took it: a crash in
 * between sends it again, never loses it.
 */
@Injectable()
export class MailDispatcher extends LockedLoop {
  readonly #composers = new Map<string, MailComposer>();
  /**
   * Every mail owed before this was sent (`LOOKBACK` aside): a round reads from here, not the
   * week's outbox, which a busy week fills with tens of thousands of mails already sent. Null
   * until the first round, which reads the whole week, as after a restart.
   */
  #sentUpTo: string | null = null;
  /** The read models composers may read: every projection but the outbox itself. */
  readonly #readModels: readonly string[];

  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: AppLogger,
    @Inject(PROJECTIONS) projections: readonly Projection[],
    private readonly mailer: Mailer,
  ) {
    super({
      db,
      lock: 'mail-dispatcher',
      what: 'Mail dispatch',
      logger,
      idleMs: config.projectionPollMs,
    });
    this.#readModels = projections
      .map((projection) => projection.name)
      .filter((name) => name !== MAIL_OUTBOX);
  }

  /** Each context registers the composers of the mail reactions it declares. */
  register(kind: string, composer: MailComposer) {
    this.#composers.set(kind, composer);
  }

  round() {
    return this.sendPending();
  }

  /** The same for every attempt at one owed mail, and telling nothing of what it is about. */
  #messageId(key: string) {
    const digest = createHash('sha256').update(key).digest('hex').slice(0, 40);
    return `<${digest}@${new URL(this.config.publicUrl).hostname}>`;
  }

  /** Sends one batch of what is owed; answers how many were handled. */
  async sendPending(): Promise<number> {
    const { rows } = await this.db.query<PendingMail>(
      `SELECT o.key, o.kind, o.subject_id::text, o.params, o.owed_at::text
         FROM mail_outbox o
        WHERE o.owed_at > greatest(now() - interval '${FRESHNESS}',
                                   $1::timestamptz - interval '${LOOKBACK}')
          AND NOT EXISTS (SELECT 1 FROM mail_deliveries d WHERE d.key = o.key)
          AND ${appliedEverywhere('$2')}
        ORDER BY o.owed_at
        LIMIT ${BATCH}`,
      [this.#sentUpTo ?? '-infinity', this.#readModels],
    );
    let handled = 0;
    let unsent: string | null = null;
    for (const row of rows) {
      const composer = this.#composers.get(row.kind);
      if (!composer) {
        this.logger.error('No composer for a kind of mail', { kind: row.kind });
        unsent ??= row.owed_at;
        continue;
      }
      const mail = await composer({ subjectId: row.subject_id, params: row.params });
      // Recorded once sent: a crash in between sends it again, under the same Message-ID.
      if (mail) await this.mailer.send(mail, this.#messageId(row.key));
      await this.db.query(
        'INSERT INTO mail_deliveries (key) VALUES ($1) ON CONFLICT (key) DO NOTHING',
        [row.key],
      );
      handled += 1;
    }
    if (unsent === null && rows.length < BATCH) {
      // Nothing is left owed that can go yet: the next round starts from the newest mail that
      // could (those still waiting for a read model follow it in the log).
      const { rows: newest } = await this.db.query<{ owed_at: string | null }>(
        `SELECT max(owed_at)::text AS owed_at FROM mail_outbox o WHERE ${appliedEverywhere('$1')}`,
        [this.#readModels],
      );
      this.#sentUpTo = newest[0]?.owed_at ?? this.#sentUpTo;
    } else if (rows.length > 0) {
      // Rows come oldest first: all before the first one left unsent are sent.
      this.#sentUpTo = unsent ?? rows.at(-1)!.owed_at;
    }
    return handled;
  }
}
