import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EventStore } from '@stages/contracts';
import { readProjectionStatuses, type SqlDatabase } from '@stages/projections';
import { FileHolders, type FileHolder } from '../../documents/index.js';
import { DATABASE, EVENT_STORE } from '../../platform/tokens.js';
import { stageCatalogue } from '../projections/stage-catalogue.projection.js';

/**
 * Stages name their image in the catalogue, a read model. It may lag behind the log, but not by
 * the clean-up's grace while it runs; when the catalogue has stopped, it cannot tell.
 */
@Injectable()
export class StageImagesHolder implements FileHolder, OnModuleInit {
  readonly name = 'stage_images';
  readonly kinds = ['stage_image'] as const;
  readonly namesFile = 'EXISTS (SELECT 1 FROM stage_catalogue c WHERE c.image_file_id = f.id)';

  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly holders: FileHolders,
  ) {}

  onModuleInit() {
    this.holders.register(this);
  }

  async ready() {
    const [catalogue] = await readProjectionStatuses(this.db, this.store, [stageCatalogue]);
    return catalogue?.status === 'running';
  }
}
