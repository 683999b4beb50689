import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Inject, Injectable } from '@nestjs/common';
import type { Config } from '../config/config.js';
import { FilesRepository, loadSharp, type InspectedUpload } from '../documents/index.js';
import { CONFIG } from '../platform/tokens.js';
import { demoPictures } from './demo-data.js';

/**
 * The drawings stay in the source tree, which `tsc -b` does not copy into `dist/`: from
 * `src/demo/` and from `dist/demo/` alike, three levels up is the package.
 */
export const DEMO_DRAWINGS = path.resolve(
  fileURLToPath(import.meta.url),
  '../../../src/demo/pictures',
);

/** The drawings' width in their `viewBox`, which librsvg reads as pixels at 72 dpi. */
const DRAWING_WIDTH = 1600;

/** A picture as an organizer would upload it, with what the upload's checks would find. */
interface Picture {
  readonly content: Buffer;
  readonly inspected: InspectedUpload;
}

/**
 * The demo stages' pictures: drawings turned into the images an organizer uploads, stored
 * for the stage's organization and claimed for the stage, as a stage form does.
 */
@Injectable()
export class DemoPictures {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly files: FilesRepository,
  ) {}

  /**
   * Every demo picture, by file id. One after the other: drawn all at once, libvips' threads
   * left the server holding about 20 MiB more for as long as it ran, for a seed that takes no
   * longer either way (the rest of the seed is written meanwhile).
   */
  async render(): Promise<ReadonlyMap<string, Picture>> {
    const { width, height } = this.#size();
    const sharp = await loadSharp();
    const rendered = new Map<string, Picture>();
    for (const { fileId, drawing } of demoPictures) {
      const svg = await readFile(path.join(DEMO_DRAWINGS, drawing));
      // WebP at its fastest setting: flat drawings compress well without the effort.
      const { data, info } = await sharp(svg, { density: (72 * width) / DRAWING_WIDTH })
        .resize(width, height)
        .webp({ quality: 85, effort: 0 })
        .toBuffer({ resolveWithObject: true });
      const inspected: InspectedUpload = {
        mime: 'image/webp',
        extension: 'webp',
        size: data.byteLength,
        width: info.width,
        height: info.height,
      };
      rendered.set(fileId, { content: data, inspected });
    }
    return rendered;
  }

  /** Stores the pictures of the stages of these organizations. */
  async store(pictures: ReadonlyMap<string, Picture>, organizationIds: readonly string[]) {
    for (const { fileId, organizationId, fileName } of demoPictures) {
      if (!organizationIds.includes(organizationId)) continue;
      const { content, inspected } = pictures.get(fileId)!;
      await this.files.store(organizationId, 'stage_image', fileName, inspected, content, {
        quotaBytes: this.config.uploadQuotaBytes,
        id: fileId,
      });
      await this.files.claim(fileId, organizationId, 'stage_image');
    }
  }

  /**
   * Landscape 16:9, 1200 pixels wide, enough for the stage page; larger where the
   * configuration asks more of a stage image. Made here, the pictures skip the checks of an
   * upload (a whole decode each, half a second for all), but not its rule's smallest size.
   */
  #size() {
    const { minWidth = 0, minHeight = 0 } = this.config.uploadRules.stage_image;
    const width = Math.max(1200, minWidth, Math.ceil((minHeight * 16) / 9));
    return { width, height: Math.ceil((width * 9) / 16) };
  }
}
