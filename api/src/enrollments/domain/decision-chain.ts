import { createHash } from 'node:crypto';
import {
  chainedContent,
  DECISION_CHAIN_VERSION,
  type DecisionLink,
  type EnrollmentEvent,
  type EnrollmentEventType,
  type EventMetadata,
} from '@stages/contracts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The link of a decision that follows `previous`, recorded with the metadata `recorded`: its
 * hash covers both, so that the audit's replay prints nothing the chain does not hold.
 */
export function linkAfter(
  previous: string,
  type: EnrollmentEventType,
  data: Record<string, unknown>,
  recorded: EventMetadata,
): DecisionLink {
  const hash = sha256(`${previous}\n${chainedContent(type, data, recorded)}`);
  return { previous, hash, version: DECISION_CHAIN_VERSION };
}

/** The link as decisions recorded before chain version 2 made it: their data alone. */
export function firstVersionLinkAfter(
  previous: string,
  type: EnrollmentEventType,
  data: Record<string, unknown>,
): DecisionLink {
  return { previous, hash: sha256(`${previous}\n${chainedContent(type, data)}`) };
}

/** A decision's event before it is linked into the stage's chain. */
export type UnlinkedDecision = {
  [Type in EnrollmentEventType]: {
    readonly type: Type;
    readonly data: Omit<Extract<EnrollmentEvent, { type: Type }>['data'], 'link'>;
  };
}[EnrollmentEventType];

/**
 * The decision's event, linked to the stage's previous decision, `lastLink`, and hashed with
 * the metadata it will be appended with.
 */
export function decided(
  lastLink: string,
  decision: UnlinkedDecision,
  recorded: EventMetadata,
): EnrollmentEvent {
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
  }
}
