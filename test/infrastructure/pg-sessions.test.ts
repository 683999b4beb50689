import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createPostgresDatabase,
  POSTGRES_SKIP_REASON,
  postgresUrl,
  type PostgresTestDatabase,
} from '../support/databases.js';

type QueryArgs = Parameters<pg.Client['query']>;

/**
 * Follows every query asked of any `pg` client: how many each client had in hand at once, at
 * most. A client asked while busy queues the call and warns; pg 9 will refuse it.
 */
function watchClients() {
  const inHand = new WeakMap<pg.Client, number>();
  let most = 0;
  const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
  vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: QueryArgs
  ) {
    const count = (inHand.get(this) ?? 0) + 1;
    inHand.set(this, count);
    most = Math.max(most, count);
    const done = () => inHand.set(this, inHand.get(this)! - 1);
    const last = args.at(-1);
    if (typeof last === 'function') {
      // The pool passes a callback and gets nothing back.
      args[args.length - 1] = (...results: unknown[]) => {
        done();
        return (last as (...results: unknown[]) => unknown)(...results);
      };
      return query.apply(this, args) as never;
    }
    const answer = query.apply(this, args) as Promise<unknown>;
    answer.then(done, done);
    return answer as never;
  });
  return { most: () => most };
}

describe.skipIf(!postgresUrl)(
  postgresUrl
    ? 'The sessions of a PostgreSQL database'
    : `The sessions of a PostgreSQL database (${POSTGRES_SKIP_REASON})`,
  () => {
    let database: PostgresTestDatabase;
    afterEach(async () => {
      vi.restoreAllMocks();
      await database?.drop();
    });

    it('ask the lock and listening sessions one call at a time, however many callers crowd in', async () => {
      database = await createPostgresDatabase();
      const db = database.connect(4);
      const peer = database.connect(2);
      const warnings: string[] = [];
      const onWarning = (warning: Error) => warnings.push(warning.message);
      process.on('warning', onWarning);
      const clients = watchClients();
      try {
        // As on start: every projection runner and locked loop asks for its lock at once.
        const keys = Array.from({ length: 12 }, (_, i) => `crowd:${i}`);
        const held = await Promise.all(keys.map((key) => db.tryLock(key)));
        await Promise.all(
          ['one', 'two', 'three', 'four'].map((channel) => db.listen(channel, () => undefined)),
        );
        expect(held.every((lock) => lock !== null)).toBe(true);
        expect(await peer.tryLock('crowd:3')).toBeNull();
        await Promise.all(held.map((lock) => lock!.release()));
        expect(await peer.tryLock('crowd:3')).not.toBeNull();

        expect(clients.most()).toBe(1);
        expect(warnings.filter((message) => message.includes('already executing'))).toEqual([]);
      } finally {
        process.off('warning', onWarning);
      }
    });
  },
);
