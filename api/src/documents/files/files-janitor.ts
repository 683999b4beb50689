import { Inject, Injectable } from '@nestjs/common';
import type { SqlDatabase } from '@stages/projections';
import type { AppLogger } from '../../infrastructure/logging.js';
import { HourlySweep } from '../../platform/hourly-sweep.js';
import { DATABASE, LOGGER } from '../../platform/tokens.js';
import { FileHolders, type FileHolder } from './file-holders.js';

/**
 * How long a file nothing names is kept. A stage image is uploaded before its form is saved,
 * and a form may stay open a long while; a day covers a working session with room to spare.
 */
export const UNREFERENCED_FILE_GRACE = '1 day';

/**
 * Deletes the files nothing names any more: a stage image no stage shows (never used, replaced,
 * or its stage deleted), and a profile document left behind by an upload that was never
 * attached. Each kind is deleted only on the word of the context that names it (`FileHolder`);
 * a kind no context answers for is kept.
 */
@Injectable()
export class FilesJanitor extends HourlySweep {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly holders: FileHolders,
    @Inject(LOGGER) private readonly logger: AppLogger,
  ) {
    super('clean up unreferenced files', logger);
  }

  async sweep() {
    // Instances sharing the database would only repeat each other's work: one does it.
    const lock = await this.db.tryLock('files-janitor');
    if (!lock) return;
    try {
      const deleted: Record<string, number> = {};
      for (const holder of this.holders.all) {
        const count = await this.#deleteUnnamed(holder);
        if (count > 0) deleted[holder.name] = count;
      }
      if (Object.keys(deleted).length > 0) this.logger.info('Deleted unreferenced files', deleted);
    } finally {
      await lock.release();
    }
  }

  /**
   * A file named since the holder's records were last brought up to date was claimed since
   * then (`FilesRepository.claim`), and is spared for as long.
   */
  async #deleteUnnamed(holder: FileHolder): Promise<number> {
    if (!(await holder.ready())) {
      this.logger.warn('Files not cleaned up: their holder cannot tell which it names', {
        holder: holder.name,
      });
      return 0;
    }
    const { rowCount } = await this.db.query(
      `DELETE FROM stored_files f
        WHERE f.kind = ANY($1::text[])
          AND f.created_at < now() - interval '${UNREFERENCED_FILE_GRACE}'
          AND (f.claimed_at IS NULL OR f.claimed_at < now() - interval '${UNREFERENCED_FILE_GRACE}')
          AND NOT ${holder.namesFile}`,
      [holder.kinds],
    );
    return rowCount;
  }
}
