import { describe, expect, it } from 'vitest';
import {
  healthSheetClosesAt,
  healthSheetOpen,
} from '../../../api/src/enrollments/domain/health-sheet-window.js';

describe('The window an organization may read a health sheet in', () => {
  const end = new Date('2027-07-10T14:00:00Z');

  it('stays open until 30 days after the latest stage ends, to the instant', () => {
    expect(healthSheetClosesAt(end)?.toISOString()).toBe('2027-08-09T14:00:00.000Z');
    expect(healthSheetOpen(end, new Date('2027-01-01T00:00:00Z'))).toBe(true);
    expect(healthSheetOpen(end, new Date('2027-07-20T00:00:00Z'))).toBe(true);
    expect(healthSheetOpen(end, new Date('2027-08-09T13:59:59Z'))).toBe(true);
    expect(healthSheetOpen(end, new Date('2027-08-09T14:00:00Z'))).toBe(false);
    expect(healthSheetOpen(end.toISOString(), new Date('2027-09-01T00:00:00Z'))).toBe(false);
  });

  it('is closed without a pending or accepted registration', () => {
    expect(healthSheetClosesAt(null)).toBeNull();
    expect(healthSheetOpen(null, new Date('2027-01-01T00:00:00Z'))).toBe(false);
  });
});
