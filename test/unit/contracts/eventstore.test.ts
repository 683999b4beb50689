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

  it('refuses an upcaster from something that is not a version', () => {
    for (const fromVersion of [0, 1.5, Number.NaN]) {
      const step = { type: 'Moved', fromVersion, upcast: (data: unknown) => data };
      expect(() => createUpcasterChain([step])).toThrow(RangeError);
    }
  });

  it('composes each lift once, from every old version to the newest', () => {
    const fromOne = chain.lift('Moved', 1)!;
    expect(fromOne.toVersion).toBe(3);
    expect(fromOne.upcast({ a: 1 })).toEqual({ a: 1, v2: true, v3: true });
    expect(chain.lift('Moved', 1)).toBe(fromOne);
    expect(chain.lift('Moved', 2)!.toVersion).toBe(3);
  });

  it('has nothing to do for current data, other types, or versions it does not know', () => {
    for (const version of [3, 4, 0, -1, 1.5]) expect(chain.lift('Moved', version)).toBeUndefined();
    expect(chain.lift('Other', 1)).toBeUndefined();
    expect(createUpcasterChain([]).lift('Moved', 1)).toBeUndefined();
    const current = { a: 1 };
    expect(chain('Moved', 3, current).data).toBe(current);
  });

  it('stops where a step is missing', () => {
    const gap = createUpcasterChain([
      { type: 'Moved', fromVersion: 1, upcast: (data) => ({ ...(data as object), v2: true }) },
      { type: 'Moved', fromVersion: 3, upcast: (data) => ({ ...(data as object), v4: true }) },
    ]);
    expect(gap('Moved', 1, {})).toEqual({ schemaVersion: 2, data: { v2: true } });
    expect(gap('Moved', 3, {})).toEqual({ schemaVersion: 4, data: { v4: true } });
  });

  it('calls each step as a method of its upcaster', () => {
    const step = {
      type: 'Moved',
      fromVersion: 1,
      added: { v2: true },
      upcast(data: unknown) {
        return { ...(data as object), ...this.added };
      },
    };
    expect(createUpcasterChain([step])('Moved', 1, { a: 1 }).data).toEqual({ a: 1, v2: true });
  });
});
