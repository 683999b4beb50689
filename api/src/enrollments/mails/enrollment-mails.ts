import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EnrollmentEventType, RecordedDomainEvent } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import type { Config } from '../../config/config.js';
import { isUnclaimed } from '../../families/index.js';
import { UsersRepository } from '../../identity/index.js';
import { MailDispatcher } from '../../platform/mail/mail-dispatcher.js';
import type { MailReaction, OwedMail } from '../../platform/mail/mail-outbox.js';
import { inert, renderMessage } from '../../platform/mail/templates.js';
import { CONFIG, DATABASE } from '../../platform/tokens.js';
import { EnrollmentsQuery } from '../queries/enrollments.query.js';
import { enrollmentWording, type EnrollmentMailKind } from './enrollment-wordings.js';
import { stageDates } from '../../platform/mail/formats.js';

/** Every message is about an enrollment; who receives it is found when it is sent. */
const about = (
  kind: EnrollmentMailKind,
  handles: readonly EnrollmentEventType[],
  only: (event: RecordedDomainEvent<EnrollmentEventType>) => boolean = () => true,
): MailReaction<EnrollmentEventType> => ({
  kind,
  handles,
  owed: (event) => (only(event) ? [{ subjectId: event.data.enrollmentId, params: {} }] : []),
});

/**
 * A request the organizer made on a parent's behalf was accepted in the same breath: there is
 * no request to announce to anyone, only its acceptance.
 */
const askedByFamily = (event: RecordedDomainEvent<EnrollmentEventType>) =>
  event.metadata.actorRole !== 'organization';

/**
 * The enrollment decisions' messages: the parent is told the request arrived and how it was
 * decided, the organizer of each new request and of each unenrollment.
 */
export const enrollmentMails: readonly MailReaction[] = [
  about('enrollment_requested', ['EnrollmentRequested'], askedByFamily),
  about('enrollment_request_to_organizer', ['EnrollmentRequested'], askedByFamily),
  about('enrollment_accepted', ['EnrollmentAccepted']),
  about('enrollment_rejected', ['EnrollmentRejected']),
  about('enrollment_cancelled_to_organizer', ['EnrollmentCancelled']),
];

const TO_ORGANIZER = new Set<EnrollmentMailKind>([
  'enrollment_request_to_organizer',
  'enrollment_cancelled_to_organizer',
]);

/** Writes each message in its recipient's language, from the enrollment as it is now. */
@Injectable()
export class EnrollmentMails implements OnModuleInit {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly dispatcher: MailDispatcher,
    private readonly users: UsersRepository,
    private readonly enrollments: EnrollmentsQuery,
  ) {}

  onModuleInit() {
    for (const { kind } of enrollmentMails) {
      this.dispatcher.register(kind, (mail) => this.compose(kind as EnrollmentMailKind, mail));
    }
  }

  async compose(kind: EnrollmentMailKind, { subjectId }: OwedMail) {
    const enrollment = await this.enrollments.byId(subjectId);
    // A child erased from its family, or a stage deleted: nothing left to tell.
    if (!enrollment?.child_first_name || !enrollment.stage_slug || !enrollment.starts_at) {
      return null;
    }
    const toOrganizer = TO_ORGANIZER.has(kind);
    const recipientId = toOrganizer
      ? await this.#organizationOwner(enrollment.organization_id, kind)
      : enrollment.primary_parent_id;
    const recipient = recipientId ? await this.users.findById(recipientId) : null;
    // An account opened by an organizer is written to by its invitation, until it is claimed.
    if (!recipient || (!toOrganizer && isUnclaimed(recipient))) return null;
    const { language } = recipient;
    const link = toOrganizer
      ? `${this.config.publicUrl}/organization/settings/stage/${enrollment.stage_slug}`
      : kind === 'enrollment_rejected'
        ? `${this.config.publicUrl}/stages`
        : `${this.config.publicUrl}/stage/${enrollment.stage_slug}`;
    const wording = enrollmentWording(kind, language, {
      child: inert(enrollment.child_first_name),
      sex: enrollment.child_sex,
      stage: inert(enrollment.stage_name ?? enrollment.stage_slug),
      dates: stageDates(enrollment, language),
      reason: enrollment.rejection_reason ? inert(enrollment.rejection_reason) : null,
      reducedPrice: enrollment.reduced_price,
    });
    const rendered = renderMessage(wording, language, { name: recipient.firstName, link });
    return { ...rendered, to: recipient.email, link };
  }

  /**
   * Who at the organization reads this kind of message; none for new requests when the
   * organization turned those off (read when sending, so the choice applies at once).
   */
  async #organizationOwner(
    organizationId: string | null,
    kind: EnrollmentMailKind,
  ): Promise<string | null> {
    if (!organizationId) return null;
    const { rows } = await this.db.query<{ owner: string | null; requests: boolean }>(
      `SELECT owner_user_id::text AS owner, enrollment_request_mails AS requests
         FROM organizations WHERE id = $1`,
      [organizationId],
    );
    const organization = rows[0];
    if (!organization) return null;
    if (kind === 'enrollment_request_to_organizer' && !organization.requests) return null;
    return organization.owner;
  }
}
