import { counted, frenchThat, type Language } from '@stages/contracts';
import type { Certification } from '../domain/document-data.js';

/**
 * The words of the four PDF documents, in the three languages. Each language is a `Wording`,
 * so TypeScript refuses a language that lacks a key. Values that take data are functions of
 * already formatted text (dates, amounts, names): the wording decides only the sentence.
 */

export interface CommonWording {
  /** The locale of `Intl` formats and of the PDF's `Lang`. */
  readonly locale: 'fr-BE' | 'nl-BE' | 'en-BE';
  readonly enterpriseNumber: string;
  readonly vatNumber: string;
  readonly email: string;
  readonly phone: string;
  readonly notSubjectToVat: string;
  readonly name: string;
  readonly address: string;
  readonly birthDate: string;
  readonly nationalRegisterNumber: string;
  readonly description: string;
  readonly period: string;
  readonly amount: string;
  readonly firstDay: string;
  readonly lastDay: string;
  readonly numberOfDays: string;
  readonly days: (count: number) => string;
  /** "du 6 juillet 2026 au 10 juillet 2026", on two lines. */
  readonly fromTo: (from: string, to: string) => string;
  readonly signatory: string;
  readonly capacity: string;
  readonly signature: string;
  /** Where and when a certificate is signed, the place left out when unknown. */
  readonly doneAt: (place: string | null, date: string) => string;
  readonly forOrganization: (organization: string) => string;
}

export interface BillWording {
  readonly title: string;
  readonly number: string;
  readonly date: string;
  readonly childLine: (child: string) => string;
}

export interface InvoiceWording extends BillWording {
  readonly dueDate: string;
  readonly total: string;
  readonly payment: string;
  readonly beneficiary: string;
  readonly iban: string;
  readonly bic: string;
  readonly communication: string;
  readonly payBefore: string;
  readonly scan: string;
  readonly communicationReminder: string;
  readonly paid: (date: string) => string;
  /** Where nothing is to be paid (paid, cancelled, free), the total is not "to pay". */
  readonly totalSettled: string;
  readonly paymentDate: string;
  readonly cancelled: string;
  readonly cancelledBy: string;
  /** The payment section of an invoice with nothing to pay: why not. */
  readonly settled: string;
  readonly paidNote: (date: string) => string;
  readonly cancelledNote: (creditNote: string | null) => string;
  readonly nothingDue: string;
}

export interface CreditNoteWording extends BillWording {
  readonly refersTo: (invoice: string, date: string) => string;
  readonly invoice: string;
  readonly invoiceDate: string;
  readonly credited: string;
  readonly explanation: string;
}

export interface MutualCertificateWording {
  readonly title: string;
  readonly subtitle: string;
  readonly organizer: string;
  readonly child: string;
  readonly activity: string;
  readonly activityName: string;
  readonly payment: string;
  readonly amountPaid: string;
  /** What was paid beside the care (meals, transport), which the amount above leaves out. */
  readonly extrasNotCounted: string;
  readonly paymentDate: string;
  readonly invoiceNumber: string;
  readonly statement: (facts: {
    readonly organization: string;
    readonly child: string;
    readonly activity: string;
    readonly from: string;
    readonly to: string;
    readonly days: string;
    readonly amount: string;
    readonly paymentDate: string;
  }) => string;
  readonly reserved: string;
}

export interface TaxCertificateWording {
  readonly title: string;
  readonly incomeYear: string;
  readonly number: string;
  readonly organization: string;
  readonly certification: string;
  readonly certificationIntro: string;
  readonly choices: Readonly<Record<Certification, string>>;
  readonly certifier: string;
  readonly certificationPeriod: string;
  readonly periodFromUntil: (from: string, until: string) => string;
  readonly periodFrom: (from: string) => string;
  readonly periodUntil: (until: string) => string;
  readonly debtor: string;
  readonly child: string;
  readonly care: string;
  readonly from: string;
  readonly to: string;
  readonly dailyRate: string;
  readonly total: string;
  readonly dailyRateNote: string;
  readonly declaration: string;
}

export interface Wording {
  readonly common: CommonWording;
  readonly invoice: InvoiceWording;
  readonly creditNote: CreditNoteWording;
  readonly mutualCertificate: MutualCertificateWording;
  readonly taxCertificate: TaxCertificateWording;
}

const fr: Wording = {
  common: {
    locale: 'fr-BE',
    enterpriseNumber: 'N° d’entreprise',
    vatNumber: 'TVA',
    email: 'E-mail',
    phone: 'Tél.',
    notSubjectToVat: 'Non assujetti à la TVA.',
    name: 'Nom',
    address: 'Adresse',
    birthDate: 'Date de naissance',
    nationalRegisterNumber: 'N° de registre national',
    description: 'Description',
    period: 'Période',
    amount: 'Montant',
    firstDay: 'Premier jour',
    lastDay: 'Dernier jour',
    numberOfDays: 'Nombre de jours',
    days: (count) => counted('fr', count, 'jour', 'jours'),
    fromTo: (from, to) => `du ${from}\nau ${to}`,
    signatory: 'Signataire',
    capacity: 'Qualité',
    signature: 'Signature',
    doneAt: (place, date) => (place ? `Fait à ${place}, le ${date}` : `Fait le ${date}`),
    forOrganization: (organization) => `Pour ${organization}`,
  },
  invoice: {
    title: 'Facture',
    number: 'N° de facture',
    date: 'Date de facture',
    dueDate: 'Échéance',
    childLine: (child) => `Participant\u00a0: ${child}`,
    total: 'Total à payer',
    payment: 'Paiement par virement',
    beneficiary: 'Bénéficiaire',
    iban: 'IBAN',
    bic: 'BIC',
    communication: 'Communication structurée',
    payBefore: 'À payer avant le',
    scan: 'Scannez ce code avec votre application bancaire.',
    communicationReminder:
      'Merci de mentionner la communication structurée\u00a0: elle relie votre paiement à cette facture.',
    paid: (date) => `PAYÉ le ${date}`,
    totalSettled: 'Total',
    paymentDate: 'Date du paiement',
    cancelled: 'ANNULÉE',
    cancelledBy: 'Annulée par',
    settled: 'Paiement',
    paidNote: (date) =>
      `Payée le ${date}\u00a0: cette facture est réglée, aucun autre paiement n’est attendu.`,
    cancelledNote: (creditNote) =>
      creditNote
        ? `Annulée par la note de crédit ${creditNote}\u00a0: aucun paiement n’est attendu.`
        : 'Cette facture est annulée\u00a0: aucun paiement n’est attendu.',
    nothingDue: 'Aucun paiement n’est attendu.',
  },
  creditNote: {
    title: 'Note de crédit',
    number: 'N° de note de crédit',
    date: 'Date',
    childLine: (child) => `Participant\u00a0: ${child}`,
    refersTo: (invoice, date) => `Se rapporte à la facture ${invoice} du ${date}.`,
    invoice: 'Facture concernée',
    invoiceDate: 'Date de la facture',
    credited: 'Montant crédité',
    explanation: 'Ce montant est crédité en votre faveur et vient en déduction de la facture.',
  },
  mutualCertificate: {
    title: 'Attestation de participation — mutualité',
    subtitle: 'À remettre à la mutualité de l’enfant.',
    organizer: 'Organisateur',
    child: 'Enfant',
    activity: 'Activité',
    activityName: 'Nom de l’activité',
    payment: 'Paiement',
    amountPaid: 'Montant payé',
    extrasNotCounted: 'Suppléments non compris',
    paymentDate: 'Date du paiement',
    invoiceNumber: 'N° de facture',
    statement: (f) =>
      `${f.organization} certifie ${frenchThat(f.child)} a participé à l’activité «\u00a0${f.activity}\u00a0» ` +
      `du ${f.from} au ${f.to}, soit ${f.days}, et que la somme de ${f.amount} ` +
      `a été payée le ${f.paymentDate}.`,
    reserved: 'Cadre réservé à la mutualité',
  },
  taxCertificate: {
    title: 'Attestation de frais de garde d’enfant — 281.86',
    incomeYear: 'Année de revenus',
    number: 'N°',
    organization: 'I. Milieu d’accueil ou institution',
    certification: 'II. Certification',
    certificationIntro: 'Le milieu d’accueil ou l’institution mentionné au cadre I est\u00a0:',
    choices: {
      a: 'a) agréé, subventionné ou contrôlé par l’Office de la Naissance et de l’Enfance (ONE), Kind en Gezin/Opgroeien ou le Gouvernement de la Communauté germanophone',
      b: 'b) agréé ou contrôlé par des pouvoirs publics locaux, communautaires ou régionaux',
      c: 'c) agréé, subventionné ou contrôlé par des institutions publiques étrangères établies dans un autre État membre de l’Espace économique européen',
      d: 'd) lié à un établissement scolaire ou au pouvoir organisateur d’un établissement scolaire',
    },
    certifier: 'Institution ou autorité qui certifie',
    certificationPeriod: 'Période',
    periodFromUntil: (from, until) => `du ${from} au ${until}`,
    periodFrom: (from) => `à partir du ${from}`,
    periodUntil: (until) => `jusqu’au ${until}`,
    debtor: 'III. Débiteur des frais de garde',
    child: 'IV. Enfant',
    care: 'V. Périodes de garde et montants payés',
    from: 'Du',
    to: 'Au',
    dailyRate: 'Tarif journalier *',
    total: 'Total',
    dailyRateNote:
      '* Mentionné uniquement lorsqu’il dépasse le montant journalier maximal pris en compte pour la réduction d’impôt.',
    declaration:
      'Le soussigné certifie que les renseignements figurant sur la présente attestation sont sincères et complets.',
  },
};

const nl: Wording = {
  common: {
    locale: 'nl-BE',
    enterpriseNumber: 'Ondernemingsnr.',
    vatNumber: 'Btw',
    email: 'E-mail',
    phone: 'Tel.',
    notSubjectToVat: 'Niet btw-plichtig.',
    name: 'Naam',
    address: 'Adres',
    birthDate: 'Geboortedatum',
    nationalRegisterNumber: 'Rijksregisternummer',
    description: 'Omschrijving',
    period: 'Periode',
    amount: 'Bedrag',
    firstDay: 'Eerste dag',
    lastDay: 'Laatste dag',
    numberOfDays: 'Aantal dagen',
    days: (count) => counted('nl', count, 'dag', 'dagen'),
    fromTo: (from, to) => `van ${from}\ntot ${to}`,
    signatory: 'Ondertekenaar',
    capacity: 'Hoedanigheid',
    signature: 'Handtekening',
    doneAt: (place, date) => (place ? `Opgemaakt te ${place} op ${date}` : `Opgemaakt op ${date}`),
    forOrganization: (organization) => `Voor ${organization}`,
  },
  invoice: {
    title: 'Factuur',
    number: 'Factuurnummer',
    date: 'Factuurdatum',
    dueDate: 'Vervaldatum',
    childLine: (child) => `Deelnemer: ${child}`,
    total: 'Te betalen',
    payment: 'Betaling via overschrijving',
    beneficiary: 'Begunstigde',
    iban: 'IBAN',
    bic: 'BIC',
    communication: 'Gestructureerde mededeling',
    payBefore: 'Te betalen vóór',
    scan: 'Scan deze code met uw bankapp.',
    communicationReminder:
      'Vermeld de gestructureerde mededeling: zo wordt uw betaling aan deze factuur gekoppeld.',
    paid: (date) => `BETAALD op ${date}`,
    totalSettled: 'Totaal',
    paymentDate: 'Betaaldatum',
    cancelled: 'GEANNULEERD',
    cancelledBy: 'Geannuleerd door',
    settled: 'Betaling',
    paidNote: (date) =>
      `Betaald op ${date}: deze factuur is voldaan, er wordt geen andere betaling verwacht.`,
    cancelledNote: (creditNote) =>
      creditNote
        ? `Geannuleerd door creditnota ${creditNote}: er wordt geen betaling verwacht.`
        : 'Deze factuur is geannuleerd: er wordt geen betaling verwacht.',
    nothingDue: 'Er wordt geen betaling verwacht.',
  },
  creditNote: {
    title: 'Creditnota',
    number: 'Nummer creditnota',
    date: 'Datum',
    childLine: (child) => `Deelnemer: ${child}`,
    refersTo: (invoice, date) => `Heeft betrekking op factuur ${invoice} van ${date}.`,
    invoice: 'Betreffende factuur',
    invoiceDate: 'Factuurdatum',
    credited: 'Gecrediteerd bedrag',
    explanation:
      'Dit bedrag wordt in uw voordeel gecrediteerd en in mindering gebracht op de factuur.',
  },
  mutualCertificate: {
    title: 'Attest voor het ziekenfonds',
    subtitle: 'Te bezorgen aan het ziekenfonds van het kind.',
    organizer: 'Organisator',
    child: 'Kind',
    activity: 'Activiteit',
    activityName: 'Naam van de activiteit',
    payment: 'Betaling',
    amountPaid: 'Betaald bedrag',
    extrasNotCounted: 'Extra’s niet inbegrepen',
    paymentDate: 'Datum van betaling',
    invoiceNumber: 'Factuurnummer',
    statement: (f) =>
      `${f.organization} verklaart dat ${f.child} heeft deelgenomen aan de activiteit ‘${f.activity}’ ` +
      `van ${f.from} tot ${f.to}, hetzij ${f.days}, en dat het bedrag van ${f.amount} ` +
      `betaald werd op ${f.paymentDate}.`,
    reserved: 'Voorbehouden aan het ziekenfonds',
  },
  taxCertificate: {
    title: 'Attest inzake uitgaven voor de opvang van kinderen — 281.86',
    incomeYear: 'Inkomstenjaar',
    number: 'Nr.',
    organization: 'I. Opvangvoorziening of instelling',
    certification: 'II. Certificering',
    certificationIntro: 'De opvangvoorziening of instelling vermeld in vak I is:',
    choices: {
      a: 'a) erkend, gesubsidieerd of gecontroleerd door Kind en Gezin/Opgroeien, de Office de la Naissance et de l’Enfance (ONE) of de Regering van de Duitstalige Gemeenschap',
      b: 'b) erkend of gecontroleerd door lokale openbare besturen of door openbare besturen van de gemeenschappen of de gewesten',
      c: 'c) erkend, gesubsidieerd of gecontroleerd door buitenlandse openbare instellingen gevestigd in een andere lidstaat van de Europese Economische Ruimte',
      d: 'd) verbonden met een school of met de inrichtende macht van een school',
    },
    certifier: 'Certificerende instelling of overheid',
    certificationPeriod: 'Periode',
    periodFromUntil: (from, until) => `van ${from} tot ${until}`,
    periodFrom: (from) => `vanaf ${from}`,
    periodUntil: (until) => `tot ${until}`,
    debtor: 'III. Schuldenaar van de opvangkosten',
    child: 'IV. Kind',
    care: 'V. Opvangperiodes en betaalde bedragen',
    from: 'Van',
    to: 'Tot',
    dailyRate: 'Dagprijs *',
    total: 'Totaal',
    dailyRateNote:
      '* Enkel vermeld wanneer de dagprijs hoger is dan het maximale dagbedrag dat voor de belastingvermindering in aanmerking komt.',
    declaration:
      'De ondergetekende verklaart dat de gegevens op dit attest oprecht en volledig zijn.',
  },
};

const en: Wording = {
  common: {
    locale: 'en-BE',
    enterpriseNumber: 'Enterprise no.',
    vatNumber: 'VAT',
    email: 'Email',
    phone: 'Tel.',
    notSubjectToVat: 'Not subject to VAT.',
    name: 'Name',
    address: 'Address',
    birthDate: 'Date of birth',
    nationalRegisterNumber: 'National register no.',
    description: 'Description',
    period: 'Period',
    amount: 'Amount',
    firstDay: 'First day',
    lastDay: 'Last day',
    numberOfDays: 'Number of days',
    days: (count) => counted('en', count, 'day', 'days'),
    fromTo: (from, to) => `from ${from}\nto ${to}`,
    signatory: 'Signatory',
    capacity: 'Capacity',
    signature: 'Signature',
    doneAt: (place, date) => (place ? `Signed at ${place} on ${date}` : `Signed on ${date}`),
    forOrganization: (organization) => `For ${organization}`,
  },
  invoice: {
    title: 'Invoice',
    number: 'Invoice no.',
    date: 'Invoice date',
    dueDate: 'Due date',
    childLine: (child) => `Participant: ${child}`,
    total: 'Total due',
    payment: 'Payment by bank transfer',
    beneficiary: 'Beneficiary',
    iban: 'IBAN',
    bic: 'BIC',
    communication: 'Structured communication',
    payBefore: 'Pay before',
    scan: 'Scan this code with your banking app.',
    communicationReminder:
      'Please quote the structured communication: it links your payment to this invoice.',
    paid: (date) => `PAID on ${date}`,
    totalSettled: 'Total',
    paymentDate: 'Payment date',
    cancelled: 'CANCELLED',
    cancelledBy: 'Cancelled by',
    settled: 'Payment',
    paidNote: (date) => `Paid on ${date}: this invoice is settled, no other payment is expected.`,
    cancelledNote: (creditNote) =>
      creditNote
        ? `Cancelled by credit note ${creditNote}: no payment is expected.`
        : 'This invoice is cancelled: no payment is expected.',
    nothingDue: 'No payment is expected.',
  },
  creditNote: {
    title: 'Credit note',
    number: 'Credit note no.',
    date: 'Date',
    childLine: (child) => `Participant: ${child}`,
    refersTo: (invoice, date) => `Refers to invoice ${invoice} of ${date}.`,
    invoice: 'Invoice',
    invoiceDate: 'Invoice date',
    credited: 'Amount credited',
    explanation: 'This amount is credited to you and deducted from the invoice.',
  },
  mutualCertificate: {
    title: 'Certificate for the mutual insurer',
    subtitle: 'To be handed to the child’s mutual insurer.',
    organizer: 'Organiser',
    child: 'Child',
    activity: 'Activity',
    activityName: 'Name of the activity',
    payment: 'Payment',
    amountPaid: 'Amount paid',
    extrasNotCounted: 'Extras not included',
    paymentDate: 'Payment date',
    invoiceNumber: 'Invoice no.',
    statement: (f) =>
      `${f.organization} certifies that ${f.child} took part in the activity “${f.activity}” ` +
      `from ${f.from} to ${f.to}, that is ${f.days}, and that the sum of ${f.amount} ` +
      `was paid on ${f.paymentDate}.`,
    reserved: 'Reserved for the mutual insurer',
  },
  taxCertificate: {
    title: 'Childcare expenses certificate — 281.86',
    incomeYear: 'Income year',
    number: 'No.',
    organization: 'I. Childcare provider or institution',
    certification: 'II. Certification',
    certificationIntro: 'The childcare provider or institution named in section I is:',
    choices: {
      a: 'a) recognised, subsidised or supervised by Kind en Gezin/Opgroeien, the Office de la Naissance et de l’Enfance (ONE) or the Government of the German-speaking Community',
      b: 'b) recognised or supervised by local, community or regional public authorities',
      c: 'c) recognised, subsidised or supervised by foreign public institutions established in another member state of the European Economic Area',
      d: 'd) linked to a school or to the organising body of a school',
    },
    certifier: 'Certifying institution or authority',
    certificationPeriod: 'Period',
    periodFromUntil: (from, until) => `from ${from} to ${until}`,
    periodFrom: (from) => `from ${from}`,
    periodUntil: (until) => `until ${until}`,
    debtor: 'III. Person who paid the childcare',
    child: 'IV. Child',
    care: 'V. Periods of care and amounts paid',
    from: 'From',
    to: 'To',
    dailyRate: 'Daily rate *',
    total: 'Total',
    dailyRateNote:
      '* Stated only where it exceeds the maximum daily amount taken into account for the tax reduction.',
    declaration:
      'The undersigned certifies that the information on this certificate is true and complete.',
  },
};

export const WORDINGS: Readonly<Record<Language, Wording>> = { fr, nl, en };
