import { ErrorCode } from '@stages/contracts';
import { ApiErrorException } from './error-response.js';

/**
 * The deepest nesting a request body may have. The API's deepest body is an object holding an
 * address (two levels); the margin is wide, and still far from what would exhaust a recursive
 * walk such as schema validation.
 */
export const MAX_JSON_DEPTH = 32;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Turns a JSON body into text, refusing what later steps would choke on: bytes that are not
 * UTF-8 (they would be replaced by U+FFFD without a word) and nesting beyond MAX_JSON_DEPTH,
 * measured by a flat scan before anything recursive looks at it.
 */
export function checkedJsonText(body: Buffer): string {
  let text: string;
  try {
    text = strictUtf8.decode(body);
  } catch {
    throw new ApiErrorException({
      statusCode: 400,
      code: ErrorCode.requestInvalidEncoding,
      message: 'The body is not valid UTF-8',
    });
  }
  if (nestingDepth(text) > MAX_JSON_DEPTH) {
    throw new ApiErrorException({
      statusCode: 400,
      code: ErrorCode.requestTooDeep,
      message: `The body is nested deeper than ${MAX_JSON_DEPTH} levels`,
    });
  }
  return text;
}

/** How deep arrays and objects nest in JSON text, ignoring brackets inside strings. */
export function nestingDepth(json: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < json.length; i += 1) {
    const char = json.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1;
    }
  }
  return deepest;
}
