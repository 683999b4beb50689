import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { FamilyDocument } from '@stages/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { renderTaxCertificate } from '../pdf/tax-certificate-pdf.js';
import { Access, Authenticated, type Authentication } from '../../identity/index.js';
import { FamilyDocuments } from '../queries/family-documents.js';
import { Part, sendTaxCertificate, Year } from './tax-certificate-reply.js';

/** The family's documents: every invoice, credit note and certificate of its children. */
@ApiTags('documents')
@Controller('documents')
@Access({ confirmed: true, role: 'parent' })
export class FamilyDocumentsController {
  constructor(private readonly documents: FamilyDocuments) {}

  @Get()
  @ApiOkResponse({ standardSchema: z.array(FamilyDocument) })
  list(@Authenticated() { user }: Authentication): Promise<FamilyDocument[]> {
    return this.documents.list(user.id, user.language);
  }

  /** One of the family's 281.86: 404 `document.not_found`, 409 `document.incomplete`. */
  @Get('tax-certificates/:year/:organizationId/:childId/:part')
  @ApiOkResponse({ description: 'A PDF file' })
  async taxCertificate(
    @Param('year', { schema: Year }) year: number,
    @Param('organizationId', { schema: z.uuid() }) organizationId: string,
    @Param('childId', { schema: z.uuid() }) childId: string,
    @Param('part', { schema: Part }) part: number,
    @Authenticated() { user }: Authentication,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const data = await this.documents.taxCertificate(user.id, year, organizationId, childId, part);
    return sendTaxCertificate(reply, await renderTaxCertificate(data), data);
  }
}
