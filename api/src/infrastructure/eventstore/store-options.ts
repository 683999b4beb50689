import type { Upcaster } from '@stages/contracts';
import type { Logger } from '@stages/projections';

/** What every event store adapter is built with. */
export interface EventStoreOptions {
  readonly upcasters: readonly Upcaster[];
  /** Subscriptions look for new events this often when no wake-up came. */
  readonly pollMs: number;
  readonly logger: Logger;
}
