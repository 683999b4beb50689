import { createHash } from 'node:crypto';
import {
  chainedContent,
  DECISION_CHAIN_VERSION,
  type ChainedDecision,
  type ChainedDecisionType,
  type DecisionLink,
  type EventMetadata,
  type StageStreamEvent,
} from '@stages/contracts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The link of a decision that follows `previous`, recorded with the metadata `recorded`: its
 * hash covers both, so that the audit's replay prints nothing the chain does not hold.
 */
export function linkAfter(
  previous: string,
  type: ChainedDecisionType,
  data: Record<string, unknown>,
  recorded: EventMetadata,
): DecisionLink {
  const hash = sha256(`${previous}\n${chainedContent(type, data, recorded)}`);
  return { previous, hash, version: DECISION_CHAIN_VERSION };
}

/** The link as decisions recorded before chain version 2 made it: their data alone. */
export function firstVersionLinkAfter(
  previous: string,
  type: ChainedDecisionType,
  data: Record<string, unknown>,
): DecisionLink {
  return { previous, hash: sha256(`${previous}\n${chainedContent(type, data)}`) };
}

/** Who decided and when, on which stage: what every decision of a stage's chain records. */
export const decidedBy = (
  stage: { readonly stageId: string } | null,
  decider: { readonly by: string | null; readonly now: Date },
) => ({
  stageId: stage?.stageId ?? '',
  decidedBy: decider.by,
  decidedAt: decider.now.toISOString(),
});

/** A decision's event before it is linked into the stage's chain. */
export type UnlinkedDecision = {
  [Type in ChainedDecisionType]: {
    readonly type: Type;
    readonly data: Omit<Extract<ChainedDecision, { type: Type }>['data'], 'link'>;
  };
}[ChainedDecisionType];

/** A fact a decider records outside the chain (a reminder owed): it changes no one's place. */
export type UnchainedFact = Extract<StageStreamEvent, { type: 'WaitingListOfferReminded' }>;

/** What a decider of the stage's places produces, before the decisions are linked. */
export type Unlinked = UnlinkedDecision | UnchainedFact;

/**
 * The decision's event, linked to the stage's previous decision, `lastLink`, and hashed with
 * the metadata it will be appended with.
 */
export function decided(
  lastLink: string,
  decision: UnlinkedDecision,
  recorded: EventMetadata,
): ChainedDecision {
  const link = linkAfter(lastLink, decision.type, decision.data, recorded);
  switch (decision.type) {
    case 'EnrollmentRequested':
      return { type: decision.type, data: { ...decision.data, link } };
    case 'EnrollmentAccepted':
      return { type: decision.type, data: { ...decision.data, link } };
    case 'EnrollmentRejected':
      return { type: decision.type, data: { ...decision.data, link } };
    case 'EnrollmentCancelled':
      return { type: decision.type, data: { ...decision.data, link } };
    case 'PaymentRecorded':
      return { type: decision.type, data: { ...decision.data, link } };
    case 'RefundRecorded':
      return { type: decision.type, data: { ...decision.data, link } };
    case 'WaitingListJoined':
      return { type: decision.type, data: { ...decision.data, link } };
    case 'WaitingListOffered':
      return { type: decision.type, data: { ...decision.data, link } };
    case 'WaitingListOfferAccepted':
      return { type: decision.type, data: { ...decision.data, link } };
    case 'WaitingListOfferDeclined':
      return { type: decision.type, data: { ...decision.data, link } };
    case 'WaitingListOfferExpired':
      return { type: decision.type, data: { ...decision.data, link } };
    case 'WaitingListLeft':
      return { type: decision.type, data: { ...decision.data, link } };
    case 'WaitingListRemoved':
      return { type: decision.type, data: { ...decision.data, link } };
    case 'AttendanceRecorded':
      return { type: decision.type, data: { ...decision.data, link } };
  }
}

/**
 * Decisions made together, each linked to the one before it, the first to `lastLink`; facts
 * outside the chain keep their place among them, unlinked.
 */
export function linkedInOrder(
  lastLink: string,
  decisions: readonly Unlinked[],
  recorded: EventMetadata,
): StageStreamEvent[] {
  let previous = lastLink;
  return decisions.map((decision) => {
    if (decision.type === 'WaitingListOfferReminded') return decision;
    const event = decided(previous, decision, recorded);
    previous = event.data.link.hash;
    return event;
  });
}
