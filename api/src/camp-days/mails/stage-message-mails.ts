import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Config } from '../../config/config.js';
import { isUnclaimed } from '../../families/index.js';
import { UsersRepository, type UserRecord } from '../../identity/index.js';
import { listed, stageDates } from '../../platform/mail/formats.js';
import { MailDispatcher } from '../../platform/mail/mail-dispatcher.js';
import type { MailReaction, OwedMail } from '../../platform/mail/mail-outbox.js';
import type { OutgoingMail } from '../../platform/mail/mailer.js';
import { inert, renderMessage } from '../../platform/mail/templates.js';
import { CONFIG } from '../../platform/tokens.js';
import { StageMessagesQuery } from '../queries/stage-messages.query.js';
import { stageMessageWording } from './stage-message-wordings.js';

const KIND = 'stage_message';

/** One mail to each family the message names, whatever the audience holds by the time it goes. */
const toEachFamily: MailReaction<'StageMessageSent'> = {
  kind: KIND,
  handles: ['StageMessageSent'],
  owed: ({ data }) =>
    data.familyIds.map((familyId) => ({
      subjectId: familyId,
      // The stage too: the mail is written from the words and the stage alone, whichever
      // read model has caught up with the decision by then.
      params: { messageId: data.messageId, stageId: data.stageId },
    })),
};

export const stageMessageMails: readonly MailReaction[] = [toEachFamily];

/**
 * Writes the organizer's message to one family: to every parent of the family who holds an
 * account of their own, in the primary parent's language, from the organization, replies to it.
 */
@Injectable()
export class StageMessageMails implements OnModuleInit {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly dispatcher: MailDispatcher,
    private readonly users: UsersRepository,
    private readonly messages: StageMessagesQuery,
  ) {}

  onModuleInit() {
    this.dispatcher.register(KIND, (mail) => this.compose(mail));
  }

  async compose({ subjectId, params }: OwedMail): Promise<OutgoingMail | null> {
    const { messageId, stageId } = params;
    const message =
      messageId && stageId ? await this.messages.mail(messageId, stageId, subjectId) : null;
    // A stage deleted, or an organization gone: nobody left to answer the families.
    if (!message?.stage_name || !message.starts_at || !message.ends_at) return null;
    if (!message.organization_name || !message.reply_to) return null;
    const [primary, ...shared] = await Promise.all(
      [subjectId, ...message.shared_parent_ids].map((id) => this.users.findById(id)),
    );
    // The family's primary parent erased its account, and its children with it.
    if (!primary) return null;
    const readers = [primary, ...shared].filter(
      (user): user is UserRecord => user !== null && !isUnclaimed(user),
    );
    if (readers.length === 0) return null;
    const { language } = primary;
    const organization = inert(message.organization_name);
    const wording = stageMessageWording(language, {
      subject: inert(message.subject),
      text: inert(message.body),
      organization,
      stage: inert(message.stage_name),
      dates: stageDates(message, language),
    });
    const link = `${this.config.publicUrl}/parent/bills/`;
    const names = readers.flatMap((reader) => (reader.firstName ? [reader.firstName] : []));
    const rendered = renderMessage(wording, language, { name: listed(names, language), link });
    return {
      ...rendered,
      to: readers.map((reader) => reader.email),
      link,
      onBehalfOf: { name: message.organization_name, replyTo: message.reply_to },
    };
  }
}
