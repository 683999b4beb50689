import type { Type } from '@nestjs/common';
import type { Migration, Projection } from '@stages/projections';
import type { MailReaction } from './mail/mail-outbox.js';

/**
 * What the app needs to know of a bounded context to run it: the Nest module that serves it,
 * the schema changes of its tables, the projections that feed its read models, and the mails its
 * decisions call for. Each
 * context exports one of these from `<context>.context.ts`; `contexts.ts` lists them.
 */
export interface BoundedContext {
  readonly name: string;
  readonly module: Type;
  readonly migrations: readonly Migration[];
  readonly projections: readonly Projection[];
  readonly mailReactions?: readonly MailReaction[];
}
