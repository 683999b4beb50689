import { randomUUID } from 'node:crypto';
import { FIRST_LINK } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { describe, it } from 'vitest';
import { waitingList } from '../../api/src/enrollments/projections/waiting-list.projection.js';
import { projectionSpec, recorded } from '../support/projection-spec.js';

const spec = projectionSpec(
  waitingList,
  async (db: SqlDatabase) =>
    (
      await db.query(
        `SELECT entry_id, child_ids::text[] AS child_ids, primary_parent_id, status, joined_at,
                join_version, offered_at, offer_expires_at, remind_at, reminded,
                offered_out_of_order, closed_at
           FROM waiting_list_entries ORDER BY join_version`,
      )
    ).rows,
);

const stageId = randomUUID();
const link = { previous: FIRST_LINK, hash: FIRST_LINK };
const at = (hour: number) => new Date(Date.UTC(2027, 5, 1, hour)).toISOString();
const date = (hour: number) => new Date(at(hour));

interface Entry {
  readonly entryId: string;
  readonly childIds: string[];
  readonly parentId: string;
}
const entry = (children = 1): Entry => ({
  entryId: randomUUID(),
  childIds: Array.from({ length: children }, () => randomUUID()),
  parentId: randomUUID(),
});

/** The n-th event of the stage's stream. */
const onStream = <Event extends { streamVersion: number }>(event: Event, version: number) => ({
  ...event,
  streamVersion: version,
});

const joined = (who: Entry, hour: number, version: number) =>
  onStream(
    recorded({
      type: 'WaitingListJoined',
      data: {
        stageId,
        entryId: who.entryId,
        decidedBy: who.parentId,
        decidedAt: at(hour),
        link,
        childIds: who.childIds,
        primaryParentId: who.parentId,
      },
    }),
    version,
  );
const offered = (who: Entry, hour: number, hours = 48, outOfOrder = false) =>
  recorded({
    type: 'WaitingListOffered',
    data: {
      stageId,
      entryId: who.entryId,
      decidedBy: null,
      decidedAt: at(hour),
      link,
      places: who.childIds.length,
      expiresAt: at(hour + hours),
      outOfOrder,
    },
  });
const closing = (
  type: 'WaitingListOfferAccepted' | 'WaitingListOfferDeclined' | 'WaitingListOfferExpired',
  who: Entry,
  hour: number,
) => {
  const common = {
    stageId,
    entryId: who.entryId,
    decidedBy: who.parentId,
    decidedAt: at(hour),
    link,
  };
  return type === 'WaitingListOfferAccepted'
    ? recorded({ type, data: { ...common, enrollmentIds: who.childIds.map(() => randomUUID()) } })
    : recorded({ type, data: { ...common, places: who.childIds.length } });
};
const leaving = (
  type: 'WaitingListLeft' | 'WaitingListRemoved',
  who: Entry,
  hour: number,
  released = 0,
) =>
  recorded({
    type,
    data: {
      stageId,
      entryId: who.entryId,
      decidedBy: who.parentId,
      decidedAt: at(hour),
      link,
      releasedPlaces: released,
    },
  });

const row = (who: Entry, version: number, hour: number, changes: Record<string, unknown> = {}) => ({
  entry_id: who.entryId,
  child_ids: who.childIds,
  primary_parent_id: who.parentId,
  status: 'waiting',
  joined_at: date(hour),
  join_version: version,
  offered_at: null,
  offer_expires_at: null,
  remind_at: null,
  reminded: false,
  offered_out_of_order: false,
  closed_at: null,
  ...changes,
});

describe('the waiting_list projection', () => {
  it('keeps each entry waiting in its place on the stream', async () => {
    const [ann, bart] = [entry(2), entry()];
    await spec.given(joined(ann, 1, 4), joined(bart, 2, 7)).then([row(ann, 4, 1), row(bart, 7, 2)]);
  });

  it('records an offer with its deadline and the time to remind, a quarter of it before', async () => {
    const ann = entry();
    await spec.given(joined(ann, 1, 3), offered(ann, 10, 48)).then([
      row(ann, 3, 1, {
        status: 'offered',
        offered_at: date(10),
        offer_expires_at: date(58),
        remind_at: date(46),
      }),
    ]);
    const reminded = recorded({
      type: 'WaitingListOfferReminded',
      data: { stageId, entryId: ann.entryId, expiresAt: at(58) },
    });
    await spec.given(joined(ann, 1, 3), offered(ann, 10, 48, true), reminded).then([
      row(ann, 3, 1, {
        status: 'offered',
        offered_at: date(10),
        offer_expires_at: date(58),
        remind_at: date(46),
        reminded: true,
        offered_out_of_order: true,
      }),
    ]);
  });

  it('closes an entry as its family or the organizer did, keeping when', async () => {
    const [accepted, declined, expired, left, removed] = [
      entry(),
      entry(),
      entry(),
      entry(),
      entry(),
    ];
    const offeredAt = { offered_at: date(2), offer_expires_at: date(50), remind_at: date(38) };
    await spec
      .given(
        joined(accepted, 1, 1),
        joined(declined, 1, 2),
        joined(expired, 1, 3),
        joined(left, 1, 4),
        joined(removed, 1, 5),
        offered(accepted, 2),
        offered(declined, 2),
        offered(expired, 2),
        closing('WaitingListOfferAccepted', accepted, 3),
        closing('WaitingListOfferDeclined', declined, 4),
        closing('WaitingListOfferExpired', expired, 50),
        leaving('WaitingListLeft', left, 5),
        leaving('WaitingListRemoved', removed, 6),
      )
      .then([
        row(accepted, 1, 1, { ...offeredAt, status: 'accepted', closed_at: date(3) }),
        row(declined, 2, 1, { ...offeredAt, status: 'declined', closed_at: date(4) }),
        row(expired, 3, 1, { ...offeredAt, status: 'expired', closed_at: date(50) }),
        row(left, 4, 1, { status: 'left', closed_at: date(5) }),
        row(removed, 5, 1, { status: 'removed', closed_at: date(6) }),
      ]);
  });
});
