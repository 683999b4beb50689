import { randomUUID } from 'node:crypto';
import type { EventMetadata, NewEvent, StageCreatedData } from '@stages/contracts';

export function testMetadata(overrides: Partial<EventMetadata> = {}): EventMetadata {
  return {
    actorId: null,
    actorRole: 'system',
    commandId: randomUUID(),
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: new Date('2026-06-01T08:00:00Z').toISOString(),
    ...overrides,
  };
}

export function testEvent(
  type = 'TestHappened',
  data: unknown = { n: 1 },
  schemaVersion = 1,
): NewEvent {
  return { type, schemaVersion, data, metadata: testMetadata() };
}

let stageCounter = 0;

/** Valid StageCreated data; each call gives a new stage. */
export function stageData(overrides: Partial<StageCreatedData> = {}): StageCreatedData {
  stageCounter += 1;
  const id = randomUUID();
  return {
    stageId: id,
    organizationId: '11111111-1111-4111-8111-111111111111',
    slug: `stage-${stageCounter}-${id.slice(0, 8)}`,
    name: `Stage ${stageCounter}`,
    description: '<p>Une belle semaine.</p>',
    startsAt: '2027-07-05T08:00:00.000Z',
    endsAt: '2027-07-09T15:00:00.000Z',
    registrationDeadline: '2027-06-28T08:00:00.000Z',
    costCents: 12_500,
    maxChildren: 20,
    minAge: 6,
    maxAge: 10,
    venue: {
      street: 'Rue Haute',
      number: '1',
      postalCode: '1000',
      city: 'Bruxelles',
      country: 'BE',
    },
    visible: true,
    activityStart: '09:00',
    activityEnd: '16:00',
    daycareStart: null,
    daycareEnd: null,
    effectiveDays: 5,
    imageFileId: null,
    waitingList: true,
    offerHours: 48,
    siblingsFirst: true,
    reducedCostCents: null,
    reducedPricePolicy: null,
    siblingDiscounts: null,
    options: [],
    ...overrides,
  };
}

export function stageCreated(data: StageCreatedData = stageData()): NewEvent {
  return { type: 'StageCreated', schemaVersion: 4, data, metadata: testMetadata() };
}
