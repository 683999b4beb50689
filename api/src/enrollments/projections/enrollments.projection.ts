import { reductionName } from '@stages/contracts';
import type { Migration, Projection } from '@stages/projections';

/** Each enrollment and where it stands: what the parents' and organizers' lists read. */
export const enrollmentsMigrations: readonly Migration[] = [
  {
    id: '0032-enrollments',
    sql: `
      CREATE TABLE enrollments (
        enrollment_id uuid NOT NULL,
        stage_id uuid NOT NULL,
        child_id uuid NOT NULL,
        primary_parent_id uuid NOT NULL,
        price_cents integer NOT NULL,
        status text NOT NULL,
        requested_at timestamptz NOT NULL,
        decided_at timestamptz
      );
      CREATE INDEX enrollments_id ON enrollments (enrollment_id);
      CREATE INDEX enrollments_stage ON enrollments (stage_id, requested_at);
      CREATE INDEX enrollments_child ON enrollments (child_id);`,
  },
  {
    id: 'enrollments/0003-enrollment-price-lines',
    sql: `
      -- The lines of the price as recorded; null for registrations recorded before prices had
      -- lines, which charged the stage's price alone (see priceLinesSql).
      ALTER TABLE enrollments
        ADD COLUMN price_lines jsonb,
        ADD COLUMN reduced_price text NOT NULL DEFAULT 'none';`,
  },
];

/** An enrollment's price lines (of row alias `e`), those recorded before lines included. */
export const priceLinesSql = (e: string) =>
  `coalesce(${e}.price_lines, jsonb_build_array(jsonb_build_object(
     'kind', 'stage', 'amountCents', ${e}.price_cents, 'countsAsCare', true)))`;

type EnrollmentEventType =
  'EnrollmentRequested' | 'EnrollmentAccepted' | 'EnrollmentRejected' | 'EnrollmentCancelled';

const statusAfter = {
  EnrollmentRejected: 'rejected',
  EnrollmentCancelled: 'cancelled',
} as const;

export const enrollments: Projection<EnrollmentEventType> = {
  name: 'enrollments',
  tables: ['enrollments'],
  handles: [
    'EnrollmentRequested',
    'EnrollmentAccepted',
    'EnrollmentRejected',
    'EnrollmentCancelled',
  ],
  async apply(events, { sql, table }) {
    // In order, one statement each: a decision follows its request, often in the same batch.
    for (const event of events) {
      if (event.type === 'EnrollmentRequested') {
        const { enrollmentId, stageId, childId, primaryParentId, priceCents, decidedAt } =
          event.data;
        await sql.query(
          `INSERT INTO ${table('enrollments')} (enrollment_id, stage_id, child_id,
             primary_parent_id, price_cents, status, requested_at, price_lines, reduced_price)
           VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7, $8)`,
          [
            enrollmentId,
            stageId,
            childId,
            primaryParentId,
            priceCents,
            decidedAt,
            event.data.lines ? JSON.stringify(event.data.lines) : null,
            event.data.reducedPrice ?? 'none',
          ],
        );
      } else if (event.type === 'EnrollmentAccepted') {
        // Accepting may decide the social price, and with it what the bill charges.
        const { enrollmentId, decidedAt, price, reducedPrice } = event.data;
        await sql.query(
          `UPDATE ${table('enrollments')} SET status = 'accepted', decided_at = $2,
             price_cents = coalesce($3, price_cents),
             price_lines = coalesce($4::jsonb, price_lines),
             reduced_price = coalesce($5, reduced_price)
            WHERE enrollment_id = $1`,
          [
            enrollmentId,
            decidedAt,
            price?.priceCents ?? null,
            price ? JSON.stringify(price.lines) : null,
            reducedPrice ?? null,
          ],
        );
      } else {
        await sql.query(
          `UPDATE ${table('enrollments')} SET status = $2, decided_at = $3
            WHERE enrollment_id = $1`,
          [event.data.enrollmentId, statusAfter[event.type], event.data.decidedAt],
        );
      }
    }
  },
};

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * An enrollment's price lines (row alias `e`) as the API answers them, worded from its stage's
 * catalogue row (alias `s`): the stage's name, each option's label, the reductions in French,
 * which the web words again by their kind.
 */
export const priceLineViewsSql = (e: string, s: string) =>
  `(SELECT jsonb_agg(jsonb_build_object(
      'kind', l->>'kind',
      'label', CASE l->>'kind'
        WHEN 'stage' THEN coalesce(${s}.name, '')
        WHEN 'option' THEN coalesce((SELECT o->>'label'
          FROM jsonb_array_elements(${s}.charges->'options') AS o
          WHERE o->>'id' = l->>'optionId'), 'Option')
        WHEN 'social_price' THEN ${literal(reductionName('social_price', 'fr'))}
        ELSE ${literal(reductionName('sibling_discount', 'fr'))} END,
      'amount_cents', (l->>'amountCents')::integer,
      'counts_as_care', (l->>'countsAsCare')::boolean,
      'option_id', l->>'optionId') ORDER BY n)
    FROM jsonb_array_elements(${priceLinesSql(e)}) WITH ORDINALITY AS line(l, n))`;
