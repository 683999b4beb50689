import { HEALTH_SHEET_DAYS_AFTER_STAGE } from '@stages/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When an organization's access to a child's health sheet closes: 30 days after the end of the
 * latest of its stages the child holds a pending or accepted registration on, long enough for an
 * accident's follow-up (insurance, a doctor's questions) and no longer. Without such a
 * registration there is no window at all: null.
 */
export function healthSheetClosesAt(latestStageEnd: Date | string | null): Date | null {
  if (latestStageEnd === null) return null;
  return new Date(new Date(latestStageEnd).getTime() + HEALTH_SHEET_DAYS_AFTER_STAGE * DAY_MS);
}

/** Whether the organization may read the sheet at `now`. */
export function healthSheetOpen(latestStageEnd: Date | string | null, now: Date): boolean {
  const closesAt = healthSheetClosesAt(latestStageEnd);
  return closesAt !== null && now < closesAt;
}
