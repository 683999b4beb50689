import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorCode, TaxYearAnswer, type OrganizationProfile } from '@stages/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { BelcotaxError, belcotaxXml, type BelcotaxFiling } from '../tax/belcotax-xml.js';
import type { TaxCertificateData } from '../domain/document-data.js';
import { renderTaxCertificate } from '../pdf/tax-certificate-pdf.js';
import { Access, Authenticated } from '../../identity/access/access.js';
import type { Authentication } from '../../identity/sessions/session.service.js';
import { OrganizationProfilesRepository } from '../../organizations/persistence/organization-profiles.repository.js';
import { OrganizationsRepository } from '../../organizations/persistence/organizations.repository.js';
import { DomainError } from '../../platform/domain-error.js';
import { sendFile } from '../../platform/http/send-file.js';
import { Clock } from '../../infrastructure/clock.js';
import { TaxYears } from '../tax/tax-years.js';
import { Part, sendTaxCertificate, Year } from './family-documents.controller.js';

/** The organization's childcare tax certificates 281.86 of an income year, and their filing. */
@ApiTags('documents')
@Controller('organization/tax-certificates/:year')
@Access({ confirmed: true, role: 'organization' })
export class TaxCertificatesController {
  constructor(
    private readonly organizations: OrganizationsRepository,
    private readonly profiles: OrganizationProfilesRepository,
    private readonly taxYears: TaxYears,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOkResponse({ standardSchema: TaxYearAnswer })
  async list(
    @Param('year', { schema: Year }) year: number,
    @Authenticated() { user }: Authentication,
  ): Promise<TaxYearAnswer> {
    const organization = await this.#organization(user.id);
    const summary = await this.taxYears.summary(
      organization.id,
      year,
      organization.tax_certificates,
    );
    if (!summary.belcotax_url) return summary;
    // Offered only when the file can be made: the sender's block needs a phone, an e-mail...
    const certificates = (await this.taxYears.certificates(organization.id, year)).map(
      (entry) => entry.data!,
    );
    try {
      belcotaxXml(this.#filingOf(organization, year, certificates));
      return summary;
    } catch (error) {
      if (!(error instanceof BelcotaxError)) throw error;
      return { ...summary, belcotax_url: null, belcotax_problem: error.message };
    }
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
    if (entries.length === 0) {
      throw new DomainError(ErrorCode.documentNotFound, 'No certificate this year', 404);
    }
    const incomplete = entries.filter((entry) => !entry.data);
    if (incomplete.length > 0) {
      throw new DomainError(
        ErrorCode.documentIncomplete,
        `${incomplete.length} certificates lack data`,
        409,
      );
    }
    const certificates = entries.map((entry) => entry.data!);
    let xml: string;
    try {
      xml = belcotaxXml(this.#filingOf(organization, year, certificates));
    } catch (error) {
      if (!(error instanceof BelcotaxError)) throw error;
      throw new DomainError(ErrorCode.documentIncomplete, error.message, 409);
    }
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

  #filingOf(
    organization: OrganizationProfile & { id: string },
    year: number,
    certificates: readonly TaxCertificateData[],
  ): BelcotaxFiling {
    const responsible = [organization.responsible_first_name, organization.responsible_last_name];
    return {
      incomeYear: year,
      createdOn: this.clock.today(),
      organization: certificates[0]!.organization,
      contact: {
        name: responsible.filter(Boolean).join(' ') || organization.name,
        phone: organization.phone,
        email: organization.email,
      },
      language: organization.language,
      certificates,
    };
  }

  async #organization(userId: string) {
    const { id } = await this.organizations.ownedBy(userId);
    const profile = await this.profiles.find(id);
    if (!profile)
      throw new DomainError(ErrorCode.wrongRole, 'This needs an organization account.', 403);
    return { ...profile, id };
  }
}
