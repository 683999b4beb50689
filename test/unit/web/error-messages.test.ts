import { ErrorCode, FieldErrorCode } from '@stages/contracts';
import { describe, expect, it } from 'vitest';
import { en } from '../../../web/src/i18n/en.js';
import { fr } from '../../../web/src/i18n/fr.js';
import { nl } from '../../../web/src/i18n/nl.js';

/** The message at a dotted key, or undefined. */
function lookUp(messages: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node !== null && typeof node === 'object'
          ? (node as Record<string, unknown>)[part]
          : undefined,
      messages,
    );
}

const codes = [...Object.values(ErrorCode), ...Object.values(FieldErrorCode)];

describe.each([
  ['fr', fr],
  ['en', en],
  ['nl', nl],
])('The %s messages', (_language, messages) => {
  it.each(codes)('translate the API code %s', (code) => {
    const message = lookUp(messages, `errors.${code}`);
    expect(typeof message === 'string' && message.trim().length > 0).toBe(true);
  });
});
