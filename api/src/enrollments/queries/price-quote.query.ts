import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  lineNamesOf,
  priceLineViews,
  stageStream,
  totalCents,
  type EventStore,
  type Language,
  type OfferQuote,
  type PriceQuote,
} from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { ChildrenQuery } from '../../families/index.js';
import { loadAggregate } from '../../platform/commands/run-command.js';
import { DomainError } from '../../platform/domain-error.js';
import { DATABASE, EVENT_STORE } from '../../platform/tokens.js';
import { familyPlaces, placePrice, type PlaceChoice } from '../domain/place-price.js';
import { stageEnrollmentsAggregate } from '../domain/stage-enrollments.js';

/** Who asks for a quote: a parent, in the language the reductions are worded in. */
export interface QuoteReader {
  readonly id: string;
  readonly language: Language;
}

const stageNotFound = () => new DomainError(ErrorCode.stageNotFound, 'No such stage', 404);

/**
 * What a family would pay for a child's place, priced by the very rules that record the
 * registration, on the stage's stream as it is now: its charges, the family's children already
 * holding a place (the sibling discount) and the options' places left.
 */
@Injectable()
export class PriceQuoteQuery {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly children: ChildrenQuery,
  ) {}

  /** A stage shown to the public, by its slug; another family's child is not found. */
  async forSlug(
    reader: QuoteReader,
    slug: string,
    childId: string,
    choice: PlaceChoice,
  ): Promise<PriceQuote> {
    const { rows } = await this.db.query<{ stage_id: string }>(
      `SELECT stage_id::text FROM stage_catalogue WHERE slug = $1 AND visible AND NOT moderated`,
      [slug],
    );
    if (!rows[0]) throw stageNotFound();
    return this.quote(reader, rows[0].stage_id, childId, choice);
  }

  /**
   * Taking a waiting list's offer for the entry's children, in their order, each with the same
   * choice: what `confirmed_price_cents` must be.
   */
  async offer(
    reader: QuoteReader,
    entry: { readonly stage_id: string; readonly child_ids: readonly string[] },
    primaryParentId: string,
    choice: PlaceChoice,
  ): Promise<OfferQuote> {
    const { state, stage } = await this.#stage(entry.stage_id);
    const before = familyPlaces(state, primaryParentId);
    const names = lineNamesOf(stage.name, stage.options);
    const children = entry.child_ids.map((childId, index) => {
      const lines = placePrice(state, stage, choice, before + index, entry.child_ids.length);
      return {
        child_id: childId,
        lines: priceLineViews(lines, names, reader.language),
        total_cents: totalCents(lines),
      };
    });
    const total = children.reduce((sum, child) => sum + child.total_cents, 0);
    return { children, total_cents: total };
  }

  /** By the stage's id, read from its stream alone. */
  async quote(
    reader: QuoteReader,
    stageId: string,
    childId: string,
    choice: PlaceChoice,
  ): Promise<PriceQuote> {
    const child = await this.children.find(reader.id, childId);
    const { state, stage } = await this.#stage(stageId);
    const lines = placePrice(state, stage, choice, familyPlaces(state, child.primary_parent_id));
    return {
      lines: priceLineViews(lines, lineNamesOf(stage.name, stage.options), reader.language),
      total_cents: totalCents(lines),
    };
  }

  async #stage(stageId: string) {
    const stream = stageStream(stageId);
    const { state } = await loadAggregate(this.store, stream, stageEnrollmentsAggregate);
    const { stage } = state;
    if (!stage || stage.deleted) throw stageNotFound();
    return { state, stage };
  }
}
