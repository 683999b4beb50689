/**
 * The results of the last `capacity` checks, by what was checked: a signature verified once
 * (a cookie a browser sends with every call) is not verified again on each request. The oldest
 * entry makes room for a new one, so the memory held stays bounded whatever callers send.
 */
export class RecentResults<Value> {
  readonly #results = new Map<string, Value>();

  constructor(private readonly capacity: number) {}

  get(key: string): Value | undefined {
    return this.#results.get(key);
  }

  set(key: string, value: Value) {
    if (this.#results.size >= this.capacity && !this.#results.has(key)) {
      const oldest = this.#results.keys().next();
      if (!oldest.done) this.#results.delete(oldest.value);
    }
    this.#results.set(key, value);
  }
}
