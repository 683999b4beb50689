import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@stages/contracts';
import { readProjectionStatuses, type SqlDatabase } from '@stages/projections';
import { stageCatalogue } from '../../stages/projections/stage-catalogue.projection.js';
import type { AppLogger } from '../../infrastructure/logging.js';
import { HourlySweep } from '../../platform/hourly-sweep.js';
import { DATABASE, EVENT_STORE, LOGGER } from '../../platform/tokens.js';

/**
 * How long a file nothing names is kept. A stage image is uploaded before its form is saved,
 * and a form may stay open a long while; a day covers a working session with room to spare.
 */
export const UNREFERENCED_FILE_GRACE = '1 day';

/**
 * Deletes the files nothing names any more: a stage image no stage shows (never used, replaced,
 * or its stage deleted), and a profile document left behind by an upload that was never
 * attached. A replaced profile document is deleted at once, where it is replaced.
 */
@Injectable()
export class FilesJanitor extends HourlySweep {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(LOGGER) private readonly logger: AppLogger,
  ) {
    super('clean up unreferenced files', logger);
  }

  async sweep() {
    // Instances sharing the database would only repeat each other's work: one does it.
    const lock = await this.db.tryLock('files-janitor');
    if (!lock) return;
    try {
      const profileFiles = await this.#deleteUnattachedProfileFiles();
      const stageImages = await this.#deleteUnshownStageImages();
      if (profileFiles + stageImages > 0) {
        this.logger.info('Deleted unreferenced files', {
          profile_files: profileFiles,
          stage_images: stageImages,
        });
      }
    } finally {
      await lock.release();
    }
  }

  async #deleteUnattachedProfileFiles(): Promise<number> {
    const { rowCount } = await this.db.query(
      `DELETE FROM stored_files f
        WHERE f.kind IN ('logo', 'id_card', 'insurance')
          AND f.created_at < now() - interval '${UNREFERENCED_FILE_GRACE}'
          AND NOT EXISTS (
            SELECT 1 FROM organizations o
             WHERE o.id = f.organization_id
               AND f.id IN (o.logo_file_id, o.id_card_file_id, o.insurance_file_id))`,
    );
    return rowCount;
  }

  /**
   * Stages name their image in the catalogue, a read model. It may lag behind the log, but not
   * by a day while it runs: an image named since then was claimed since then and is spared.
   * When the catalogue has stopped or fallen behind, nothing is deleted.
   */
  async #deleteUnshownStageImages(): Promise<number> {
    const [catalogue] = await readProjectionStatuses(this.db, this.store, [stageCatalogue]);
    if (catalogue?.status !== 'running') {
      this.logger.warn('Stage images not cleaned up: the stage catalogue is not running', {
        status: catalogue?.status,
      });
      return 0;
    }
    const { rowCount } = await this.db.query(
      `DELETE FROM stored_files f
        WHERE f.kind = 'stage_image'
          AND f.created_at < now() - interval '${UNREFERENCED_FILE_GRACE}'
          AND (f.claimed_at IS NULL OR f.claimed_at < now() - interval '${UNREFERENCED_FILE_GRACE}')
          AND NOT EXISTS (SELECT 1 FROM stage_catalogue c WHERE c.image_file_id = f.id)`,
    );
    return rowCount;
  }
}
