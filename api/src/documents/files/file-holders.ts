import { Injectable } from '@nestjs/common';
import type { UploadKind } from '@stages/contracts';

/**
 * A context whose records name stored files of some kinds. The documents context keeps files
 * for others and cannot know their records: each holder tells the clean-up what it still names.
 */
export interface FileHolder {
  /** Said in the clean-up's log. */
  readonly name: string;
  readonly kinds: readonly UploadKind[];
  /** SQL, true when the holder names the stored file `f`. */
  readonly namesFile: string;
  /** False while the holder cannot tell (its read model stopped or lags): its kinds are kept. */
  ready(): Promise<boolean>;
}

/** The holders the clean-up asks, each registered by its own context as it starts. */
@Injectable()
export class FileHolders {
  readonly #holders: FileHolder[] = [];

  register(holder: FileHolder) {
    this.#holders.push(holder);
  }

  get all(): readonly FileHolder[] {
    return this.#holders;
  }
}
