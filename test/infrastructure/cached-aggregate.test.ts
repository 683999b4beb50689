import { randomUUID } from 'node:crypto';
import { billingStream } from '@stages/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../api/src/platform/commands/command-context.js';
import { CachedAggregate } from '../../api/src/platform/commands/cached-aggregate.js';
import {
  billingYearAggregate,
  type BillingCommand,
} from '../../api/src/payments/domain/billing-year.js';
import { harnesses } from '../eventstore/harnesses.js';

const pglite = harnesses[0]!;

describe('A cached aggregate over a real store', () => {
  let opened: Awaited<ReturnType<typeof pglite.open>>;
  beforeAll(async () => {
    opened = await pglite.open();
  });
  afterAll(() => opened.close());

  const issue = (organizationId: string, enrollmentId = randomUUID()): BillingCommand => ({
    type: 'IssueBill',
    organizationId,
    stageId: randomUUID(),
    enrollmentId,
    year: 2026,
    acceptedOn: '2026-06-01',
    stageStartDay: '2026-07-06',
    amountCents: 100,
  });
  const sequenceOf = ({ events }: { events: readonly { data: unknown }[] }) =>
    (events[0]?.data as { sequence?: number } | undefined)?.sequence;

  it('keeps each stream apart, and takes the calls on one stream one at a time', async () => {
    const years = new CachedAggregate(opened.store, billingYearAggregate);
    const [north, south] = [randomUUID(), randomUUID()];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        const organization = index % 2 ? north : south;
        return years.run(billingStream(organization, 2026), issue(organization), systemContext());
      }),
    );
    expect(results.map(sequenceOf)).toEqual(
      Array.from({ length: 20 }, (_, index) => Math.floor(index / 2) + 1),
    );
  });

  it('catches up with what another process appended, and decides again', async () => {
    const organization = randomUUID();
    const stream = billingStream(organization, 2026);
    const here = new CachedAggregate(opened.store, billingYearAggregate);
    const there = new CachedAggregate(opened.store, billingYearAggregate);
    const enrollment = randomUUID();
    expect(sequenceOf(await here.run(stream, issue(organization), systemContext()))).toBe(1);
    expect(
      sequenceOf(await there.run(stream, issue(organization, enrollment), systemContext())),
    ).toBe(2);
    // `here` has not seen the second bill: it must not issue it again, nor reuse number 2.
    expect(
      (await here.run(stream, issue(organization, enrollment), systemContext())).events,
    ).toEqual([]);
    expect(sequenceOf(await here.run(stream, issue(organization), systemContext()))).toBe(3);
  });
});
