import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { EventStore } from '@stages/contracts';
import { ProjectionRunner, type Projection, type SqlDatabase } from '@stages/projections';
import type { AppLogger } from '../../infrastructure/logging.js';
import { DATABASE, EVENT_STORE, LOGGER, PROJECTIONS } from '../tokens.js';

/** Runs every projection inside the API process for as long as it lives. */
@Injectable()
export class ProjectionHost implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly runners: readonly ProjectionRunner[];

  constructor(
    @Inject(DATABASE) db: SqlDatabase,
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(LOGGER) logger: AppLogger,
    @Inject(PROJECTIONS) projections: readonly Projection[],
  ) {
    this.runners = projections.map(
      (projection) => new ProjectionRunner({ db, store, projection, logger }),
    );
  }

  onApplicationBootstrap() {
    for (const runner of this.runners) runner.start();
  }

  async onApplicationShutdown() {
    await Promise.all(this.runners.map((runner) => runner.stop()));
  }
}
