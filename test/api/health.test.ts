import { HealthReport, NO_STREAM } from '@stages/contracts';
import { readProjectionStatuses, type SqlDatabase } from '@stages/projections';
import { allProjections } from '../../api/src/contexts.js';
import { stageCatalogue } from '../../api/src/stages/projections/stage-catalogue.projection.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api.js';
import { backends, backendTitle } from '../support/databases.js';
import { stageCreated } from '../support/events.js';
import { eventually } from '../support/wait.js';

for (const backend of backends) {
  describe.skipIf(!backend.available)(`GET /api/v1/health on ${backendTitle(backend)}`, () => {
    let db: SqlDatabase;
    let dispose: () => Promise<void>;
    let api: TestApi;

    beforeEach(async () => {
      ({ db, dispose } = await backend.open());
      api = await startApi(db);
    });
    afterEach(async () => {
      await api.close();
      await dispose();
    });

    it('reports the database, the event store and each projection', async () => {
      const response = await eventually(async () => {
        const answer = await api.http().get('/api/v1/health');
        return answer.status === 200 ? answer : undefined;
      });
      const report = HealthReport.parse(response.body);
      expect(report).toMatchObject({
        status: 'ok',
        database: { status: 'ok', driver: db.driver },
        event_store: { status: 'ok', adapter: 'postgres' },
      });
      expect(report.database.latency_ms).toBeGreaterThanOrEqual(0);
      expect(report.projections).toEqual(
        allProjections.map(({ name }): unknown =>
          expect.objectContaining({ name, status: 'running', lag_events: 0 }),
        ),
      );
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('answers 503 naming the event when a projection stopped on it', async () => {
      await api.infrastructure.store.append(
        'stage-broken',
        [{ ...stageCreated(), data: { nonsense: true } }],
        NO_STREAM,
      );
      const [broken] = await api.infrastructure.store.readStream('stage-broken');
      const response = await eventually(async () => {
        const answer = await api.http().get('/api/v1/health');
        // On a busy machine the projection may first be reported stalled, before it fails;
        // the other one may take a moment to pass the event it does not handle.
        const { projections } = answer.body as HealthReport;
        const others = projections.filter(({ name }) => name !== 'stage_catalogue');
        const catalogue = projections.find(({ name }) => name === 'stage_catalogue');
        const settled =
          catalogue?.status === 'failed' && others.every(({ lag_events }) => lag_events === 0);
        return answer.status === 503 && settled ? answer : undefined;
      });
      const { projections } = response.body as HealthReport;
      expect(response.body).toMatchObject({ status: 'error', database: { status: 'ok' } });
      expect(projections.find(({ name }) => name === 'stage_catalogue')).toMatchObject({
        status: 'failed',
        failed_event_id: broken!.eventId,
        lag_events: 1,
      });
      // The others go on.
      for (const other of projections.filter(({ name }) => name !== 'stage_catalogue')) {
        expect(other).toMatchObject({ status: 'running', lag_events: 0 });
      }
    });

    it('answers 503 when the database is gone', async () => {
      await db.close();
      const response = await api.http().get('/api/v1/health');
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({
        status: 'error',
        database: { status: 'error', latency_ms: null },
      });
      // The report is public: no driver message (host names, users) in it.
      expect(JSON.stringify(response.body)).not.toMatch(/error":"|ECONN|terminated|closed/i);
    });
  });
}

describe('a stalled projection', () => {
  it('is one whose oldest unapplied event has waited longer than allowed', async () => {
    const backend = backends[0]!;
    const { db, dispose } = await backend.open();
    const api = await startApi(db);
    try {
      await eventually(async () =>
        (await api.http().get('/api/v1/health')).status === 200 ? true : undefined,
      );
      // Stop the projections, then append: the event waits.
      await api.app.close();
      await api.infrastructure.store.append('stage-waiting', [stageCreated()], NO_STREAM);
      const { store } = api.infrastructure;
      const soon = await readProjectionStatuses(db, store, [stageCatalogue]);
      expect(soon[0]).toMatchObject({ status: 'running', lagEvents: 1 });
      const later = await readProjectionStatuses(db, store, [stageCatalogue], {
        now: () => new Date(Date.now() + 60_000),
      });
      expect(later[0]).toMatchObject({ status: 'stalled', lagEvents: 1 });
    } finally {
      await api.infrastructure.close();
      await dispose();
    }
  });
});
