/**
 * The bare server `bench:enrollments` measures the bills lists against, run as a process of its
 * own (`startBare`): node:http and a pg.Pool, the API's own session check, organization lookup
 * and list queries, the same Content-Range and the same JSON, without Nest, validation, guards,
 * the cookies' machinery or the security headers.
 *   tsx test/bench/bills-baseline.ts --database=postgres://...
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import { loadConfig } from '@stages/api/infrastructure';
import { contentRange } from '@stages/contracts';
import pg from 'pg';
// Built code: tsx cannot compile the API's parameter decorators (tsc -b runs first anyway).
import { EnrollmentsQuery } from '../../api/dist/enrollments/queries/enrollments.query.js';
import { Clock } from '../../api/dist/infrastructure/clock.js';
import { OrganizationsRepository } from '../../api/dist/organizations/persistence/organizations.repository.js';
import { BillsQuery, newestBillFirst } from '../../api/dist/payments/queries/bills.query.js';
import { bareDatabase, bareSessions, serveBare } from './bare-server.js';

const { values } = parseArgs({ options: { database: { type: 'string' } } });
const pool = new pg.Pool({
  connectionString: values.database,
  max: loadConfig({}).databasePoolSize,
});
const db = bareDatabase(pool);
const organizations = new OrganizationsRepository(db);
const clock = new Clock();
const enrollments = new EnrollmentsQuery(db, clock, loadConfig({}));
const bills = new BillsQuery(db, enrollments, clock);
const signedIn = await bareSessions(db);

/** The two lists the bench reads, as `sendPage` pages them: the range asked, the API's sort. */
async function list(path: string, range: [number, number], userId: string) {
  const [first, last] = range;
  const limit = last - first + 1;
  if (path === '/api/v1/enrollments/') {
    const page = { offset: first, limit, sort: 'requested_at', order: 'ASC' } as const;
    return { resource: 'enrollments', first, ...(await enrollments.familyList(userId, page, {})) };
  }
  if (path === '/api/v1/organization/bills/') {
    const [sort, order] = newestBillFirst({}).sort;
    const { id } = await organizations.ownedBy(userId);
    const page = { offset: first, limit, sort, order };
    return { resource: 'bills', first, ...(await bills.list({ organizationId: id }, page, {})) };
  }
  return null;
}

const answer = (response: http.ServerResponse, status: number, body: string, headers = {}) =>
  response
    .writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      ...headers,
    })
    .end(body);

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://bare');
  const range = JSON.parse(url.searchParams.get('range') ?? '[0,24]') as [number, number];
  signedIn(request)
    .then(async (user) => {
      if (!user) return answer(response, 401, '{"statusCode":401}');
      const page = await list(url.pathname, range, user.id);
      if (!page) return answer(response, 404, '{"statusCode":404}');
      answer(response, 200, JSON.stringify(page.items), {
        'content-range': contentRange(page.resource, page.first, page.items.length, page.total),
        'access-control-expose-headers': 'Content-Range',
      });
    })
    .catch((error: Error) => answer(response, 500, JSON.stringify(error.message)));
});
serveBare(server, pool);
