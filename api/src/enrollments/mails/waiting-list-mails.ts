import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { WaitingListEventType } from '@stages/contracts';
import type { Config } from '../../config/config.js';
import { isUnclaimed } from '../../families/index.js';
import { UsersRepository } from '../../identity/index.js';
import { euros, listed, longDateTime, stageDates } from '../../platform/mail/formats.js';
import { MailDispatcher } from '../../platform/mail/mail-dispatcher.js';
import type { MailReaction, OwedMail } from '../../platform/mail/mail-outbox.js';
import { inert, renderMessage } from '../../platform/mail/templates.js';
import { CONFIG } from '../../platform/tokens.js';
import { WaitingListQuery } from '../queries/waiting-list.query.js';
import { waitingListWording, type WaitingListMailKind } from './waiting-list-wordings.js';

const about = (
  kind: WaitingListMailKind,
  handles: readonly WaitingListEventType[],
): MailReaction<WaitingListEventType> => ({
  kind,
  handles,
  owed: (event) => [{ subjectId: event.data.entryId, params: {} }],
});

/** The family is told it joined, offered places, reminded, and told when an offer ran out or it was removed. */
export const waitingListMails: readonly MailReaction[] = [
  about('waiting_list_joined', ['WaitingListJoined']),
  about('waiting_list_offered', ['WaitingListOffered']),
  about('waiting_list_offer_reminder', ['WaitingListOfferReminded']),
  about('waiting_list_offer_expired', ['WaitingListOfferExpired']),
  about('waiting_list_removed', ['WaitingListRemoved']),
];

/**
 * A message is sent only while it still says something true: the offer and its reminder while
 * the offer is open, the joining while the family waits (an entry offered places at once is
 * sent the offer alone).
 */
const stillTrue: Partial<Record<WaitingListMailKind, readonly string[]>> = {
  waiting_list_joined: ['waiting'],
  waiting_list_offered: ['offered'],
  waiting_list_offer_reminder: ['offered'],
};

/** Writes each message in the family's language, from the entry as it is now. */
@Injectable()
export class WaitingListMails implements OnModuleInit {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly dispatcher: MailDispatcher,
    private readonly users: UsersRepository,
    private readonly waitingList: WaitingListQuery,
  ) {}

  onModuleInit() {
    for (const { kind } of waitingListMails) {
      this.dispatcher.register(kind, (mail) => this.compose(kind as WaitingListMailKind, mail));
    }
  }

  async compose(kind: WaitingListMailKind, { subjectId }: OwedMail) {
    const found = await this.waitingList.byId(subjectId);
    if (!found) return null;
    const { entry, primaryParentId } = found;
    const names = entry.children.flatMap((child) => (child.first_name ? [child.first_name] : []));
    // Children erased from their family, or a stage deleted: nothing left to tell.
    if (names.length === 0 || !entry.stage_slug || !entry.starts_at) return null;
    if (stillTrue[kind] && !stillTrue[kind].includes(entry.status)) return null;
    const recipient = await this.users.findById(primaryParentId);
    if (!recipient || isUnclaimed(recipient)) return null;
    const { language } = recipient;
    const { publicUrl } = this.config;
    const link =
      kind === 'waiting_list_removed'
        ? `${publicUrl}/stages`
        : kind === 'waiting_list_offer_expired'
          ? `${publicUrl}/stage/${entry.stage_slug}`
          : `${publicUrl}/parent/bills/`;
    const wording = waitingListWording(kind, language, {
      children: inert(listed(names, language)),
      count: names.length,
      stage: inert(entry.stage_name ?? entry.stage_slug),
      dates: stageDates(entry, language),
      position: entry.position,
      deadline: entry.offer_expires_at ? longDateTime(entry.offer_expires_at, language) : null,
      price: entry.price_cents === null ? null : euros(entry.price_cents, language),
      reason: entry.removal_reason ? inert(entry.removal_reason) : null,
    });
    const rendered = renderMessage(wording, language, { name: recipient.firstName, link });
    return { ...rendered, to: recipient.email, link };
  }
}
