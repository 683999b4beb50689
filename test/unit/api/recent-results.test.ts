import { describe, expect, it } from 'vitest';
import { RecentResults } from '../../../api/src/platform/recent-results.js';

describe('recent results', () => {
  it('keep what was set, and no more than their capacity, the oldest making room', () => {
    const results = new RecentResults<number>(2);
    results.set('a', 1);
    results.set('b', 2);
    expect(results.get('a')).toBe(1);
    results.set('c', 3);
    expect(results.get('a')).toBeUndefined();
    expect(results.get('b')).toBe(2);
    expect(results.get('c')).toBe(3);
  });

  it('replace a key already held without pushing another out', () => {
    const results = new RecentResults<number>(2);
    results.set('a', 1);
    results.set('b', 2);
    results.set('b', 20);
    expect([results.get('a'), results.get('b')]).toEqual([1, 20]);
  });
});
