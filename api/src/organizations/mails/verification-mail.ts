import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Language } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import type { Config } from '../../config/config.js';
import { UsersRepository } from '../../identity/index.js';
import { MailDispatcher } from '../../platform/mail/mail-dispatcher.js';
import type { MailReaction, OwedMail } from '../../platform/mail/mail-outbox.js';
import { inert, renderMessage, type Wording } from '../../platform/mail/templates.js';
import { CONFIG, DATABASE } from '../../platform/tokens.js';

const VERIFIED = 'organization_verified';

/** The organization hears that an administrator verified it, and what it may do from then on. */
export const organizationVerifiedMail: MailReaction<'OrganizationVerified'> = {
  kind: VERIFIED,
  handles: ['OrganizationVerified'],
  owed: (event) => [{ subjectId: event.data.organizationId, params: {} }],
};

export const verifiedWordings: Record<Language, (organization: string) => Wording> = {
  fr: (organization) => ({
    subject: `${organization} est vérifiée`,
    greeting: (name) => `Bonjour ${name},`,
    body: [
      `Un administrateur a vérifié ${organization} : ses documents et son profil sont en ordre.`,
      'Vous pouvez maintenant publier vos stages et recevoir les inscriptions des familles.',
    ],
    action: 'Créer un stage',
    footer: 'Vous recevez ce message parce que vous gérez cette organisation sur Stages.',
  }),
  en: (organization) => ({
    subject: `${organization} is verified`,
    greeting: (name) => `Hello ${name},`,
    body: [
      `An administrator verified ${organization}: its documents and profile are in order.`,
      'You may now publish your camps and receive the families’ registrations.',
    ],
    action: 'Create a camp',
    footer: 'You receive this message because you manage this organization on Stages.',
  }),
  nl: (organization) => ({
    subject: `${organization} is geverifieerd`,
    greeting: (name) => `Hallo ${name},`,
    body: [
      `Een beheerder heeft ${organization} geverifieerd: de documenten en het profiel zijn in orde.`,
      'U kunt nu uw kampen publiceren en inschrijvingen van gezinnen ontvangen.',
    ],
    action: 'Een kamp aanmaken',
    footer: 'U ontvangt dit bericht omdat u deze organisatie beheert op Stages.',
  }),
};

/**
 * Written to the organization's owner in the organization's language, the one its families and
 * documents use, and to the organization's own address when it has another.
 */
@Injectable()
export class OrganizationVerifiedMail implements OnModuleInit {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly dispatcher: MailDispatcher,
    private readonly users: UsersRepository,
  ) {}

  onModuleInit() {
    this.dispatcher.register(VERIFIED, (mail) => this.#compose(mail));
  }

  async #compose({ subjectId }: OwedMail) {
    const found = await this.users.findOrganizationOwner(subjectId);
    if (!found) return null; // deleted since
    const { rows } = await this.db.query<{ language: Language; email: string | null }>(
      'SELECT language, email FROM organizations WHERE id = $1',
      [subjectId],
    );
    const organization = rows[0];
    if (!organization) return null;
    const { owner, organizationName } = found;
    const language = organization.language;
    const link = `${this.config.publicUrl}/stage/manage/`;
    const recipients = [owner.email];
    if (organization.email && organization.email !== owner.email) {
      recipients.push(organization.email);
    }
    return {
      ...renderMessage(verifiedWordings[language](inert(organizationName)), language, {
        name: owner.firstName,
        link,
      }),
      to: recipients.join(', '),
      link,
    };
  }
}
