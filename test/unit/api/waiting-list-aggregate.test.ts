import { randomUUID } from 'node:crypto';
import { ErrorCode, type StageStreamEvent } from '@stages/contracts';
import { describe, expect, it } from 'vitest';
import {
  stageEnrollmentsAggregate,
  type EnrollmentCommand,
} from '../../../api/src/enrollments/domain/stage-enrollments.js';
import { waitingOrder } from '../../../api/src/enrollments/domain/waiting-list.js';
import { stageAggregate } from '../../../api/src/stages/domain/stage.js';
import { deciderSpec, recordedRun, specMetadata } from '../../support/decider-spec.js';
import { stageData } from '../../support/events.js';

const given = deciderSpec(stageEnrollmentsAggregate);
const HOUR = 3_600_000;
// The stage runs 5 to 9 July 2027; registrations close on 28 June.
const before = new Date('2027-06-01T10:00:00Z');
const later = (hours: number) => new Date(before.getTime() + hours * HOUR);
const bornIn2019 = '2019-03-14'; // 8 on the first day

function stageOf(overrides: Parameters<typeof stageData>[0] = {}) {
  const data = stageData({ maxChildren: 2, minAge: 6, maxAge: 10, offerHours: 48, ...overrides });
  return { data, created: { type: 'StageCreated', data } satisfies StageStreamEvent };
}

interface Family {
  readonly parent: string;
  readonly children: readonly string[];
}

/** A family: its primary parent, and its children. */
function family(children = 1): Family {
  return {
    parent: randomUUID(),
    children: Array.from({ length: children }, () => randomUUID()),
  };
}

const register = (who: Family, child = who.children[0]!, now = before): EnrollmentCommand => ({
  type: 'RequestEnrollment',
  enrollmentId: randomUUID(),
  childId: child,
  primaryParentId: who.parent,
  childBirthDate: bornIn2019,
  confirmedPriceCents: 12_500,
  by: who.parent,
  now,
});
const join = (
  who: Family,
  entryId = randomUUID(),
  now = before,
  birthDate = bornIn2019,
): EnrollmentCommand => ({
  type: 'JoinWaitingList',
  entryId,
  children: who.children.map((childId) => ({ childId, birthDate })),
  primaryParentId: who.parent,
  by: who.parent,
  now,
});
const answer = (
  type: 'LeaveWaitingList' | 'DeclineOffer',
  who: Family,
  entryId: string,
  now = before,
): EnrollmentCommand => ({ type, entryId, primaryParentId: who.parent, by: who.parent, now });
const accept = (
  who: Family,
  entryId: string,
  now = before,
  confirmedPriceCents = 12_500 * who.children.length,
): EnrollmentCommand => ({
  type: 'AcceptOffer',
  entryId,
  primaryParentId: who.parent,
  enrollmentIds: who.children.map(() => randomUUID()),
  confirmedPriceCents,
  by: who.parent,
  now,
});
const organizer = randomUUID();
const organizerDoes = (
  type: 'OfferOutOfOrder' | 'RemoveFromWaitingList',
  entryId: string,
  organizationId: string,
  now = before,
): EnrollmentCommand => ({ type, entryId, organizationId, by: organizer, now });
const sweep = (now: Date): EnrollmentCommand => ({ type: 'SweepWaitingList', by: null, now });

/** The events a run of commands records, each decided on the state the previous ones left. */
const history = (start: StageStreamEvent, ...commands: EnrollmentCommand[]): StageStreamEvent[] =>
  recordedRun(stageEnrollmentsAggregate, [start], commands);

const typesOf = (events: readonly StageStreamEvent[]) => events.map((event) => event.type);
const entryOf = (event: StageStreamEvent | undefined) =>
  event && 'entryId' in event.data ? event.data.entryId : null;

describe('joining the waiting list of a stage', () => {
  it('is refused while the stage has places for all the children and nobody waits', () => {
    const { created } = stageOf();
    given(created).when(join(family())).refuses(ErrorCode.waitingListPlacesAvailable, 409);
    // One place left, two children: they may wait for two, and are offered none yet.
    const one = history(created, register(family()));
    expect(typesOf(decidedJoin(one, family(2)))).toEqual(['WaitingListJoined']);
  });

  it('refuses what registering refuses, with the same codes', () => {
    const { created, data } = stageOf();
    const full = history(created, register(family()), register(family()));
    const stranger = family();
    given(...full)
      .when(join(stranger, randomUUID(), new Date('2027-06-29T10:00:00Z')))
      .refuses(ErrorCode.stageDeadlinePassed, 409);
    given(...full)
      .when(join(stranger, randomUUID(), before, '2010-01-01'))
      .refuses(ErrorCode.enrollmentAgeOutOfRange, 422);
    given(...full, {
      type: 'StageVisibilityChanged',
      data: { stageId: data.stageId, visible: false },
    })
      .when(join(stranger))
      .refuses(ErrorCode.stageNotOpen, 409);
    const holder = family();
    const withHolder = history(created, register(holder), register(family()));
    given(...withHolder)
      .when(join(holder))
      .refuses(ErrorCode.enrollmentAlreadyEnrolled, 409);
  });

  it('is refused when the organizer keeps no list, and to a child already waiting', () => {
    const closed = stageOf({ waitingList: false });
    const full = history(closed.created, register(family()), register(family()));
    given(...full)
      .when(join(family()))
      .refuses(ErrorCode.waitingListClosed, 409);
    const { created } = stageOf();
    const waiting = family(2);
    const withEntry = history(created, register(family()), register(family()), join(waiting));
    given(...withEntry)
      .when(join({ parent: waiting.parent, children: [waiting.children[1]!] }))
      .refuses(ErrorCode.waitingListAlreadyWaiting, 409);
  });

  it('records one entry for brothers and sisters, who wait together', () => {
    const { created, data } = stageOf();
    const full = history(created, register(family()), register(family()));
    const siblings = family(2);
    const entryId = randomUUID();
    const decided = decidedJoin(full, siblings, entryId);
    given(...full)
      .when(join(siblings, entryId))
      .then(...decided);
    expect(decided).toMatchObject([
      {
        type: 'WaitingListJoined',
        data: {
          stageId: data.stageId,
          entryId,
          childIds: siblings.children,
          primaryParentId: siblings.parent,
        },
      },
    ]);
  });

  it('offers a place at once to a family joining behind an entry the free place does not fit', () => {
    const stage = stageOf({ maxChildren: 3 });
    const events = history(
      stage.created,
      register(family()),
      register(family()),
      register(family()),
    );
    const waiting = [...events, ...decidedJoin(events, family(2))];
    const cancelledFirst = [
      ...waiting,
      ...decideOn(waiting, cancelOf(firstFamilyOf(waiting), waiting)),
    ];
    expect(typesOf(cancelledFirst).at(-1)).toBe('EnrollmentCancelled');
    const lone = family();
    const loneEntry = randomUUID();
    const joined = decideOn(cancelledFirst, join(lone, loneEntry));
    expect(typesOf(joined)).toEqual(['WaitingListJoined', 'WaitingListOffered']);
    expect(entryOf(joined[1])).toBe(loneEntry);
  });
});

/** What joining decides on `events`: the entry, and the offers it is made at once. */
function decidedJoin(events: StageStreamEvent[], who: Family, entryId = randomUUID()) {
  const state = events.reduce(stageEnrollmentsAggregate.evolve, stageEnrollmentsAggregate.initial);
  return stageEnrollmentsAggregate.decide(join(who, entryId), state, specMetadata);
}

describe('offers of the places that become free', () => {
  const { created, data } = stageOf();
  const [first, second] = [family(), family()];
  const firstEnrollment = register(first);

  it('offers a rejected place to the first family waiting, in the same append, held for the stage’s hours', () => {
    const entryId = randomUUID();
    const events = history(created, firstEnrollment, register(second), join(family(), entryId));
    const reject: EnrollmentCommand = {
      type: 'RejectEnrollment',
      enrollmentId: enrollmentIdOf(events, first),
      organizationId: data.organizationId,
      by: organizer,
      now: later(1),
    };
    const decided = decideOn(events, reject);
    const after = given(...events)
      .when(reject)
      .then(...decided);
    expect(typesOf(decided)).toEqual(['EnrollmentRejected', 'WaitingListOffered']);
    expect(decided[1]).toMatchObject({
      data: {
        entryId,
        places: 1,
        outOfOrder: false,
        decidedBy: null,
        expiresAt: later(49).toISOString(),
      },
    });
    expect(after).toMatchObject({ taken: 1, held: 1 });
  });

  it('holds the offered place: nobody registers into it, nor into a place while families wait', () => {
    const joined = history(created, register(first), register(second), join(family()));
    const events = [...joined, ...decideOn(joined, cancelOf(first, joined))];
    expect(typesOf(events).slice(-2)).toEqual(['EnrollmentCancelled', 'WaitingListOffered']);
    given(...events)
      .when(register(family()))
      .refuses(ErrorCode.stageFull, 409);
    // Waiting: an entry of two children; one place free fits nobody, and stays the list's.
    const bigStage = stageOf({ maxChildren: 3 });
    const queue = history(
      bigStage.created,
      register(first),
      register(second),
      register(family()),
      join(family(2)),
    );
    const freed = [...queue, ...decideOn(queue, cancelOf(first, queue))];
    expect(typesOf(freed).at(-1)).toBe('EnrollmentCancelled');
    given(...freed)
      .when(register(family()))
      .refuses(ErrorCode.stageFull, 409);
  });

  it('offers an entry of two children only when two places are free, keeping its rank while a later one that fits is offered', () => {
    const [a, b, c] = [family(), family(), family()];
    const siblings = family(2);
    const lone = family();
    const siblingsEntry = randomUUID();
    const loneEntry = randomUUID();
    const stage = stageOf({ maxChildren: 3 });
    const events = history(
      stage.created,
      register(a),
      register(b),
      register(c),
      join(siblings, siblingsEntry),
      join(lone, loneEntry),
    );
    const oneFree = [...events, ...decideOn(events, cancelOf(a, events))];
    expect(entryOf(oneFree.at(-1))).toBe(loneEntry);
    const state = given(...oneFree).state;
    expect(waitingOrder(state).map(([id]) => id)).toEqual([siblingsEntry]);
    const twoFree = [...oneFree, ...decideOn(oneFree, cancelOf(b, oneFree))];
    expect(typesOf(twoFree).at(-1)).toBe('EnrollmentCancelled');
    const threeFree = [...twoFree, ...decideOn(twoFree, cancelOf(c, twoFree))];
    expect(threeFree.at(-1)).toMatchObject({
      type: 'WaitingListOffered',
      data: { entryId: siblingsEntry, places: 2 },
    });
  });

  it('puts brothers and sisters of a registered child ahead with siblings_first, not without it', () => {
    for (const siblingsFirst of [true, false]) {
      const stage = stageOf({ siblingsFirst });
      const holder = family(2);
      const [stranger, other] = [family(), family()];
      const strangerEntry = randomUUID();
      const siblingEntry = randomUUID();
      const events = history(
        stage.created,
        register(holder, holder.children[0]),
        register(other),
        join(stranger, strangerEntry),
        join({ parent: holder.parent, children: [holder.children[1]!] }, siblingEntry),
      );
      const freed = [...events, ...decideOn(events, cancelOf(other, events))];
      expect(entryOf(freed.at(-1))).toBe(siblingsFirst ? siblingEntry : strangerEntry);
    }
  });

  it('gives a declined or expired offer to the next family at once', () => {
    const [waiting, next] = [family(), family()];
    const [entry, nextEntry] = [randomUUID(), randomUUID()];
    const events = history(
      created,
      firstEnrollment,
      register(second),
      join(waiting, entry),
      join(next, nextEntry),
    );
    const offered = [...events, ...decideOn(events, cancelOf(first, events))];
    expect(entryOf(offered.at(-1))).toBe(entry);
    const declined = decideOn(offered, answer('DeclineOffer', waiting, entry));
    expect(typesOf(declined)).toEqual(['WaitingListOfferDeclined', 'WaitingListOffered']);
    expect(entryOf(declined[1])).toBe(nextEntry);
    const expired = decideOn(offered, sweep(later(49)));
    expect(typesOf(expired)).toEqual(['WaitingListOfferExpired', 'WaitingListOffered']);
    expect(entryOf(expired[1])).toBe(nextEntry);
    // Before its deadline, the offer stands; at three quarters of it, the family is reminded once.
    expect(decideOn(offered, sweep(later(30)))).toEqual([]);
    const reminded = decideOn(offered, sweep(later(37)));
    expect(typesOf(reminded)).toEqual(['WaitingListOfferReminded']);
    expect(decideOn([...offered, ...reminded], sweep(later(40)))).toEqual([]);
  });

  it('makes no offer of its own once registrations closed, but lets open offers expire', () => {
    const waiting = family();
    const events = history(created, firstEnrollment, register(second), join(waiting));
    const closing = new Date('2027-06-29T10:00:00Z');
    const freed = decideOn(events, { ...cancelOf(first, events), now: closing });
    expect(typesOf(freed)).toEqual(['EnrollmentCancelled']);
  });
});

describe('answering an offer', () => {
  const [first, second] = [family(), family()];
  const siblings = family(2);
  const entry = randomUUID();
  const bigStage = stageOf({ maxChildren: 3 });
  const events = history(
    bigStage.created,
    register(first),
    register(second),
    register(family()),
    join(siblings, entry),
  );
  const offered = [...events, ...decideOn(events, cancelOf(first, events))];
  const open = [...offered, ...decideOn(offered, cancelOf(second, offered))];

  it('gives each child a pending enrollment in the places the offer held, at the stage’s price each', () => {
    expect(open.at(-1)).toMatchObject({ type: 'WaitingListOffered', data: { entryId: entry } });
    const command = accept(siblings, entry, later(2));
    const decided = decideOn(open, command);
    expect(typesOf(decided)).toEqual([
      'WaitingListOfferAccepted',
      'EnrollmentRequested',
      'EnrollmentRequested',
    ]);
    expect(decided.slice(1).map((event) => 'childId' in event.data && event.data.childId)).toEqual(
      siblings.children,
    );
    const after = given(...open)
      .when(command)
      .then(...decided);
    expect(after).toMatchObject({ taken: 3, held: 0 });
    const stageState = [...open, ...decided].reduce(stageAggregate.evolve, stageAggregate.initial);
    expect(stageState).toMatchObject({ registered: 3, held: 0, waiting: 0 });
  });

  it('refuses a total that is not the price of every child, an offer past its deadline, and an entry without one', () => {
    given(...open)
      .when(accept(siblings, entry, later(2), 12_500))
      .refuses(ErrorCode.enrollmentPriceChanged, 409);
    given(...open)
      .when(accept(siblings, entry, later(49)))
      .refuses(ErrorCode.waitingListOfferExpired, 409);
    given(...events)
      .when(accept(siblings, entry))
      .refuses(ErrorCode.waitingListNoOffer, 409);
    given(...events)
      .when(answer('DeclineOffer', siblings, entry))
      .refuses(ErrorCode.waitingListNoOffer, 409);
  });

  it('is another family’s to answer only as not found', () => {
    const stranger = family(2);
    given(...open)
      .when(accept(stranger, entry))
      .refuses(ErrorCode.waitingListEntryNotFound, 404);
    given(...open)
      .when(answer('LeaveWaitingList', stranger, entry))
      .refuses(ErrorCode.waitingListEntryNotFound, 404);
  });

  it('lets the family leave, giving back the places its offer held', () => {
    const left = decideOn(open, answer('LeaveWaitingList', siblings, entry));
    expect(left).toMatchObject([{ type: 'WaitingListLeft', data: { releasedPlaces: 2 } }]);
    const whileWaiting = decideOn(events, answer('LeaveWaitingList', siblings, entry));
    expect(whileWaiting).toMatchObject([{ type: 'WaitingListLeft', data: { releasedPlaces: 0 } }]);
    given(...events, ...whileWaiting)
      .when(answer('LeaveWaitingList', siblings, entry))
      .refuses(ErrorCode.waitingListEntryClosed, 409);
  });

  it('keeps the organizer from lowering the places below the children and the offers holding them', () => {
    const stageState = open.reduce(stageAggregate.evolve, stageAggregate.initial);
    expect(stageState).toMatchObject({ registered: 1, held: 2 });
    const {
      stageId,
      organizationId,
      slug: _slug,
      costCents: _cost,
      visible: _visible,
      ...details
    } = bigStage.data;
    deciderSpec(stageAggregate)(...open)
      .when({
        type: 'ChangeStageDetails',
        stageId,
        details: { ...details, maxChildren: 2 },
        by: { kind: 'organization', organizationId },
        now: before,
      })
      .refuses(ErrorCode.stagePlacesBelowRegistered, 409);
  });
});

describe('the organizer and the list', () => {
  const { created, data } = stageOf();
  const [first, second, waiting, later1] = [family(), family(), family(), family()];
  const [entry, laterEntry] = [randomUUID(), randomUUID()];
  const events = history(
    created,
    register(first),
    register(second),
    join(waiting, entry),
    join(later1, laterEntry),
  );

  it('offers places out of order, beyond the stage’s places when none is free, saying it did', () => {
    const decided = decideOn(
      events,
      organizerDoes('OfferOutOfOrder', laterEntry, data.organizationId),
    );
    expect(decided).toMatchObject([
      {
        type: 'WaitingListOffered',
        data: { entryId: laterEntry, outOfOrder: true, decidedBy: organizer },
      },
    ]);
    given(...events, ...decided)
      .when(organizerDoes('OfferOutOfOrder', laterEntry, data.organizationId))
      .refuses(ErrorCode.waitingListNotWaiting, 409);
  });

  it('removes an entry, and gives the places an offer held to the next', () => {
    const offered = [...events, ...decideOn(events, cancelOf(first, events))];
    expect(entryOf(offered.at(-1))).toBe(entry);
    const removed = decideOn(
      offered,
      organizerDoes('RemoveFromWaitingList', entry, data.organizationId),
    );
    expect(typesOf(removed)).toEqual(['WaitingListRemoved', 'WaitingListOffered']);
    expect(entryOf(removed[1])).toBe(laterEntry);
  });

  it('is another organization’s only as not found', () => {
    for (const type of ['OfferOutOfOrder', 'RemoveFromWaitingList'] as const) {
      given(...events)
        .when(organizerDoes(type, entry, randomUUID()))
        .refuses(ErrorCode.waitingListEntryNotFound, 404);
    }
  });
});

function decideOn(events: StageStreamEvent[], command: EnrollmentCommand) {
  const state = events.reduce(stageEnrollmentsAggregate.evolve, stageEnrollmentsAggregate.initial);
  return stageEnrollmentsAggregate.decide(command, state, specMetadata);
}

/** The family of the first registration recorded. */
function firstFamilyOf(events: readonly StageStreamEvent[]): Family {
  for (const event of events) {
    if (event.type === 'EnrollmentRequested') {
      return { parent: event.data.primaryParentId, children: [event.data.childId] };
    }
  }
  throw new Error('No registration');
}

function enrollmentIdOf(events: readonly StageStreamEvent[], who: Family) {
  for (const event of events) {
    if (event.type === 'EnrollmentRequested' && event.data.primaryParentId === who.parent) {
      return event.data.enrollmentId;
    }
  }
  throw new Error('No enrollment of that family');
}

function cancelOf(who: Family, events?: readonly StageStreamEvent[]): EnrollmentCommand {
  return {
    type: 'CancelEnrollment',
    enrollmentId: events ? enrollmentIdOf(events, who) : randomUUID(),
    by: who.parent,
    now: later(1),
  };
}
