import type { Upcaster } from './port.js';

/** Every step that raises one type's data from one stored version to the newest, composed. */
export interface Lift {
  /** The version of the data once lifted: the newest the upcasters know. */
  readonly toVersion: number;
  readonly upcast: (data: unknown) => unknown;
}

export interface UpcasterChain {
  /** Raises old data one version at a time to the newest; current data comes back as it is. */
  (type: string, schemaVersion: number, data: unknown): { schemaVersion: number; data: unknown };
  /**
   * What an event of `type` stored at `schemaVersion` needs, or undefined when it is current:
   * a map lookup and an array index, decided once per row, with nothing allocated.
   */
  lift(type: string, schemaVersion: number): Lift | undefined;
}

/**
 * Applies upcasters one version at a time until none matches the event's type and version.
 * The chains are composed here, once: reading a row then costs one lookup, plus the steps
 * themselves when the row is old.
 */
export function createUpcasterChain(upcasters: readonly Upcaster[]): UpcasterChain {
  const stepsByType = new Map<string, Upcaster[]>();
  for (const upcaster of upcasters) {
    const { type, fromVersion } = upcaster;
    if (!Number.isSafeInteger(fromVersion) || fromVersion < 1) {
      throw new RangeError(`Upcaster for ${type} from version ${fromVersion}: not a version`);
    }
    const steps = stepsByType.get(type) ?? [];
    if (steps[fromVersion]) throw new Error(`Two upcasters for ${type}@${fromVersion}`);
    steps[fromVersion] = upcaster;
    stepsByType.set(type, steps);
  }

  // Per type, the lift from each stored version (an array indexed by version, holes filled),
  // built from the newest step down so that each one ends with the lift of the next version.
  const liftsByType = new Map<string, (Lift | undefined)[]>();
  for (const [type, steps] of stepsByType) {
    const lifts: (Lift | undefined)[] = Array.from({ length: steps.length + 1 }, () => undefined);
    for (let version = steps.length - 1; version >= 1; version -= 1) {
      const step = steps[version];
      if (step === undefined) continue;
      const next = lifts[version + 1];
      lifts[version] =
        next === undefined
          ? { toVersion: version + 1, upcast: (data) => step.upcast(data) }
          : { toVersion: next.toVersion, upcast: (data) => next.upcast(step.upcast(data)) };
    }
    liftsByType.set(type, lifts);
  }

  const lift = (type: string, schemaVersion: number): Lift | undefined => {
    const lifts = liftsByType.get(type);
    return lifts === undefined ? undefined : lifts[schemaVersion];
  };
  const upcast = (type: string, schemaVersion: number, data: unknown) => {
    const found = lift(type, schemaVersion);
    return found === undefined
      ? { schemaVersion, data }
      : { schemaVersion: found.toVersion, data: found.upcast(data) };
  };
  return Object.assign(upcast, { lift });
}
