import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PriceQuote, QuoteQuery } from '@stages/contracts';
import { z } from 'zod';
import { Access, Authenticated, type Authentication } from '../../identity/index.js';
import { PriceQuoteQuery } from '../queries/price-quote.query.js';
import { SlugParam } from '../../platform/http/slug-param.js';

/** What a family will pay for a child's place, line by line, before it registers. */
@ApiTags('enrollments')
@Controller()
export class PriceQuoteController {
  constructor(private readonly quotes: PriceQuoteQuery) {}

  /**
   * For a child of the caller's family (another's is 404 `child.not_found`). 409 `option.full`;
   * 422 `option.unknown`, `enrollment.no_reduced_price`.
   */
  @Get('stages/:slug/quote')
  @Access({ confirmed: true, role: 'parent' })
  @ApiOkResponse({ standardSchema: PriceQuote })
  quote(
    @Param('slug', { schema: SlugParam }) slug: string,
    @Query({ schema: QuoteQuery }) query: z.output<typeof QuoteQuery>,
    @Authenticated() { user }: Authentication,
  ): Promise<PriceQuote> {
    return this.quotes.forSlug(user, slug, query.child_id, {
      optionIds: query.option_ids,
      reducedPrice: query.reduced_price,
    });
  }
}
