import { describe, expect, it } from 'vitest';
import {
  comparePositions,
  createUpcasterChain,
  formatPosition,
  parsePosition,
  START,
} from '@stages/contracts';

describe('log positions', () => {
  it('order by transaction first, then by sequence', () => {
    const early = { transaction: 10n, sequence: 900n };
    const late = { transaction: 11n, sequence: 5n };
    expect(comparePositions(early, late)).toBe(-1);
    expect(comparePositions(late, early)).toBe(1);
    expect(comparePositions(late, { ...late })).toBe(0);
    expect(comparePositions(START, early)).toBe(-1);
  });

  it('round-trip through their text form, even beyond JavaScript numbers', () => {
    const position = { transaction: 2n ** 62n, sequence: 9_007_199_254_740_993n };
    expect(parsePosition(formatPosition(position))).toEqual(position);
    expect(() => parsePosition('12')).toThrow(RangeError);
  });
});

describe('upcaster chain', () => {
  const chain = createUpcasterChain([
    { type: 'Moved', fromVersion: 1, upcast: (data) => ({ ...(data as object), v2: true }) },
    { type: 'Moved', fromVersion: 2, upcast: (data) => ({ ...(data as object), v3: true }) },
  ]);

  it('raises old data one version at a time to the newest', () => {
    expect(chain('Moved', 1, { a: 1 })).toEqual({
      schemaVersion: 3,
      data: { a: 1, v2: true, v3: true },
    });
    expect(chain('Moved', 2, { a: 1 })).toEqual({ schemaVersion: 3, data: { a: 1, v3: true } });
  });

  it('leaves current data and other types alone', () => {
    expect(chain('Moved', 3, { a: 1 })).toEqual({ schemaVersion: 3, data: { a: 1 } });
    expect(chain('Other', 1, { a: 1 })).toEqual({ schemaVersion: 1, data: { a: 1 } });
  });

  it('refuses two upcasters for the same step', () => {
    const step = { type: 'Moved', fromVersion: 1, upcast: (data: unknown) => data };
    expect(() => createUpcasterChain([step, step])).toThrow('Two upcasters for Moved@1');
  });
});
