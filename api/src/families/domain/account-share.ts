import { ErrorCode, type FamilyEvent } from '@stages/contracts';
import type { Aggregate } from '../../platform/commands/run-command.js';
import { DomainError } from '../../platform/domain-error.js';

/**
 * What one parent has shared with one other: nothing yet, an invitation that runs until
 * `expiresAt`, a share in force, or one that ended (after which a new invitation may start).
 */
export type AccountShareState =
  | { readonly status: 'none' }
  | {
      readonly status: 'offered' | 'active' | 'ended';
      readonly shareId: string;
      readonly expiresAt: Date;
    };

export type AccountShareCommand =
  | {
      readonly type: 'OfferShare';
      readonly shareId: string;
      readonly inviterId: string;
      readonly inviteeId: string;
      readonly now: Date;
      readonly expiresAt: Date;
    }
  | { readonly type: 'AcceptShare'; readonly shareId: string; readonly now: Date }
  | { readonly type: 'EndShare'; readonly shareId: string };

export const shareNotAllowed = (message: string) =>
  new DomainError(ErrorCode.shareNotAllowed, message, 406);

export const shareNotFound = () =>
  new DomainError(ErrorCode.shareNotFound, 'No such share or invitation', 404);

export const shareLinkExpired = () =>
  new DomainError(ErrorCode.shareLinkExpired, 'This invitation has expired', 410);

const isLive = (state: AccountShareState, now: Date) =>
  state.status === 'active' || (state.status === 'offered' && now < state.expiresAt);

export const accountShareAggregate: Aggregate<AccountShareState, AccountShareCommand, FamilyEvent> =
  {
    initial: { status: 'none' },

    decide(command, state) {
      switch (command.type) {
        case 'OfferShare': {
          if (command.inviterId === command.inviteeId) {
            throw shareNotAllowed('You cannot share your account with yourself');
          }
          if (isLive(state, command.now)) {
            throw shareNotAllowed('This parent already shares your account or holds an invitation');
          }
          return [
            {
              type: 'AccountShareOffered',
              data: {
                shareId: command.shareId,
                inviterId: command.inviterId,
                inviteeId: command.inviteeId,
                expiresAt: command.expiresAt.toISOString(),
              },
            },
          ];
        }
        case 'AcceptShare': {
          if (state.status === 'none') throw shareNotFound();
          // A newer invitation between the same parents replaced this one.
          if (state.shareId !== command.shareId) throw shareLinkExpired();
          // Accepting twice (a second click on the link) is answered as the first time.
          if (state.status === 'active') return [];
          if (state.status === 'ended' || command.now >= state.expiresAt) throw shareLinkExpired();
          return [{ type: 'AccountShareAccepted', data: { shareId: command.shareId } }];
        }
        case 'EndShare': {
          if (state.status === 'none') throw shareNotFound();
          if (state.shareId !== command.shareId || state.status === 'ended') return [];
          return [{ type: 'AccountShareEnded', data: { shareId: command.shareId } }];
        }
      }
    },

    evolve(state, event) {
      switch (event.type) {
        case 'AccountShareOffered':
          return {
            status: 'offered',
            shareId: event.data.shareId,
            expiresAt: new Date(event.data.expiresAt),
          };
        case 'AccountShareAccepted':
          return state.status === 'none' ? state : { ...state, status: 'active' };
        case 'AccountShareEnded':
          return state.status === 'none' ? state : { ...state, status: 'ended' };
      }
    },
  };
