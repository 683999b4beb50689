import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { billingStreamId, brusselsDay, type Enrollment } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  POSTGRES_SKIP_REASON,
  postgresUrl,
  type PostgresTestDatabase,
} from '../../support/databases.js';
import { httpClient } from '../../support/http-client.js';
import { inBatches } from '../../support/in-batches.js';
import { openMailbox, type Mailbox } from '../../support/mailbox.js';
import { seedParents } from '../../support/seeded-parents.js';
import { expectStatus, serverActors, type ServerAccount } from '../../support/server-actors.js';
import { startServer, type ServerProcess } from '../../support/server-process.js';
import { eventually } from '../../support/wait.js';
import { nextYear, stageForm, tag } from '../actors.js';
import { childForm, yearsAgo } from '../families/forms.js';

const ENROLLMENTS = '/api/v1/enrollments/';
/** Per organization: five stages of twenty, all accepted at once. */
const STAGES = 5;
const PLACES = 20;
const PER_ORGANIZATION = STAGES * PLACES;

describe.skipIf(!postgresUrl)(
  postgresUrl
    ? `Invoice numbers under ${2 * PER_ORGANIZATION} acceptances at once (two servers, PostgreSQL)`
    : `Invoice numbers under concurrent acceptances (${POSTGRES_SKIP_REASON})`,
  () => {
    let database: PostgresTestDatabase;
    let db: SqlDatabase;
    let mailbox: Mailbox;
    let servers: ServerProcess[];
    let dataDir: string;

    beforeAll(async () => {
      database = await createPostgresDatabase();
      mailbox = await openMailbox();
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stages-invoices-'));
      const env = {
        DATABASE_URL: database.url,
        SMTP_URL: mailbox.url,
        PUBLIC_URL: 'http://stages.test',
        DATA_DIR: dataDir,
      };
      // Two processes on one database: either may be the one issuing bills.
      servers = [await startServer(env), await startServer(env)];
      db = database.connect(8);
    }, 300_000);

    afterAll(async () => {
      await Promise.all((servers ?? []).map((server) => server.stop()));
      await mailbox?.close();
      await database?.drop();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });

    /** An organization with its stages full of pending requests, one child per parent. */
    async function organizationWithRequests(label: string) {
      const organizer = await serverActors(servers[0]!.url, mailbox, db).organizer(
        `Club ${label} ${tag()}`,
        `${nextYear}-12-31`,
      );
      // One after the other: an organization's stages are counted on its own stream.
      const stages = await inBatches(Array.from({ length: STAGES }), 1, async () =>
        expectStatus<{ id: string; cost_cents: number }>(
          await organizer.client.post('/api/v1/stage/manage/', stageForm({ max_children: PLACES })),
          201,
        ),
      );
      const parents = await seedParents(db, PER_ORGANIZATION, { label });
      const enrollments = await inBatches(parents, 16, async (parent, index) => {
        const client = httpClient(servers[0]!.url, parent.cookies);
        const born = yearsAgo(8, `02-${String(1 + (index % 28)).padStart(2, '0')}`);
        const child = expectStatus<{ id: string }>(
          await client.post('/api/v1/children/', childForm({ birth_date: born })),
          201,
        );
        const target = stages[index % STAGES]!;
        return expectStatus<Enrollment>(
          await client.post(ENROLLMENTS, {
            stage_id: target.id,
            child_id: child.id,
            confirmed_price_cents: target.cost_cents,
          }),
          201,
        );
      });
      return { organizer, enrollments };
    }

    async function billNumbers(organizationId: string) {
      const { rows } = await db.query<{ invoice_number: string; enrollment_id: string }>(
        `SELECT invoice_number, enrollment_id::text FROM bills
          WHERE organization_id = $1 ORDER BY invoice_number`,
        [organizationId],
      );
      return rows;
    }

    async function organizationOf(organizer: ServerAccount) {
      return expectStatus<{ id: string }>(
        await organizer.client.get('/api/v1/organization/edit/'),
        200,
      ).id;
    }

    it('gives each organization a gapless sequence, one number per acceptance', async () => {
      const [north, south] = [
        await organizationWithRequests('north'),
        await organizationWithRequests('south'),
      ];
      // Every acceptance at once, sent to both servers in turn.
      const decisions = [north, south].flatMap(({ organizer, enrollments }) =>
        enrollments.map((enrollment, index) => ({ organizer, enrollment, index })),
      );
      const answers = await Promise.all(
        decisions.map(({ organizer, enrollment, index }) =>
          httpClient(servers[index % 2]!.url, Object.fromEntries(organizer.client.cookies)).post(
            `${ENROLLMENTS}${enrollment.id}/accept/`,
            {},
          ),
        ),
      );
      expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);

      const year = brusselsDay().slice(0, 4);
      const expected = Array.from(
        { length: PER_ORGANIZATION },
        (_, index) => `${year}-${String(index + 1).padStart(5, '0')}`,
      );
      for (const { organizer, enrollments } of [north, south]) {
        const organizationId = await organizationOf(organizer);
        const bills = await eventually(
          async () => {
            const rows = await billNumbers(organizationId);
            return rows.length === PER_ORGANIZATION && rows.every((row) => row.invoice_number)
              ? rows
              : undefined;
          },
          { timeoutMs: 120_000 },
        );
        expect(bills.map((bill) => bill.invoice_number)).toEqual(expected);
        expect(bills.map((bill) => bill.enrollment_id).sort()).toEqual(
          enrollments.map((enrollment) => enrollment.id).sort(),
        );
        // The billing stream holds exactly one bill per acceptance, numbered in its own order.
        const { rows } = await db.query<{ sequence: number }>(
          `SELECT (data->>'sequence')::integer AS sequence FROM events
            WHERE stream_id = $1 AND type = 'BillIssued' ORDER BY stream_version`,
          [billingStreamId(organizationId, Number(year))],
        );
        expect(rows.map((row) => row.sequence)).toEqual(expected.map((_, index) => index + 1));
      }
    }, 600_000);
  },
);
