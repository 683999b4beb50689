import { LANGUAGES, type Language, type Sex } from '@stages/contracts';
import { describe, expect, it } from 'vitest';
import { DAY_SHEET_WORDINGS } from '../../../api/src/camp-days/day-sheet/day-sheet-wordings.js';
import { stageMessageWording } from '../../../api/src/camp-days/mails/stage-message-wordings.js';
import { boundedContexts } from '../../../api/src/contexts.js';
import { exportWordings } from '../../../api/src/enrollments/exports/export-wordings.js';
import {
  enrollmentWording,
  type EnrollmentFacts,
  type EnrollmentMailKind,
} from '../../../api/src/enrollments/mails/enrollment-wordings.js';
import { familyInvitationWording } from '../../../api/src/enrollments/mails/family-invitation.mail.js';
import {
  waitingListWording,
  type WaitingListFacts,
  type WaitingListMailKind,
} from '../../../api/src/enrollments/mails/waiting-list-wordings.js';
import { shareInvitationWording } from '../../../api/src/families/commands/share-invitation.mail.js';
import { taxFilingWordings } from '../../../api/src/issued-documents/mails/tax-filing-mail.js';
import { WORDINGS } from '../../../api/src/issued-documents/pdf/wordings.js';
import { verifiedWordings } from '../../../api/src/organizations/mails/verification-mail.js';
import {
  paymentWording,
  type BillFacts,
  type PaymentMailKind,
} from '../../../api/src/payments/mails/payment-wordings.js';
import { renderMail, type Wording } from '../../../api/src/platform/mail/templates.js';
import {
  enterpriseOfferWordings,
  paymentFailedWordings,
} from '../../../api/src/subscriptions/mails/subscription-mails.js';

/** Everything a reader of a mail sees: the subject and the text around the link. */
const textOf = (wording: Wording) =>
  [wording.subject, wording.greeting('Jan'), ...wording.body, wording.action, wording.footer].join(
    '\n',
  );

const enrollment = (overrides: Partial<EnrollmentFacts> = {}): EnrollmentFacts => ({
  child: 'Noor',
  sex: 'female',
  stage: 'Circus',
  dates: '6 juli 2027 – 10 juli 2027',
  reason: 'Volzet',
  reducedPrice: 'none',
  ...overrides,
});

const bill = (overrides: Partial<BillFacts> = {}): BillFacts => ({
  child: 'Noor',
  stage: 'Circus',
  organization: 'De Bevers',
  invoice: '2027-00001',
  amount: '€ 137,50',
  dueDate: '20 juli 2027',
  communication: '+++090/9337/55493+++',
  iban: 'BE68 5390 0754 7034',
  day: '1 juli 2027',
  ordinal: 2,
  ...overrides,
});

const ENROLLMENT_KINDS: readonly EnrollmentMailKind[] = [
  'enrollment_requested',
  'enrollment_request_to_organizer',
  'enrollment_accepted',
  'enrollment_rejected',
  'enrollment_cancelled_to_organizer',
];
const WAITING_LIST_KINDS: readonly WaitingListMailKind[] = [
  'waiting_list_joined',
  'waiting_list_offered',
  'waiting_list_offer_reminder',
  'waiting_list_offer_expired',
  'waiting_list_removed',
];
const entry = (overrides: Partial<WaitingListFacts> = {}): WaitingListFacts => ({
  children: 'Noor',
  count: 1,
  stage: 'Circus',
  dates: '6 juli 2027 – 10 juli 2027',
  position: 3,
  deadline: '3 juli 2027 om 14:30',
  price: '€ 137,50',
  reason: 'Dubbel ingeschreven',
  ...overrides,
});
const PAYMENT_KINDS: readonly PaymentMailKind[] = [
  'bill_issued',
  'payment_received',
  'payment_reminder',
  'refund_recorded',
];

/** Every message the product mails, by kind, in each of its variants. */
const mails: Record<string, (language: Language) => Wording[]> = {
  ...Object.fromEntries(
    ENROLLMENT_KINDS.map((kind) => [
      kind,
      (language: Language) => [
        enrollmentWording(kind, language, enrollment()),
        enrollmentWording(kind, language, enrollment({ sex: 'male', reason: null })),
        enrollmentWording(kind, language, enrollment({ sex: 'other' })),
      ],
    ]),
  ),
  ...Object.fromEntries(
    PAYMENT_KINDS.map((kind) => [
      kind,
      (language: Language) => [
        paymentWording(kind, language, bill()),
        paymentWording(kind, language, bill({ iban: null, ordinal: 1 })),
      ],
    ]),
  ),
  ...Object.fromEntries(
    WAITING_LIST_KINDS.map((kind) => [
      kind,
      (language: Language) => [
        waitingListWording(kind, language, entry()),
        waitingListWording(
          kind,
          language,
          entry({ children: 'Noor en Lucas', count: 2, position: null, reason: null }),
        ),
      ],
    ]),
  ),
  enrollment_family_invitation: (language) =>
    (['male', 'female', 'other'] as const).map((sex) =>
      familyInvitationWording(language, {
        organization: 'De Bevers',
        child: 'Noor',
        sex,
        stage: 'Circus',
        dates: '6 juli 2027 – 10 juli 2027',
      }),
    ),
  account_share_invitation: (language) => [shareInvitationWording(language, 'Ann Peeters')],
  stage_message: (language) => [
    stageMessageWording(language, {
      subject: 'Zwemgerief',
      text: 'Vergeet morgen de zwemzak niet.',
      organization: 'De Bevers',
      stage: 'Circus',
      dates: '6 juli 2027 – 10 juli 2027',
    }),
  ],
  tax_filing_reminder: (language) =>
    [0, 1, 2].map((incomplete) =>
      taxFilingWordings[language]({
        organization: 'De Bevers',
        year: 2026,
        certificates: 3,
        incomplete,
      }),
    ),
  organization_verified: (language) => [verifiedWordings[language]('De Bevers')],
  subscription_payment_failed: (language) =>
    ['', '1 maart 2027'].map((nextAttempt) =>
      paymentFailedWordings[language]({
        organization: 'De Bevers',
        amount: '€ 290,00',
        nextAttempt,
      }),
    ),
  enterprise_offer_requested: (language) => [
    enterpriseOfferWordings[language]({
      name: 'Ann Peeters',
      email: 'ann@example.org',
      organization: 'De Bevers',
      phone: '+32 470 12 34 56',
      message: 'Tien afdelingen',
      language: 'nl',
    }),
  ],
};
const accountMails = (language: Language) =>
  (['confirm_email', 'password_reset', 'password_reset_social'] as const).map((kind) => {
    const { subject, text } = renderMail(kind, language, { name: 'Jan', link: 'https://x' });
    return `${subject}\n${text}`;
  });

const mailTexts = (language: Language) => [
  ...Object.values(mails).flatMap((variants) => variants(language).map(textOf)),
  ...accountMails(language),
];

/** Every string a PDF or an export prints, its sentences filled with sample facts. */
function printedTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    // A sentence takes a count, a text, a place and a date, or an object of facts: try each.
    const call = value as (...args: unknown[]) => unknown;
    const facts = {
      organization: 'De Bevers',
      child: 'Noor',
      activity: 'Circus',
      from: '6 juli 2027',
      to: '10 juli 2027',
      days: '5 dagen',
      amount: '€ 137,50',
      paymentDate: '1 juli 2027',
    };
    return [call(1), call(2), call('Noor'), call(facts), call('Namur', '1 juli 2027')].flatMap(
      printedTexts,
    );
  }
  if (value && typeof value === 'object') return Object.values(value).flatMap(printedTexts);
  return [];
}

/** The common noun "stage" (any case, in compounds), not the brand "Stages" nor its address. */
const saysStage = (text: string) =>
  /stage/i.test(text.replace(/[\w.-]*@?stages\.be\b/g, '').replace(/\bStages\b/g, ''));

describe('The mails', () => {
  it('cover every kind of message the contexts send', () => {
    const sent = boundedContexts.flatMap((context) =>
      (context.mailReactions ?? []).map((reaction) => reaction.kind),
    );
    expect(Object.keys(mails).sort()).toEqual([...new Set(sent)].sort());
  });

  it.each([
    ['nl', 'kamp'],
    ['en', 'camp'],
  ] as const)('in %s call a camp a %s, never a stage', (language, _word) => {
    const texts = mailTexts(language);
    expect(texts.length).toBeGreaterThan(25);
    expect(texts.filter(saysStage)).toEqual([]);
    // The brand stays as it is.
    expect(texts.join('\n')).toContain('Stages');
  });

  it('agree in French with the child they speak of', () => {
    const toOrganizer = (sex: Sex) =>
      enrollmentWording(
        'enrollment_request_to_organizer',
        'fr',
        enrollment({ child: 'Alice', sex }),
      ).body[0];
    expect(toOrganizer('female')).toMatch(/^Alice est inscrite au stage/);
    expect(toOrganizer('male')).toMatch(/^Alice est inscrit au stage/);
    expect(toOrganizer('other')).toMatch(/^La demande d'inscription d'Alice au stage/);
    const unenrolled = (sex: Sex) =>
      enrollmentWording('enrollment_cancelled_to_organizer', 'fr', enrollment({ sex })).body[0];
    expect(unenrolled('female')).toMatch(/^Noor a été désinscrite du stage/);
    expect(unenrolled('male')).toMatch(/^Noor a été désinscrit du stage/);
    expect(unenrolled('other')).toMatch(/^L'inscription de Noor au stage .* a été annulée/);
    const invitation = (sex: Sex) =>
      familyInvitationWording('fr', {
        organization: 'Les Castors',
        child: 'Emma',
        sex,
        stage: 'Cirque',
        dates: '',
      }).subject;
    expect(invitation('female')).toBe('Emma est inscrite au stage «\u00a0Cirque\u00a0»');
    expect(invitation('male')).toBe('Emma est inscrit au stage «\u00a0Cirque\u00a0»');
    expect(invitation('other')).toBe('Inscription acceptée : Emma au stage «\u00a0Cirque\u00a0»');
  });

  it('never put the word for a camp before a name that begins with it', () => {
    for (const language of LANGUAGES) {
      const texts = [
        ...ENROLLMENT_KINDS.map((kind) =>
          textOf(enrollmentWording(kind, language, enrollment({ stage: 'Stage cirque' }))),
        ),
        ...ENROLLMENT_KINDS.map((kind) =>
          textOf(enrollmentWording(kind, language, enrollment({ stage: 'Kamp aan zee' }))),
        ),
        ...PAYMENT_KINDS.map((kind) =>
          textOf(paymentWording(kind, language, bill({ stage: 'Camp nature' }))),
        ),
      ].join('\n');
      expect(texts).not.toMatch(/\b(?:stage|kamp|camp)\W{0,3}(?:Stage|Kamp|Camp) /);
    }
    const subject = enrollmentWording(
      'enrollment_accepted',
      'fr',
      enrollment({ stage: 'Stage cirque' }),
    ).subject;
    expect(subject).toBe('Inscription acceptée : Noor à «\u00a0Stage cirque\u00a0»');
    expect(
      paymentWording('bill_issued', 'fr', bill({ child: 'Emma', stage: 'Cirque' })).body[0],
    ).toMatch(/^L'inscription d'Emma au stage «\u00a0Cirque\u00a0» est acceptée/);
  });

  it('count with the plural their count asks for', () => {
    const filing = (language: Language, certificates: number, incomplete: number) =>
      taxFilingWordings[language]({
        organization: 'Les Castors',
        year: 2026,
        certificates,
        incomplete,
      }).body.join(' ');
    expect(filing('fr', 1, 1)).toContain('a délivré 1 attestation de frais');
    expect(filing('fr', 1, 1)).toContain('Elle doit être déposée');
    expect(filing('fr', 1, 1)).toContain('1 attestation manque encore');
    expect(filing('fr', 3, 2)).toContain('a délivré 3 attestations de frais');
    expect(filing('fr', 3, 2)).toContain('2 attestations manquent encore');
    expect(filing('en', 1, 1)).toContain('issued 1 childcare tax certificate 281.86');
    expect(filing('en', 2, 2)).toContain('2 certificates still lack');
    expect(filing('nl', 1, 1)).toContain('reikte 1 attest voor');
    expect(filing('nl', 2, 2)).toContain('2 attesten missen');
    for (const language of LANGUAGES) {
      expect(filing(language, 2, 0)).not.toMatch(/\(s\)|\(en\)/);
    }
    expect(shareInvitationWording('fr', 'Ann').body.join(' ')).toContain('valable 48 heures');
    expect(shareInvitationWording('nl', 'Ann').body.join(' ')).toContain('48 uur geldig');
  });
});

describe('The PDFs and exports', () => {
  it.each([
    ['nl', 'kamp'],
    ['en', 'camp'],
  ] as const)('in %s call a camp a %s, never a stage', (language, _word) => {
    const texts = [
      ...printedTexts(WORDINGS[language]),
      ...printedTexts(exportWordings[language]),
      ...printedTexts(DAY_SHEET_WORDINGS[language]),
    ];
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter(saysStage)).toEqual([]);
  });

  it('count days with the plural their count asks for', () => {
    expect([0, 1, 2].map(WORDINGS.fr.common.days)).toEqual(['0 jour', '1 jour', '2 jours']);
    expect([0, 1, 2].map(WORDINGS.en.common.days)).toEqual(['0 days', '1 day', '2 days']);
    expect([0, 1, 2].map(WORDINGS.nl.common.days)).toEqual(['0 dagen', '1 dag', '2 dagen']);
  });

  it('say in French of an unenrollment what does not agree with the child', () => {
    expect(exportWordings.fr.statuses.cancelled).toBe('Désinscription');
  });
});
