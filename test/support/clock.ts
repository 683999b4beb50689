import { fromBrusselsWallClock } from '@stages/contracts';
import { Clock } from '../../api/src/infrastructure/clock.js';

/** A clock a test sets to a Belgian day and hour; the real time until it is set. */
export class SettableClock extends Clock {
  #now: Date | null = null;

  override now(): Date {
    return this.#now ?? new Date();
  }

  /** `YYYY-MM-DD`, at `hour` o'clock in Brussels. */
  setDay(day: string, hour = 10) {
    this.#now = new Date(fromBrusselsWallClock(`${day}T${String(hour).padStart(2, '0')}:00`)!);
  }

  /** An instant, to the millisecond. */
  setInstant(instant: Date) {
    this.#now = new Date(instant);
  }

  reset() {
    this.#now = null;
  }
}
