import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { comparePositions, type EventStore } from '@stages/contracts';
import {
  findCheckpoint,
  ProjectionRunner,
  type Projection,
  type SqlDatabase,
} from '@stages/projections';
import type { AppLogger } from '../../infrastructure/logging.js';
import { DATABASE, EVENT_STORE, LOGGER, PROJECTIONS } from '../tokens.js';

/** Runs every projection inside the API process for as long as it lives. */
@Injectable()
export class ProjectionHost implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly runners: readonly ProjectionRunner[];

  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    @Inject(EVENT_STORE) private readonly store: EventStore,
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

  /**
   * Waits until each of the projections `names` has applied `streamId` up to `version`, so that
   * an answer read from them right after a command shows the command. Gives up after
   * `timeoutMs` (a stopped or failed projection): the answer is then read as it is.
   */
  async caughtUpWith(
    names: readonly string[],
    streamId: string,
    version: number,
    timeoutMs = 10_000,
  ) {
    const [last] = await this.store.readStream(streamId, { fromVersion: version, maxCount: 1 });
    if (!last) return;
    const deadline = Date.now() + timeoutMs;
    for (const name of names) {
      // The runner in this process, when it is the one writing, says so without a query.
      const runner = this.runners.find((each) => each.name === name);
      if (await runner?.reached(last.position, Math.max(0, deadline - Date.now()))) continue;
      while (Date.now() < deadline) {
        const checkpoint = await findCheckpoint(this.db, name);
        if (checkpoint?.status === 'failed') break;
        if (checkpoint && comparePositions(checkpoint.position, last.position) >= 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
  }
}
