import type { z } from 'zod';

/** An event type's current schema version, and the schema its data must match. */
export interface EventDefinition {
  readonly schemaVersion: number;
  readonly schema: z.ZodType;
}

/** The event types one context records, by name. */
export type EventGroup = Readonly<Record<string, EventDefinition>>;

/**
 * One event of a group, as a decider produces it and an evolve function reads it: a union
 * discriminated by `type`, whose `data` is the type's schema. The schema version is not part
 * of it: the current one is stamped when the event is appended.
 */
export type EventOf<Group extends EventGroup> = {
  [Type in keyof Group & string]: {
    readonly type: Type;
    readonly data: z.infer<Group[Type]['schema']>;
  };
}[keyof Group & string];
