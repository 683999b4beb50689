import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ACCOUNT_SHARE_LINK_HOURS, counted, type Language } from '@stages/contracts';
import type { Config } from '../../config/config.js';
import { UsersRepository } from '../../identity/index.js';
import { MailDispatcher } from '../../platform/mail/mail-dispatcher.js';
import type { MailReaction, OwedMail } from '../../platform/mail/mail-outbox.js';
import { inert, renderMessage, type Wording } from '../../platform/mail/templates.js';
import { CONFIG } from '../../platform/tokens.js';
import { AccountSharesQuery } from '../queries/account-shares.query.js';
import { ShareLinks } from './share-links.js';

const KIND = 'account_share_invitation';

/** An invitation owes the invited parent one message. */
export const shareInvitationMail: MailReaction<'AccountShareOffered'> = {
  kind: KIND,
  handles: ['AccountShareOffered'],
  owed: (event) => [
    {
      subjectId: event.data.inviteeId,
      params: { shareId: event.data.shareId, inviterId: event.data.inviterId },
    },
  ],
};

const hours = ACCOUNT_SHARE_LINK_HOURS;

export function shareInvitationWording(language: Language, inviter: string): Wording {
  switch (language) {
    case 'fr':
      return {
        subject: `${inviter} partage sa famille avec vous`,
        greeting: (name) => `Bonjour ${name},`,
        body: [
          `${inviter} vous invite à voir et modifier les enfants et les représentants légaux de sa famille sur Stages.`,
          `Acceptez en étant connecté à votre compte parent. Ce lien est valable ${counted('fr', hours, 'heure', 'heures')}.`,
        ],
        action: "Accepter l'invitation",
        footer:
          "Si vous ne connaissez pas cette personne, ignorez ce message : rien n'est partagé.",
      };
    case 'nl':
      return {
        subject: `${inviter} deelt het gezin met u`,
        greeting: (name) => `Hallo ${name},`,
        body: [
          `${inviter} nodigt u uit om de kinderen en wettelijke vertegenwoordigers van het gezin op Stages te bekijken en te wijzigen.`,
          `Aanvaard terwijl u aangemeld bent met uw ouderaccount. Deze link is ${counted('nl', hours, 'uur', 'uur')} geldig.`,
        ],
        action: 'De uitnodiging aanvaarden',
        footer: 'Kent u deze persoon niet? Negeer dan dit bericht: er wordt niets gedeeld.',
      };
    case 'en':
      return {
        subject: `${inviter} shares their family with you`,
        greeting: (name) => `Hello ${name},`,
        body: [
          `${inviter} invites you to see and edit their family's children and legal representatives on Stages.`,
          `Accept while signed in to your parent account. This link is valid for ${counted('en', hours, 'hour', 'hours')}.`,
        ],
        action: 'Accept the invitation',
        footer: 'If you do not know this person, ignore this message: nothing is shared.',
      };
  }
}

/**
 * Writes the invitation for the invited parent as they are when it is sent, in their language.
 * Nothing is sent once the invitation was accepted, ended or has expired.
 */
@Injectable()
export class ShareInvitationMail implements OnModuleInit {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly dispatcher: MailDispatcher,
    private readonly users: UsersRepository,
    private readonly shares: AccountSharesQuery,
    private readonly links: ShareLinks,
  ) {}

  onModuleInit() {
    this.dispatcher.register(KIND, (mail) => this.compose(mail));
  }

  async compose({ subjectId: inviteeId, params }: OwedMail) {
    const share = await this.shares.row(params.shareId!);
    if (share?.status !== 'offered' || new Date(share.expires_at) <= new Date()) return null;
    const [invitee, inviter] = await Promise.all([
      this.users.findById(inviteeId),
      this.users.findById(share.inviter_id),
    ]);
    if (!invitee || !inviter) return null;
    const inviterName = inert(`${inviter.firstName} ${inviter.lastName}`.trim()) || inviter.email;
    const link = `${this.config.publicUrl}/parent/account-sharing/${await this.links.token(share.share_id)}`;
    const rendered = renderMessage(
      shareInvitationWording(invitee.language, inviterName),
      invitee.language,
      {
        name: invitee.firstName,
        link,
      },
    );
    return { ...rendered, to: invitee.email, link };
  }
}
