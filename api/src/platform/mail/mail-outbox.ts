import type { EventType, RecordedDomainEvent } from '@stages/contracts';
import type { Migration, Projection } from '@stages/projections';

/**
 * One message an event calls for: what it is about (the recipient's user id, or the record the
 * composer finds the recipient from, such as an enrollment) and what the event says it needs.
 */
export interface OwedMail {
  readonly subjectId: string;
  readonly params: Readonly<Record<string, string>>;
}

/**
 * A message the product sends in reaction to a decision, declared by the context that records
 * the decision. `owed` reads the event alone, so that the same log always owes the same mails;
 * who the recipient is today (address, language, name) is looked up only when sending.
 */
export interface MailReaction<Type extends EventType = EventType> {
  /** The kind of message, which names the composer that writes it. */
  readonly kind: string;
  readonly handles: readonly Type[];
  owed(event: RecordedDomainEvent<Type>): readonly OwedMail[];
}

/**
 * `mail_outbox` is a projection: the mails the log owes, each keyed by its event, kind and
 * recipient. `mail_deliveries` is not: it records what was sent, so that rebuilding the outbox
 * from the log resends nothing.
 */
export const mailOutboxMigrations: readonly Migration[] = [
  {
    id: '0030-mail-outbox',
    sql: `
      CREATE TABLE mail_outbox (
        key text NOT NULL,
        kind text NOT NULL,
        subject_id uuid NOT NULL,
        params jsonb NOT NULL,
        owed_at timestamptz NOT NULL
      );
      CREATE INDEX mail_outbox_key ON mail_outbox (key);
      CREATE INDEX mail_outbox_owed_at ON mail_outbox (owed_at);
      CREATE TABLE mail_deliveries (
        key text PRIMARY KEY,
        sent_at timestamptz NOT NULL DEFAULT now()
      );`,
  },
  {
    // Where in the log each mail's event stands: a mail is written only once the read models
    // its composer reads have applied that event (mails owed before, at 0:0, go at once).
    id: '0048-mail-outbox-positions',
    sql: `
      ALTER TABLE mail_outbox
        ADD COLUMN position_transaction bigint NOT NULL DEFAULT 0,
        ADD COLUMN position_sequence bigint NOT NULL DEFAULT 0;`,
  },
];

/** The outbox projection's name, which is also its table's. */
export const MAIL_OUTBOX = 'mail_outbox';

export const mailKey = (eventId: string, kind: string, subjectId: string) =>
  `${eventId}:${kind}:${subjectId}`;

/** The outbox of every context's mail reactions, fed from the log with its own checkpoint. */
export function mailOutboxProjection(reactions: readonly MailReaction[]): Projection {
  return {
    name: MAIL_OUTBOX,
    tables: ['mail_outbox'],
    handles: [...new Set(reactions.flatMap((reaction) => reaction.handles))],
    async apply(events, { sql, table }) {
      const rows = events.flatMap((event) =>
        reactions
          .filter((reaction) => reaction.handles.includes(event.type))
          .flatMap((reaction) =>
            reaction.owed(event).map((mail) => ({
              key: mailKey(event.eventId, reaction.kind, mail.subjectId),
              kind: reaction.kind,
              subject: mail.subjectId,
              params: mail.params,
              at: event.metadata.occurredAt,
              transaction: String(event.position.transaction),
              sequence: String(event.position.sequence),
            })),
          ),
      );
      if (rows.length === 0) return;
      await sql.query(
        `INSERT INTO ${table('mail_outbox')}
                (key, kind, subject_id, params, owed_at, position_transaction, position_sequence)
         SELECT m->>'key', m->>'kind', (m->>'subject')::uuid, m->'params', (m->>'at')::timestamptz,
                (m->>'transaction')::bigint, (m->>'sequence')::bigint
           FROM jsonb_array_elements($1::jsonb) AS m`,
        [JSON.stringify(rows)],
      );
    },
  };
}
