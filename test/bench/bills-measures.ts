import { fileURLToPath } from 'node:url';
import { brusselsDay } from '@stages/contracts';
import type pg from 'pg';
import { codaStatement } from '../support/bank-statements.js';
import { inBatches } from '../support/in-batches.js';
import { csrfTokenIn } from './built-server.js';
import { startBare, stopChild, takingTurns, turnsLine } from './bare-server.js';

const STATEMENT_BILLS = 10_000;
const PARENT_BILLS = 50;
/** The lists' throughput against the bare server's. */
const TARGET_RATIO = 0.8;
/** The demo organization's account, which its statements are of. */
const DEMO_IBAN = 'BE68539007547034';

interface Bench {
  readonly url: string;
  /** The API server's process, whose CPU time is counted. */
  readonly serverPid: number | undefined;
  readonly databaseUrl: string;
  readonly db: pg.Client;
  readonly seconds: number;
  /** Signs the demo organizer in; a session's access outlives a measure, not the whole run. */
  readonly signInOrganizer: () => Promise<string>;
  readonly write: (method: string, cookie: string, body: unknown) => RequestInit;
  readonly newParent: () => Promise<string>;
  readonly newStages: (
    organizer: string,
    count: number,
  ) => Promise<{ id: string; cost_cents: number }[]>;
  readonly childOf: (cookie: string, index: number) => Promise<string>;
}

async function ok(response: Response, expected: number) {
  if (response.status !== expected) {
    throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  }
  return response;
}

/** Waits until the bills of every accepted enrollment are issued: the issuer works from the log. */
async function allIssued(db: pg.Client) {
  const started = performance.now();
  for (;;) {
    const { rows } = await db.query<{ waiting: number }>(
      `SELECT count(*)::integer AS waiting FROM enrollments e
        WHERE e.status = 'accepted' AND NOT EXISTS (
          SELECT 1 FROM bills b WHERE b.enrollment_id = e.enrollment_id
                                  AND b.invoice_number IS NOT NULL)`,
    );
    if (rows[0]!.waiting === 0) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until the mails the log owes are sent: the lists and the import are measured on their
 * own, not beside twenty thousand mails being written (they go out in the background).
 */
export async function mailsSent(db: pg.Client) {
  const started = performance.now();
  for (;;) {
    const { rows } = await db.query<{ left: number }>(
      `SELECT count(*)::integer AS left FROM mail_outbox o
        WHERE NOT EXISTS (SELECT 1 FROM mail_deliveries d WHERE d.key = o.key)
          AND o.owed_at > now() - interval '7 days'`,
    );
    if (rows[0]!.left === 0) return Math.round(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The bills: 10,000 marked paid by one bank statement (target under 5 s), and the lists of a
 * parent with 50 bills and of an organizer with 10,000 (target p99 under 50 ms at 16
 * connections), each beside a bare server running the same queries (target at least 0.8x).
 */
export async function measureBills(bench: Bench) {
  const { url, db, write } = bench;
  let organizer = await bench.signInOrganizer();
  console.log(`\nBills: ${STATEMENT_BILLS.toLocaleString('en-US')} accepted by the organizer`);
  const { rows: pending } = await db.query<{ id: string }>(
    `SELECT e.enrollment_id::text AS id FROM enrollments e
       JOIN stage_catalogue s ON s.stage_id = e.stage_id
       JOIN organizations o ON o.id = s.organization_id
       JOIN users u ON u.id = o.owner_user_id
      WHERE e.status = 'pending' AND u.email = 'organizer@example.org'
      ORDER BY e.requested_at LIMIT $1`,
    [STATEMENT_BILLS],
  );
  const acceptStarted = performance.now();
  await inBatches(pending, 16, async ({ id }) =>
    ok(await fetch(`${url}/api/v1/enrollments/${id}/accept/`, write('POST', organizer, {})), 200),
  );
  const acceptMs = performance.now() - acceptStarted;
  const lagMs = await allIssued(db);
  console.log(
    `  ${pending.length.toLocaleString('en-US')} acceptances in ${Math.round(acceptMs)} ms; every bill issued ${Math.round(lagMs)} ms after the last answer`,
  );

  console.log(`  (the mails those owed were sent in the ${await mailsSent(db)} ms that followed)`);
  const { rows: bills } = await db.query<{ communication: string; amount_cents: number }>(
    `SELECT communication, amount_cents FROM bills
      WHERE enrollment_id = ANY($1::uuid[]) AND payment_date IS NULL`,
    [pending.map((each) => each.id)],
  );
  // The Belgian day: a credit booked before its bill's (Brussels) issue day pays nothing.
  const today = brusselsDay();
  const statement = codaStatement({
    iban: DEMO_IBAN,
    date: today,
    sequence: 1,
    movements: bills.map((bill) => ({
      amountCents: bill.amount_cents,
      communication: bill.communication,
      counterpartyName: 'Parent',
      bookingDate: today,
    })),
  });
  const form = new FormData();
  form.append('file', new Blob([statement]), 'statement.cod');
  const importStarted = performance.now();
  const imported = await ok(
    await fetch(`${url}/api/v1/organization/bank-statements/`, {
      method: 'POST',
      headers: { 'x-csrf-token': csrfTokenIn(organizer), cookie: organizer },
      body: form,
    }),
    201,
  );
  const report = (await imported.json()) as { matched: unknown[]; unmatched: unknown[] };
  const importMs = performance.now() - importStarted;
  console.log(
    `  a CODA statement of ${bills.length.toLocaleString('en-US')} credits (${Math.round(statement.length / 1024)} KiB): ${report.matched.length.toLocaleString('en-US')} bills marked paid in ${Math.round(importMs)} ms, ${report.unmatched.length} left  [target under 5,000 ms]`,
  );

  const parent = await bench.newParent();
  const child = await bench.childOf(parent, 50_000);
  organizer = await bench.signInOrganizer();
  const stages = await bench.newStages(organizer, PARENT_BILLS);
  await inBatches(stages, 8, async (stage) => {
    const requested = await ok(
      await fetch(
        `${url}/api/v1/enrollments/`,
        write('POST', parent, {
          stage_id: stage.id,
          child_id: child,
          confirmed_price_cents: stage.cost_cents,
        }),
      ),
      201,
    );
    const { id } = (await requested.json()) as { id: string };
    await ok(
      await fetch(`${url}/api/v1/enrollments/${id}/accept/`, write('POST', organizer, {})),
      200,
    );
  });
  await allIssued(db);
  console.log(`  (the payments' mails were sent in the ${await mailsSent(db)} ms that followed)`);
  organizer = await bench.signInOrganizer();
  // PostgreSQL plans from statistics its autovacuum gathers as tables grow; a server with
  // autovacuum off (this machine's is) would plan the lists over tables it believes near empty.
  await db.query('ANALYZE');
  const range = (size: number) => encodeURIComponent(JSON.stringify([0, size - 1]));
  const lists = [
    {
      name: `a parent with ${PARENT_BILLS} bills, GET /enrollments/ (all ${PARENT_BILLS})`,
      path: `/api/v1/enrollments/?range=${range(PARENT_BILLS)}`,
      cookie: parent,
    },
    {
      name: 'the organizer, GET /organization/bills/ (a page of 25)',
      path: `/api/v1/organization/bills/?range=${range(25)}`,
      cookie: organizer,
    },
  ];
  const { rows: counted } = await db.query<{ n: number }>(
    'SELECT count(*)::integer AS n FROM bills',
  );
  console.log(
    `  the lists, 16 connections (${counted[0]!.n.toLocaleString('en-US')} bills in all), beside a bare server running the same queries:`,
  );
  const bare = await startBare(fileURLToPath(new URL('./bills-baseline.ts', import.meta.url)), [
    `--database=${bench.databaseUrl}`,
  ]);
  try {
    for (const list of lists) {
      const bodies = await Promise.all(
        [url, bare.url].map(async (base) => {
          const response = await fetch(`${base}${list.path}`, {
            headers: { cookie: list.cookie },
          });
          return `${response.headers.get('content-range')} ${await response.text()}`;
        }),
      );
      const turns = await takingTurns(
        { api: { url, pid: bench.serverPid }, bare: { url: bare.url, pid: bare.child.pid } },
        {
          connections: 16,
          seconds: bench.seconds,
          expectStatus: 200,
          next: () => ({ path: list.path, headers: { cookie: list.cookie } }),
        },
      );
      console.log(
        `  ${list.name}, same answer: ${bodies[0] === bodies[1] ? 'yes' : 'NO'}\n    ${turnsLine(turns, TARGET_RATIO)}; target p99 < 50 ms`,
      );
    }
  } finally {
    await stopChild(bare.child);
  }
}
