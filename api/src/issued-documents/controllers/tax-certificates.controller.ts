import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorCode, TaxYearAnswer } from '@stages/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { renderTaxCertificate } from '../pdf/tax-certificate-pdf.js';
import { Access, Authenticated, type Authentication } from '../../identity/index.js';
import {
  OrganizationProfilesRepository,
  OrganizationsRepository,
} from '../../organizations/index.js';
import { DomainError } from '../../platform/domain-error.js';
import { sendFile } from '../../platform/http/send-file.js';
import { TaxYears } from '../tax/tax-years.js';
import { Part, sendTaxCertificate, Year } from './tax-certificate-reply.js';

/** The organization's childcare tax certificates 281.86 of an income year, and their filing. */
@ApiTags('documents')
@Controller('organization/tax-certificates/:year')
@Access({ confirmed: true, role: 'organization' })
export class TaxCertificatesController {
  constructor(
    private readonly organizations: OrganizationsRepository,
    private readonly profiles: OrganizationProfilesRepository,
    private readonly taxYears: TaxYears,
  ) {}

  @Get()
  @ApiOkResponse({ standardSchema: TaxYearAnswer })
  async list(
    @Param('year', { schema: Year }) year: number,
    @Authenticated() { user }: Authentication,
  ): Promise<TaxYearAnswer> {
    return this.taxYears.summary(await this.#organization(user.id), year);
  }

  /**
   * The Belcotax-on-web XML of every certificate of the year. 409 `document.incomplete` while a
   * certificate lacks data, `document.not_found` when there is none.
   */
  @Get('belcotax')
  @ApiOkResponse({ description: 'An XML file' })
  async belcotax(
    @Param('year', { schema: Year }) year: number,
    @Authenticated() { user }: Authentication,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const organization = await this.#organization(user.id);
    const entries = await this.taxYears.certificates(organization.id, year);
    const filing = this.taxYears.filing(organization, year, entries);
    if ('refusal' in filing) throw filing.refusal;
    const xml = filing.xml;
    return sendFile(reply, 'application/xml', `belcotax-281.86-${year}.xml`, Buffer.from(xml));
  }

  /** One certificate: 404 `document.not_found`, 409 `document.incomplete` naming what it lacks. */
  @Get(':childId/:part')
  @ApiOkResponse({ description: 'A PDF file' })
  async certificate(
    @Param('year', { schema: Year }) year: number,
    @Param('childId', { schema: z.uuid() }) childId: string,
    @Param('part', { schema: Part }) part: number,
    @Authenticated() { user }: Authentication,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { id } = await this.organizations.ownedBy(user.id);
    const data = await this.taxYears.printable(id, year, childId, part);
    return sendTaxCertificate(reply, await renderTaxCertificate(data), data);
  }

  async #organization(userId: string) {
    const { id } = await this.organizations.ownedBy(userId);
    const profile = await this.profiles.find(id);
    if (!profile)
      throw new DomainError(ErrorCode.wrongRole, 'This needs an organization account.', 403);
    return { ...profile, id };
  }
}
