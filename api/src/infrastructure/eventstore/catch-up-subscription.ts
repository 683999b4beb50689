import type { AllSubscription, EventStore, SubscribeOptions } from '@stages/contracts';
import type { WakeSignal } from './wake-signal.js';

/**
 * A subscription built on `readAll`: read what is there, hand it over, and when caught up wait
 * for a wake-up, or for the poll interval should a wake-up be lost.
 */
export function catchUpSubscription(
  readAll: EventStore['readAll'],
  appended: WakeSignal,
  pollMs: number,
  options: SubscribeOptions,
): AllSubscription {
  const stopping = new AbortController();
  const batchSize = options.batchSize ?? 500;
  const done = (async () => {
    let position = options.from;
    while (!stopping.signal.aborted) {
      const seen = appended.count;
      const events = await readAll(position, batchSize);
      if (stopping.signal.aborted) return;
      if (events.length > 0) {
        await options.onEvents(events);
        position = events.at(-1)!.position;
      } else {
        await appended.wait(seen, pollMs, stopping.signal);
      }
    }
  })();
  // The caller learns of a failure through `done`; this keeps it from being reported as unhandled
  // before the caller awaits it.
  done.catch(() => undefined);
  return {
    done,
    async stop() {
      stopping.abort();
      await done.catch(() => undefined);
    },
  };
}
