import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { bySex, stagePhrase, type Language, type Sex } from '@stages/contracts';
import type { Config } from '../../config/config.js';
import { isUnclaimed } from '../../families/index.js';
import { OneTimeKeys, UsersRepository } from '../../identity/index.js';
import { MailDispatcher } from '../../platform/mail/mail-dispatcher.js';
import type { MailReaction, OwedMail } from '../../platform/mail/mail-outbox.js';
import { inert, renderMessage, type Wording } from '../../platform/mail/templates.js';
import { CONFIG } from '../../platform/tokens.js';
import { EnrollmentsQuery } from '../queries/enrollments.query.js';
import { stageDates } from '../../platform/mail/formats.js';

const KIND = 'enrollment_family_invitation';

/**
 * A registration made by an organizer owes the parent an invitation to claim the account it
 * opened; the composer finds whether the account still waits for its owner.
 */
export const familyInvitationMail: MailReaction<'EnrollmentRequested'> = {
  kind: KIND,
  handles: ['EnrollmentRequested'],
  owed: (event) =>
    event.metadata.actorRole === 'organization'
      ? [{ subjectId: event.data.enrollmentId, params: {} }]
      : [],
};

export interface FamilyInvitationFacts {
  readonly organization: string;
  readonly child: string;
  /** What the French subject agrees with; null when the child's record says none. */
  readonly sex: Sex | null;
  readonly stage: string;
  readonly dates: string;
}

export function familyInvitationWording(
  language: Language,
  { organization, child, sex, stage, dates }: FamilyInvitationFacts,
): Wording {
  switch (language) {
    case 'fr':
      return {
        subject: bySex(sex, {
          male: `${child} est inscrit ${stagePhrase('fr', stage, 'to')}`,
          female: `${child} est inscrite ${stagePhrase('fr', stage, 'to')}`,
          other: `Inscription acceptée : ${child} ${stagePhrase('fr', stage, 'to')}`,
        }),
        greeting: (name) => `Bonjour ${name},`,
        body: [
          `${organization} a inscrit ${child} ${stagePhrase('fr', stage, 'to')} (${dates}) : l'inscription est acceptée.`,
          'Un compte Stages a été ouvert à votre adresse pour votre famille. Choisissez un mot de passe pour y retrouver votre enfant, compléter sa fiche santé et suivre ses inscriptions. Ce lien est valable 7 jours ; ensuite, utilisez « Mot de passe oublié ».',
        ],
        action: 'Choisir mon mot de passe',
        footer:
          "Si vous n'avez inscrit aucun enfant auprès de cet organisateur, ignorez ce message.",
      };
    case 'nl':
      return {
        subject: `${child} is ingeschreven voor ${stagePhrase('nl', stage)}`,
        greeting: (name) => `Hallo ${name},`,
        body: [
          `${organization} heeft ${child} ingeschreven voor ${stagePhrase('nl', stage)} (${dates}): de inschrijving is aanvaard.`,
          'Er werd op uw adres een Stages-account voor uw gezin geopend. Kies een wachtwoord om uw kind terug te vinden, de medische fiche in te vullen en de inschrijvingen te volgen. Deze link is 7 dagen geldig; gebruik daarna "Wachtwoord vergeten".',
        ],
        action: 'Mijn wachtwoord kiezen',
        footer: 'Hebt u geen kind ingeschreven bij deze organisator? Negeer dan dit bericht.',
      };
    case 'en':
      return {
        subject: `${child} is registered for ${stagePhrase('en', stage)}`,
        greeting: (name) => `Hello ${name},`,
        body: [
          `${organization} registered ${child} for ${stagePhrase('en', stage)} (${dates}): the registration is accepted.`,
          'A Stages account was opened at your address for your family. Choose a password to find your child there, fill in the medical sheet and follow the registrations. This link is valid for 7 days; after that, use "Forgot password".',
        ],
        action: 'Choose my password',
        footer: 'If you registered no child with this organizer, ignore this message.',
      };
  }
}

/** Writes the invitation in the language the account was opened with. */
@Injectable()
export class FamilyInvitationMail implements OnModuleInit {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly dispatcher: MailDispatcher,
    private readonly users: UsersRepository,
    private readonly keys: OneTimeKeys,
    private readonly enrollments: EnrollmentsQuery,
  ) {}

  onModuleInit() {
    this.dispatcher.register(KIND, (mail) => this.compose(mail));
  }

  /** Null once the account is claimed: an existing family is told by the acceptance mail. */
  async compose({ subjectId }: OwedMail) {
    const enrollment = await this.enrollments.byId(subjectId);
    if (!enrollment?.child_first_name || !enrollment.stage_slug || !enrollment.starts_at) {
      return null;
    }
    const parent = await this.users.findById(enrollment.primary_parent_id);
    if (!parent || !isUnclaimed(parent)) return null;
    const { language } = parent;
    const link = `${this.config.publicUrl}/password-reset/${parent.id}/${await this.keys.issueReset(parent.id, '7 days')}`;
    const rendered = renderMessage(
      familyInvitationWording(language, {
        organization: inert(enrollment.organization_name ?? 'Stages'),
        child: inert(enrollment.child_first_name),
        sex: enrollment.child_sex,
        stage: inert(enrollment.stage_name ?? enrollment.stage_slug),
        dates: stageDates(enrollment, language),
      }),
      language,
      { name: parent.firstName, link },
    );
    return { ...rendered, to: parent.email, link };
  }
}
