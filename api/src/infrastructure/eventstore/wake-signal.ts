/**
 * A counter of "something was appended" pulses. A waiter passes the count it last saw, so a
 * pulse that arrived while it was busy is never missed.
 */
export class WakeSignal {
  #count = 0;
  readonly #waiters = new Set<() => void>();

  get count() {
    return this.#count;
  }

  fire() {
    this.#count += 1;
    for (const wake of this.#waiters) wake();
    this.#waiters.clear();
  }

  /** Resolves on the next pulse after `seen`, after `timeoutMs`, or when `signal` aborts. */
  wait(seen: number, timeoutMs: number, signal: AbortSignal): Promise<void> {
    if (this.#count !== seen || signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#waiters.delete(done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.#waiters.add(done);
      signal.addEventListener('abort', done, { once: true });
    });
  }
}
