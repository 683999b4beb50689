import type { ExpectedVersion } from './port.js';

/** Another writer appended to the stream first. Safe to retry after reloading the stream. */
export class VersionConflictError extends Error {
  readonly code = 'event_store.version_conflict';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    /** The stream's version when the append was refused, or null when the stream does not exist. */
    readonly actual: number | null,
  ) {
    super(
      `Stream ${streamId}: expected version ${String(expected)}, found ${actual ?? 'no stream'}`,
    );
    this.name = 'VersionConflictError';
  }
}

export class StreamNotFoundError extends Error {
  readonly code = 'event_store.stream_not_found';
  constructor(readonly streamId: string) {
    super(`Stream ${streamId} does not exist`);
    this.name = 'StreamNotFoundError';
  }
}
