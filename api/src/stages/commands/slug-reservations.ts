import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, type EventStore, stageStream, stageSlugStream } from '@stages/contracts';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { loadAggregate, runCommand } from '../../platform/commands/run-command.js';
import { DomainError } from '../../platform/domain-error.js';
import { EVENT_STORE } from '../../platform/tokens.js';
import { slugAggregate } from '../domain/slug-reservation.js';
import { stageAggregate } from '../domain/stage.js';

/**
 * How long a reservation whose stage does not exist yet is presumed to be a creation under
 * way. Past that, the creation died between its two steps and the slug is free.
 */
export const ABANDONED_RESERVATION_MS = 60_000;

/** The slug streams: who holds a slug, taking it, giving it back. */
@Injectable()
export class SlugReservations {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** Reserves `slug` for the stage; false when a live stage, or one being created, holds it. */
  async reserve(slug: string, stageId: string, context: CommandContext): Promise<boolean> {
    const stream = stageSlugStream(slug);
    try {
      await runCommand(
        this.store,
        stream,
        slugAggregate,
        { type: 'ReserveSlug', slug, stageId },
        context,
      );
      return true;
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== ErrorCode.stageSlugTaken) throw error;
    }
    const goneHolder = await this.#goneHolder(slug);
    if (goneHolder === null) return false;
    try {
      const command = { type: 'ReserveSlug', slug, stageId, goneHolder } as const;
      await runCommand(this.store, stream, slugAggregate, command, context);
      return true;
    } catch (error) {
      // Someone else took it over first.
      if (error instanceof DomainError && error.code === ErrorCode.stageSlugTaken) return false;
      throw error;
    }
  }

  /** Gives the slug back, if this stage still holds it. */
  async release(slug: string, stageId: string, context: CommandContext) {
    const command = { type: 'ReleaseSlug', slug, stageId } as const;
    await runCommand(this.store, stageSlugStream(slug), slugAggregate, command, context);
  }

  /** The stage holding the slug when that stage was deleted or never came to be; else null. */
  async #goneHolder(slug: string): Promise<string | null> {
    const reservation = await loadAggregate(this.store, stageSlugStream(slug), slugAggregate);
    const holder = reservation.state.stageId;
    if (holder === null) return null;
    const { state } = await loadAggregate(this.store, stageStream(holder), stageAggregate);
    if (state.status === 'deleted') return holder;
    if (state.status === 'created') return null;
    return Date.now() - reservation.changedAt!.getTime() > ABANDONED_RESERVATION_MS ? holder : null;
  }
}
