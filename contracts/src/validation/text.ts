import { z } from 'zod';
import { FieldErrorCode } from '../errors/error-codes.js';

/**
 * Control characters no keyboard produces: C0 except tab, line feed and carriage return, DEL,
 * and C1. PostgreSQL refuses NUL outright; the others break exports, mails and terminals.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

/** Half of a UTF-16 pair without its other half: not a character at all. */
const LONE_SURROGATE = /\p{Cs}/u;

const LINE_BREAK_OR_TAB = /[\t\n\r\u2028\u2029]/u;

/**
 * Characters that draw nothing: white space, the default-ignorable ones (zero-width spaces and
 * joiners, direction marks, the Hangul fillers, variation selectors...) and the blank Braille
 * pattern, which fonts draw empty.
 */
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** Text made only of white space is left to the field's own rule (it is trimmed to nothing). */
const ONLY_WHITE_SPACE = /^\p{White_Space}*$/u;

export interface TextRule {
  /** Names, titles, addresses: one line. Descriptions and messages may have several. */
  readonly singleLine?: boolean;
}

/**
 * The rule every piece of text the product accepts follows, whatever the field: valid Unicode,
 * no control characters, and something visible when it is not blank. The API applies it to
 * every string of every request; the schemas below add what a kind of field needs.
 */
export function textProblem(text: string, rule: TextRule = {}): FieldErrorCode | null {
  if (LONE_SURROGATE.test(text) || CONTROL_CHARACTER.test(text)) return FieldErrorCode.invalidText;
  if (rule.singleLine && LINE_BREAK_OR_TAB.test(text)) return FieldErrorCode.invalidText;
  if (!ONLY_WHITE_SPACE.test(text) && text.replace(INVISIBLE, '') === '') {
    return FieldErrorCode.noVisibleText;
  }
  return null;
}

function checkText(rule: TextRule) {
  return (text: string, ctx: z.RefinementCtx) => {
    const problem = textProblem(text, rule);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  };
}

/** One line of text, trimmed; blank is allowed (a field's own `.min(1)` makes it required). */
export const LineText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .superRefine(checkText({ singleLine: true }));

/** One line that must not be blank: a stage's name, a street. */
export const RequiredLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .superRefine(checkText({ singleLine: true }));

/** Free text over several lines: a description, a message. */
export const MultilineText = (max: number) => z.string().trim().max(max).superRefine(checkText({}));

/**
 * What people's names are made of: letters with their accents, spaces, hyphens, apostrophes,
 * and a dot after an initial ("J. Peeters"). A dot followed by a letter is refused: it is how
 * "example.com" would become a working link in the e-mails that greet a person by name.
 */
export function isPersonName(name: string): boolean {
  return /^\p{L}[\p{L}\p{M} '’ʼ.-]*$/u.test(name) && !/\.[^\s-]/u.test(name);
}

export const PersonName = (max = 100) =>
  RequiredLine(max).refine(
    (name) => textProblem(name) !== null || isPersonName(name),
    FieldErrorCode.invalidName,
  );
