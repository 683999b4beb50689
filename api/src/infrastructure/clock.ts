import { brusselsDay } from '@stages/contracts';

/**
 * The time the product lives in. Rules that depend on the day (a bill overdue, a reminder due)
 * read it here, so that their tests can set the day instead of waiting for it.
 */
export class Clock {
  now(): Date {
    return new Date();
  }

  /** Today in Belgium, `YYYY-MM-DD`. */
  today(): string {
    return brusselsDay(this.now());
  }
}
