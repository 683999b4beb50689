import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  LegalRepresentative,
  LegalRepresentativeInput,
  LegalRepresentativeListQuery,
  LegalRepresentativePage,
  LegalRepresentativePatch,
} from '@stages/contracts';
import { z } from 'zod';
import { Access, Authenticated, type Authentication } from '../../identity/index.js';
import { LegalRepresentativesService } from '../commands/legal-representatives.service.js';
import { LegalRepresentativesQuery } from '../queries/legal-representatives.query.js';
import { CommandEndpoint } from '../../platform/commands/command-endpoint.decorator.js';
import { AnswerKeyParam, type AnswerKey } from '../../platform/idempotency/answer-within.js';

/**
 * A parent's legal representatives, in the paged shape the web app reads
 * (`{ count, next, previous, results }`). Another family's are not found (404).
 */
@ApiTags('families')
@Controller('legal-representative')
@Access({ confirmed: true, role: 'parent' })
export class LegalRepresentativesController {
  constructor(
    private readonly query: LegalRepresentativesQuery,
    private readonly service: LegalRepresentativesService,
  ) {}

  /** `?page=` from 1, `page_size=` 3 unless asked (at most 100), `search=` words of the names. */
  @Get()
  @ApiOkResponse({ standardSchema: LegalRepresentativePage })
  list(
    @Query({ schema: LegalRepresentativeListQuery })
    query: z.output<typeof LegalRepresentativeListQuery>,
    @Authenticated() { user }: Authentication,
  ): Promise<LegalRepresentativePage> {
    return this.query.page(user.id, query);
  }

  @Get(':id')
  @ApiOkResponse({ standardSchema: LegalRepresentative })
  get(
    @Param('id', { schema: z.uuid() }) id: string,
    @Authenticated() { user }: Authentication,
  ): Promise<LegalRepresentative> {
    return this.query.find(user.id, id);
  }

  @Post()
  @CommandEndpoint()
  @ApiOkResponse({ standardSchema: LegalRepresentative })
  create(
    @Body({ schema: LegalRepresentativeInput }) body: z.output<typeof LegalRepresentativeInput>,
    @Authenticated() { user }: Authentication,
    @AnswerKeyParam() answerKey: AnswerKey | null,
  ): Promise<LegalRepresentative> {
    return this.service.create(user.id, body, answerKey);
  }

  @Patch(':id')
  @ApiOkResponse({ standardSchema: LegalRepresentative })
  update(
    @Param('id', { schema: z.uuid() }) id: string,
    @Body({ schema: LegalRepresentativePatch }) body: z.output<typeof LegalRepresentativePatch>,
    @Authenticated() { user }: Authentication,
  ): Promise<LegalRepresentative> {
    return this.service.update(user.id, id, body);
  }

  /** Refused (409 `legal_representative.in_use`) while a child names the representative. */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  delete(
    @Param('id', { schema: z.uuid() }) id: string,
    @Authenticated() { user }: Authentication,
  ): Promise<void> {
    return this.service.delete(user.id, id);
  }
}
