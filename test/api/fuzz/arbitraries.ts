import fc from 'fast-check';

/** A JSON Schema as the OpenAPI document carries it (OpenAPI 3.0 flavour, from zod). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
}

/**
 * Text no form sends: broken Unicode, control and invisible characters, markup, injections,
 * paths, very long text, and text that looks like something else.
 */
export const hostileText = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.string({ maxLength: 8 }),
        fc.constantFrom(
          '\ud800',
          '\udc00',
          '\ud83d',
          '\u0000',
          '\u0007',
          '\u001b[31m',
          '\u0085',
          '\u007f',
        ),
        fc.string({ maxLength: 8 }),
      )
      .map((parts) => parts.join('')),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '\u200b',
      '\u2060\u200d\ufeff',
      '\u3164',
      '\u202eevil',
      '<script>alert(1)</script>',
      "' OR 1=1 --",
      '"; DROP TABLE users; --',
      '../../../../etc/passwd',
      '%00',
      '%E0%A4%A',
      '${7*7}{{7*7}}',
      'www.evil.com',
      'javascript:alert(1)',
      '1e309',
      '-0',
      'NaN',
      'null',
      '[]',
      '{}',
      ' ',
      '',
      '😀'.repeat(50),
      'é'.repeat(300),
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.nat({ max: 70_000 }).map((length) => 'x'.repeat(length)) },
);

/** Numbers at and past every edge a field could have. */
export const hostileNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1,
    0.5,
    -0.5,
    2 ** 31,
    2 ** 53 + 2,
    -(2 ** 53) - 2,
    1e308,
    -1e308,
    Number.MIN_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, nested a little. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(hostileText, fc.constantFrom('__proto__', 'constructor')),
      tie('value'),
      {
        maxKeys: 4,
      },
    ),
  ),
})).value;

/** Bodies that are not JSON a schema could describe: raw text sent as application/json. */
export const hostileRawJson = fc.oneof(
  fc.nat({ max: 10_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.nat({ max: 3_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.constantFrom(
    '{',
    '{"a":',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    `1${'0'.repeat(400)}`,
    '"\\ud800"',
    '\u0000',
    'null',
    '[]',
    'true',
  ),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
);

/** Resolves `$ref`s against the document's components. */
export function resolver(document: { components?: { schemas?: Record<string, JsonSchema> } }) {
  const schemas = document.components?.schemas ?? {};
  return (schema: JsonSchema): JsonSchema =>
    schema.$ref ? (schemas[schema.$ref.replace('#/components/schemas/', '')] ?? {}) : schema;
}

/**
 * Values close to what the schema describes, each part of which may be swapped for a hostile
 * one, dropped, or joined by an unknown field: the validation is then exercised past its first
 * refusal, and sometimes all the way to the handler.
 */
export function fromSchema(
  schema: JsonSchema,
  resolve: (schema: JsonSchema) => JsonSchema,
  depth = 0,
): fc.Arbitrary<unknown> {
  const hostile = fc.oneof(hostileText, hostileNumber, fc.constant(null), anyJson);
  const resolved = resolve(schema);
  const honest = honestValue(resolved, resolve, depth);
  return fc.oneof({ weight: 4, arbitrary: honest }, { weight: 1, arbitrary: hostile });
}

function honestValue(
  schema: JsonSchema,
  resolve: (schema: JsonSchema) => JsonSchema,
  depth: number,
): fc.Arbitrary<unknown> {
  if (depth > 6) return anyJson;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants)
    return fc.oneof(...variants.map((variant) => fromSchema(variant, resolve, depth + 1)));
  if (schema.allOf?.[0]) return fromSchema(schema.allOf[0], resolve, depth + 1);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const value = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'object': {
        const properties = Object.entries(schema.properties ?? {});
        const record = fc.record(
          Object.fromEntries(
            properties.map(([name, property]) => [name, fromSchema(property, resolve, depth + 1)]),
          ),
          { requiredKeys: [] },
        );
        return fc
          .tuple(record, fc.option(fc.tuple(hostileText, anyJson), { freq: 5 }))
          .map(([object, extra]) => (extra ? { ...object, [extra[0]]: extra[1] } : object));
      }
      case 'array': {
        const items = schema.prefixItems ?? (Array.isArray(schema.items) ? schema.items : null);
        if (items) return fc.tuple(...items.map((item) => fromSchema(item, resolve, depth + 1)));
        return fc.array(fromSchema((schema.items as JsonSchema) ?? {}, resolve, depth + 1), {
          maxLength: 5,
        });
      }
      case 'string':
        return stringFor(schema);
      case 'integer':
        return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000 });
      case 'number':
        return fc.double({
          min: schema.minimum ?? -1e6,
          max: schema.maximum ?? 1e6,
          noNaN: true,
          noDefaultInfinity: true,
        });
      case 'boolean':
        return fc.boolean();
      default:
        return anyJson;
    }
  })();
  return schema.nullable ? fc.option(value, { nil: null, freq: 6 }) : value;
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString());
    default:
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 200),
      });
  }
}

type Path = readonly (string | number)[];

/** Every place in a JSON value, the value itself included. */
function placesIn(value: unknown, at: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [at];
  const children = Object.entries(value).flatMap(([key, child]) =>
    placesIn(child, [...at, Array.isArray(value) ? Number(key) : key]),
  );
  return [at, ...children];
}

function replacedAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  if (rest.length === 0 && replacement === undefined) delete copy[head!];
  else copy[head!] = replacedAt(copy[head!], rest, replacement);
  return copy;
}

/**
 * A valid request body with one of its parts made hostile, or removed: everything else being
 * right, the request goes as far as that part lets it, down to the database.
 */
export function oneThingWrong(example: unknown): fc.Arbitrary<unknown> {
  return fc
    .record({
      place: fc.constantFrom(...placesIn(example)),
      replacement: fc.oneof(
        { weight: 4, arbitrary: hostileText },
        { weight: 2, arbitrary: hostileNumber },
        { weight: 2, arbitrary: anyJson },
        { weight: 1, arbitrary: fc.constant(undefined) },
      ),
    })
    .map(({ place, replacement }) => replacedAt(example, place, replacement));
}
