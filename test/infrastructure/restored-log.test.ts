import { NO_STREAM, stageStreamId } from '@stages/contracts';
import { ProjectionRunner, rebuildProjection, type SqlDatabase } from '@stages/projections';
import { stageCatalogue } from '../../api/src/stages/projections/stage-catalogue.projection.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/src/config/config.js';
import { allMigrations } from '../../api/src/contexts.js';
import {
  adoptRestoredLog,
  RestoredLogError,
} from '../../api/src/infrastructure/eventstore/restored-log.js';
import { openInfrastructure } from '../../api/src/infrastructure/open-infrastructure.js';
import { catalogueIds, liveCatalogueWith, migratedStore } from '../projections/fixtures.js';
import { backends, backendTitle } from '../support/databases.js';
import { stageCreated, stageData } from '../support/events.js';
import { silentLogger } from '../support/logging.js';
import { tableSnapshot } from '../support/seed.js';
import { eventually } from '../support/wait.js';

const config = loadConfig({ LOG_LEVEL: 'silent', PROJECTION_POLL_MS: '50' });

for (const backend of backends) {
  describe.skipIf(!backend.available)(
    `A log restored from another cluster, on ${backendTitle(backend)}`,
    () => {
      let db: SqlDatabase;
      let dispose: () => Promise<void>;
      beforeEach(async () => ({ db, dispose } = await backend.open()));
      afterEach(() => dispose());

      it('is refused at start, then adopted and rebuilt on request, identical and live again', async () => {
        const store = await migratedStore(db);
        await (await liveCatalogueWith(db, store, 50)).stop();
        const before = await tableSnapshot(db, 'stage_catalogue', 'stage_id');
        await openInfrastructure(config, silentLogger, { migrations: allMigrations, database: db }); // this cluster's own log

        // What pg_dump and a restore into a younger cluster leave: transaction ids ahead of it.
        await db.query(
          `UPDATE events SET transaction_id =
           (pg_snapshot_xmax(pg_current_snapshot())::text::bigint + 1000000)::text::xid8`,
        );
        await expect(
          openInfrastructure(config, silentLogger, { migrations: allMigrations, database: db }),
        ).rejects.toBeInstanceOf(RestoredLogError);

        const adopting = await openInfrastructure(config, silentLogger, {
          migrations: allMigrations,
          database: db,
          allowRestoredLog: true,
        });
        await adoptRestoredLog(db);
        await rebuildProjection({ db, store: adopting.store, projection: stageCatalogue });
        expect(await tableSnapshot(db, 'stage_catalogue', 'stage_id')).toBe(before);

        const reopened = await openInfrastructure(config, silentLogger, {
          migrations: allMigrations,
          database: db,
        });
        const runner = new ProjectionRunner({
          db,
          store: reopened.store,
          projection: stageCatalogue,
          logger: silentLogger,
        });
        runner.start();
        const next = stageData();
        await reopened.store.append(stageStreamId(next.stageId), [stageCreated(next)], NO_STREAM);
        await eventually(async () =>
          (await catalogueIds(db)).includes(next.stageId) ? true : undefined,
        );
        await runner.stop();
        await store.close();
      });
    },
  );
}
