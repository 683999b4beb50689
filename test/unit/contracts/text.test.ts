import { FieldErrorCode, isPersonName, PersonName, textProblem } from '@stages/contracts';
import { describe, expect, it } from 'vitest';

describe('The text rule', () => {
  it.each([
    ['a lone high surrogate', 'Camp \ud800'],
    ['a lone low surrogate', '\udc00x'],
    ['NUL', 'a\u0000b'],
    ['an escape sequence', '\u001b[31mred'],
    ['DEL', 'a\u007f'],
    ['a C1 control', 'a\u0085b'],
  ])('refuses %s', (_label, text) => {
    expect(textProblem(text)).toBe(FieldErrorCode.invalidText);
  });

  it.each([
    ['zero-width spaces', '\u200b\u200b'],
    ['a word joiner and a zero-width joiner', '\u2060\u200d'],
    ['the Hangul filler', '\u3164'],
    ['a blank Braille pattern between spaces', ' \u2800 '],
    ['a soft hyphen', '\u00ad'],
  ])('refuses text made only of invisible characters: %s', (_label, text) => {
    expect(textProblem(text)).toBe(FieldErrorCode.noVisibleText);
  });

  it('accepts what people type, over several lines where the field allows it', () => {
    for (const text of ['', '   ', 'Zoë', '😀 emoji', 'ligne\nautre\tcolonne\r\n', 'a\u200bb']) {
      expect(textProblem(text), JSON.stringify(text)).toBeNull();
    }
    expect(textProblem('ligne\nautre', { singleLine: true })).toBe(FieldErrorCode.invalidText);
    expect(textProblem('un\ttab', { singleLine: true })).toBe(FieldErrorCode.invalidText);
  });
});

describe('A person name', () => {
  it.each([
    'Ann',
    'Marie-Ève',
    "D'Hondt",
    'D’Hondt',
    'Van der Berg',
    'J. Peeters',
    'Nour El Amrani',
    'Łukasz',
    'Zoë',
  ])('accepts %s', (name) => {
    expect(isPersonName(name)).toBe(true);
    expect(PersonName().safeParse(name).success).toBe(true);
  });

  it.each(['evil.com', 'www.evil.be', 'http://x', 'a@b', 'Ann2', '<b>Ann</b>', '-Ann', 'J.R.R.'])(
    'refuses %s, which could read as a link or markup',
    (name) => {
      expect(isPersonName(name)).toBe(false);
      expect(PersonName().safeParse(name).error?.issues[0]?.message).toBe(
        FieldErrorCode.invalidName,
      );
    },
  );

  it('reports invisible names as such, not as badly formed ones', () => {
    expect(
      PersonName()
        .safeParse('\u200b')
        .error?.issues.map((issue) => issue.message),
    ).toEqual([FieldErrorCode.noVisibleText]);
  });
});
