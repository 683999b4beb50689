import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { counted, plural, type Language } from '@stages/contracts';
import type { Config } from '../../config/config.js';
import { UsersRepository } from '../../identity/index.js';
import { MailDispatcher } from '../../platform/mail/mail-dispatcher.js';
import type { MailReaction, OwedMail } from '../../platform/mail/mail-outbox.js';
import { inert, renderMessage, type Wording } from '../../platform/mail/templates.js';
import { CONFIG } from '../../platform/tokens.js';
import { TaxYears } from '../tax/tax-years.js';

const KIND = 'tax_filing_reminder';

/** The organizer's reminder to file the year's 281.86 certificates, sent from the log. */
export const taxFilingMails: readonly MailReaction<'TaxFilingReminderDue'>[] = [
  {
    kind: KIND,
    handles: ['TaxFilingReminderDue'],
    owed: (event) => [
      { subjectId: event.data.organizationId, params: { year: String(event.data.year) } },
    ],
  },
];

export interface FilingFacts {
  readonly organization: string;
  readonly year: number;
  readonly certificates: number;
  readonly incomplete: number;
}

export const taxFilingWordings: Record<Language, (facts: FilingFacts) => Wording> = {
  fr: ({ organization, year, certificates, incomplete }) => ({
    subject: `Attestations fiscales 281.86 de ${year} : à déposer avant le 1er mars`,
    greeting: (name) => `Bonjour ${name},`,
    body: [
      `${organization} a délivré ${counted('fr', certificates, 'attestation', 'attestations')} de frais de garde d'enfant 281.86 pour ${year}. ${plural('fr', certificates, 'Elle doit être déposée', 'Elles doivent être déposées')} auprès du SPF Finances (Belcotax-on-web) au plus tard le 1er mars ${year + 1}.`,
      incomplete > 0
        ? `${counted('fr', incomplete, 'attestation manque', 'attestations manquent')} encore d'informations : ${plural('fr', incomplete, 'complétez-la', 'complétez-les')} avant de télécharger le fichier.`
        : "Le fichier XML Belcotax est prêt dans l'onglet Documents de votre organisation.",
    ],
    action: 'Ouvrir mes documents',
    footer:
      'Vous recevez ce message parce que votre organisation délivre des attestations fiscales.',
  }),
  en: ({ organization, year, certificates, incomplete }) => ({
    subject: `${year} childcare tax certificates 281.86: to file by 1 March`,
    greeting: (name) => `Hello ${name},`,
    body: [
      `${organization} issued ${counted('en', certificates, 'childcare tax certificate', 'childcare tax certificates')} 281.86 for ${year}. ${plural('en', certificates, 'It', 'They')} must be filed with the tax administration (Belcotax-on-web) by 1 March ${year + 1}.`,
      incomplete > 0
        ? `${counted('en', incomplete, 'certificate still lacks', 'certificates still lack')} information: complete ${plural('en', incomplete, 'it', 'them')} before downloading the file.`
        : "The Belcotax XML file is ready in your organization's Documents tab.",
    ],
    action: 'Open my documents',
    footer: 'You receive this message because your organization issues tax certificates.',
  }),
  nl: ({ organization, year, certificates, incomplete }) => ({
    subject: `Fiscale attesten 281.86 van ${year}: indienen vóór 1 maart`,
    greeting: (name) => `Hallo ${name},`,
    body: [
      `${organization} reikte ${counted('nl', certificates, 'attest', 'attesten')} voor kinderopvang 281.86 uit voor ${year}. ${plural('nl', certificates, 'Het moet', 'Ze moeten')} uiterlijk op 1 maart ${year + 1} bij de FOD Financiën (Belcotax-on-web) ingediend worden.`,
      incomplete > 0
        ? `${counted('nl', incomplete, 'attest mist', 'attesten missen')} nog gegevens: vul ${plural('nl', incomplete, 'het', 'ze')} aan voordat u het bestand downloadt.`
        : 'Het Belcotax-XML-bestand staat klaar in het tabblad Documenten van uw organisatie.',
    ],
    action: 'Mijn documenten openen',
    footer: 'U ontvangt dit bericht omdat uw organisatie fiscale attesten uitreikt.',
  }),
};

@Injectable()
export class TaxFilingMail implements OnModuleInit {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly dispatcher: MailDispatcher,
    private readonly users: UsersRepository,
    private readonly taxYears: TaxYears,
  ) {}

  onModuleInit() {
    this.dispatcher.register(KIND, (mail) => this.compose(mail));
  }

  async compose({ subjectId, params }: OwedMail) {
    const found = await this.users.findOrganizationOwner(subjectId);
    if (!found) return null;
    const { owner: recipient, organizationName } = found;
    const year = Number(params.year);
    const certificates = await this.taxYears.certificates(subjectId, year);
    if (certificates.length === 0) return null;
    const link = `${this.config.publicUrl}/organization/settings/?tab=documents`;
    const wording = taxFilingWordings[recipient.language]({
      organization: inert(organizationName),
      year,
      certificates: certificates.length,
      incomplete: certificates.filter((entry) => !entry.data).length,
    });
    const rendered = renderMessage(wording, recipient.language, {
      name: recipient.firstName,
      link,
    });
    return { ...rendered, to: recipient.email, link };
  }
}
