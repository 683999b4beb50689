import {
  FIRST_LINK,
  isChainedDecisionType,
  START,
  StreamNotFoundError,
  stageSlugStream,
  stageStream,
  streamEvent,
  type ChainedDecision,
  type EventStore,
  type RecordedEvent,
} from '@stages/contracts';
import { firstVersionLinkAfter, linkAfter } from '../domain/decision-chain.js';
import { stageEnrollmentsAggregate, type StageEnrollments } from '../domain/stage-enrollments.js';

/** The first decision whose link does not hold, and why. */
export interface BrokenLink {
  readonly streamId: string;
  readonly streamVersion: number;
  readonly eventId: string;
  readonly type: string;
  readonly reason: string;
}

export interface ChainReport {
  readonly stages: number;
  readonly decisions: number;
  readonly broken: BrokenLink | null;
}

type Decision = RecordedEvent<ChainedDecision['type'], ChainedDecision['data']>;

/** Enrollments' decisions, payments' and the waiting list's are all chained. */
const isDecision = (event: RecordedEvent): event is Decision => isChainedDecisionType(event.type);

/** Where a stage's chain stands: the last decision's hash and chain version. */
interface ChainEnd {
  readonly hash: string;
  readonly version: number;
}

const FIRST: ChainEnd = { hash: FIRST_LINK, version: 1 };

/** Why `event` does not follow `previous`; null when it does. */
function linkProblem(previous: ChainEnd, event: Decision): string | null {
  const { link, ...content } = event.data;
  if (link.previous !== previous.hash) {
    return `links to ${link.previous.slice(0, 12)}…, but the stage's previous decision is ${previous.hash.slice(0, 12)}…`;
  }
  // A decision made the old way after one made the new way was rewritten to escape the check.
  if ((link.version ?? 1) < previous.version) {
    return `it is hashed as chain version ${link.version ?? 1} after a decision of version ${previous.version}`;
  }
  const expected =
    link.version === undefined
      ? firstVersionLinkAfter(previous.hash, event.type, content)
      : linkAfter(previous.hash, event.type, content, event.metadata);
  if (expected.hash !== link.hash) {
    return 'its content or metadata does not match its hash: it was altered after it was recorded';
  }
  return null;
}

/**
 * Walks the whole log once, following each stage's chain of decisions: every decision must
 * link to the one before it on its stage and hash to what it says. Stops at the first break.
 */
export async function verifyDecisionChains(store: EventStore, batch = 1_000): Promise<ChainReport> {
  const last = new Map<string, ChainEnd>();
  let decisions = 0;
  for (let position = START; ;) {
    const events = await store.readAll(position, batch);
    if (events.length === 0) break;
    for (const event of events) {
      if (!isDecision(event)) continue;
      const problem = linkProblem(last.get(event.streamId) ?? FIRST, event);
      if (problem) {
        const { streamId, streamVersion, eventId, type } = event;
        return {
          stages: last.size,
          decisions,
          broken: { streamId, streamVersion, eventId, type, reason: problem },
        };
      }
      const { hash, version = 1 } = event.data.link;
      last.set(event.streamId, { hash, version });
      decisions += 1;
    }
    position = events.at(-1)!.position;
  }
  return { stages: last.size, decisions, broken: null };
}

/** One step of a stage's history: the decision, who made it, and the places after it. */
export interface ReplayedDecision {
  /**
   * Whether the chain covers all of it. Decisions recorded before chain version 2 hash their
   * data alone: the role, command and correlation ids (and the actor, when the decision names
   * none) come from metadata the chain does not hold.
   */
  readonly metadataChained: boolean;
  readonly at: string;
  readonly actorId: string | null;
  readonly actorRole: string | null;
  readonly decision: string;
  /** What the decision is about: an enrollment, or a waiting-list entry. */
  /** What the decision is about: an enrollment, a waiting-list entry, or a day's attendance. */
  readonly subject: { readonly kind: 'enrollment' | 'entry' | 'day'; readonly id: string };
  readonly commandId: string;
  readonly correlationId: string;
  readonly after: {
    readonly taken: number;
    /** Places held by offers not answered yet. */
    readonly held: number;
    readonly places: number | null;
    /** Enrollments by status. */
    readonly counts: Record<string, number>;
    /** Waiting-list entries by status. */
    readonly entries: Record<string, number>;
  };
}

/** The stage's id from its slug, through the slug's own stream; null when no stage has it. */
export async function stageIdOf(store: EventStore, slugOrId: string): Promise<string | null> {
  if (/^[0-9a-f-]{36}$/.test(slugOrId)) return slugOrId;
  try {
    const stream = stageSlugStream(slugOrId);
    let stageId: string | null = null;
    for (const recorded of await store.readStream(stream.id)) {
      const event = streamEvent(stream, recorded);
      if (event.type === 'StageSlugReserved') stageId = event.data.stageId;
    }
    return stageId;
  } catch (error) {
    if (error instanceof StreamNotFoundError) return null;
    throw error;
  }
}

/**
 * The stage's decisions in order, each with the state it left, up to `asOf` when given: what an
 * auditor reads to see how the places were given.
 */
export async function replayStage(
  store: EventStore,
  stageId: string,
  asOf: Date | null = null,
): Promise<ReplayedDecision[]> {
  const stream = stageStream(stageId);
  const history = await store.readStream(stream.id);
  let state: StageEnrollments = stageEnrollmentsAggregate.initial;
  const steps: ReplayedDecision[] = [];
  for (const event of history) {
    if (asOf && event.recordedAt > asOf) break;
    state = stageEnrollmentsAggregate.evolve(state, streamEvent(stream, event));
    if (!isDecision(event)) continue;
    const counts: Record<string, number> = {};
    for (const enrollment of state.enrollments.values()) {
      counts[enrollment.status] = (counts[enrollment.status] ?? 0) + 1;
    }
    const entries: Record<string, number> = {};
    for (const entry of state.waitingList.values()) {
      entries[entry.status] = (entries[entry.status] ?? 0) + 1;
    }
    const { metadata } = event;
    const { data } = event;
    steps.push({
      metadataChained: data.link.version !== undefined,
      at: metadata.occurredAt,
      // The chained decider; the metadata's actor is the platform when it acted for someone.
      actorId: data.decidedBy ?? metadata.actorId,
      actorRole: metadata.actorRole,
      decision: event.type,
      subject:
        'entryId' in data
          ? { kind: 'entry', id: data.entryId }
          : 'day' in data
            ? { kind: 'day', id: data.day }
            : { kind: 'enrollment', id: data.enrollmentId },
      commandId: metadata.commandId,
      correlationId: metadata.correlationId,
      after: {
        taken: state.taken,
        held: state.held,
        places: state.stage?.maxChildren ?? null,
        counts,
        entries,
      },
    });
  }
  return steps;
}
