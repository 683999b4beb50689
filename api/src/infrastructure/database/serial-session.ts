import type pg from 'pg';

/**
 * A dedicated connection whose calls run one after the other. Several callers share it (every
 * projection runner and locked loop asks the lock session at once on start), and a `pg` client
 * asked while busy queues the call with a deprecation warning: pg 9 removes that queue.
 */
export class SerialSession {
  #turn: Promise<unknown> = Promise.resolve();

  constructor(readonly client: pg.Client) {}

  query<Row extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: readonly unknown[],
  ): Promise<pg.QueryResult<Row>> {
    const run = this.#turn.then(() =>
      values === undefined
        ? this.client.query<Row>(text)
        : this.client.query<Row>(text, [...values]),
    );
    this.#turn = run.catch(() => undefined);
    return run;
  }
}
