import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eventCatalogue } from '@stages/contracts';
import { stageData } from '../../support/events.js';

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
    expect(schema.safeParse(stageData()).success).toBe(true);
    const result = schema.safeParse({ ...stageData(), parentEmail: 'someone@example.com' });
    expect(result.success).toBe(false);
  });
});
