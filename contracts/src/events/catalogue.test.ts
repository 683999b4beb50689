import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eventCatalogue } from './catalogue.js';

/** Field names that would put a person's data into the permanent log. */
const personalData = [
  /first_?name/i,
  /last_?name/i,
  /full_?name/i,
  /e_?mail/i,
  /phone/i,
  /birth/i,
  /national/i,
  /register_?number/i,
  /allerg/i,
  /medic/i,
  /health/i,
  /diet/i,
  /doctor/i,
  /password/i,
  /ip_?address/i,
];

function propertyNames(schema: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((item) => propertyNames(item, names));
  else if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'properties' && value && typeof value === 'object') {
        Object.keys(value).forEach((name) => names.add(name));
      }
      propertyNames(value, names);
    }
  }
  return names;
}

describe('the event catalogue', () => {
  it.each(Object.entries(eventCatalogue))(
    '%s carries identifiers and facts, no personal data',
    (_type, definition) => {
      const names = propertyNames(z.toJSONSchema(definition.schema));
      expect(names.size).toBeGreaterThan(0);
      for (const name of names) {
        for (const pattern of personalData)
          expect(name, `${name} looks like personal data`).not.toMatch(pattern);
      }
    },
  );

  it('refuses unknown fields in event data, so nothing slips in unnoticed', () => {
    const schema = eventCatalogue.StageCreated.schema;
    const result = schema.safeParse({ ...validStage, parentEmail: 'someone@example.com' });
    expect(result.success).toBe(false);
  });
});

const validStage = {
  stageId: '0b5c4c2e-8d0e-4b7a-9a8e-6c1f2d3e4a5b',
  organizationId: '1b5c4c2e-8d0e-4b7a-9a8e-6c1f2d3e4a5b',
  slug: 'stage-poney',
  name: 'Stage poney',
  description: '',
  startsAt: '2027-07-05T08:00:00Z',
  endsAt: '2027-07-09T15:00:00Z',
  registrationDeadline: '2027-06-28T08:00:00Z',
  costCents: 10_000,
  maxChildren: 12,
  minAge: 6,
  maxAge: 10,
  venue: { street: 'Rue', number: '1', postalCode: '5000', city: 'Namur', country: 'BE' },
};
