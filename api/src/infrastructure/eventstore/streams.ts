import { ANY_VERSION, NO_STREAM, type ExpectedVersion } from '@stages/contracts';

/** `stage-0b5c…` belongs to the `stage` type. */
export function streamType(streamId: string) {
  const dash = streamId.indexOf('-');
  return dash > 0 ? streamId.slice(0, dash) : streamId;
}

export function checkExpectedVersion(expected: ExpectedVersion) {
  if (expected === NO_STREAM || expected === ANY_VERSION) return;
  if (!Number.isInteger(expected) || expected < 1) {
    throw new RangeError(`Expected version must be a whole number from 1, got ${expected}`);
  }
}
