import type { Upcaster } from './port.js';

/** Applies upcasters one version at a time until none matches the event's type and version. */
export function createUpcasterChain(upcasters: readonly Upcaster[]) {
  const byKey = new Map<string, Upcaster>();
  for (const upcaster of upcasters) {
    const key = `${upcaster.type}@${upcaster.fromVersion}`;
    if (byKey.has(key)) throw new Error(`Two upcasters for ${key}`);
    byKey.set(key, upcaster);
  }
  return function upcast(
    type: string,
    schemaVersion: number,
    data: unknown,
  ): { schemaVersion: number; data: unknown } {
    let version = schemaVersion;
    let current = data;
    for (let step = byKey.get(`${type}@${version}`); step; step = byKey.get(`${type}@${version}`)) {
      current = step.upcast(current);
      version += 1;
    }
    return { schemaVersion: version, data: current };
  };
}

export type UpcasterChain = ReturnType<typeof createUpcasterChain>;
