import fc from 'fast-check';

// Requests built from a route's OpenAPI description: mostly plausible values, with hostile ones
// mixed in (wrong types, NUL and control characters, huge and negative numbers, far dates,
// over-long strings, unknown fields, deep JSON).

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
}

const deep = (levels: number): unknown => {
  let v: unknown = 'x';
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
};

/** Values no endpoint should turn into a 5xx, whatever field they land in. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  // Characters PostgreSQL cannot store, and other control characters.
  {
    weight: 4,
    arbitrary: fc.constantFrom('\u0000', 'a\u0000b', 'tab\tand\u0007bell', '\u001b[31m', '\ud800'),
  },
  // Dates outside what PostgreSQL or the product accepts.
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '0000-01-01',
      '0000-01-01T00:00:00Z',
      '0000-01-01T00:00:00.000Z',
      '9999-12-31',
      '9999-12-31T23:59:59Z',
      '10000-01-01',
      '+275760-09-13T00:00:00Z',
      '-000001-01-01T00:00:00Z',
      '1899-12-31',
      '2201-01-01T00:00:00Z',
      '2030-02-30',
      'not-a-date',
    ),
  },
  // Sizes and numbers at and past every limit.
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'x'.repeat(100_000),
      '😀'.repeat(300),
      '',
      ' ',
      -1,
      0,
      1e308,
      -1e308,
      2 ** 53 + 1,
      1.5,
      2147483648,
    ),
  },
  // Wrong types, shapes and text that means something elsewhere.
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '../../etc/passwd',
      "'; drop table users; --",
      'ZZZZ',
      true,
      null,
      [],
      [null],
      {},
      { __proto__: { admin: true } },
      deep(200),
    ),
  },
  { weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.double()) },
);

const DATE_NAME = /date|At$|^from$|^to$|On$|since|until|start|end/i;

function plausibleString(name: string, schema: JsonSchema, ids: string[]): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.format === 'uuid' || /id$/i.test(name)) return fc.constantFrom(...ids, crypto.randomUUID());
  if (schema.format === 'email' || /email/i.test(name)) return fc.constantFrom('a@example.org', 'x@y');
  if (DATE_NAME.test(name)) {
    const later = /end|^to$|due|until/i.test(name);
    return later
      ? fc.constantFrom('2030-06-01', '2030-06-01T10:00:00.000Z')
      : fc.constantFrom('2030-05-01', '2030-05-01T10:00:00.000Z');
  }
  return fc.string({ minLength: 1, maxLength: Math.min(schema.maxLength ?? 30, 30), unit: 'grapheme-ascii' });
}

/** A value that matches the schema's shape (not necessarily its every rule). */
export function plausible(name: string, schema: JsonSchema, ids: string[], depth = 0): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => plausible(name, s, ids, depth)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return plausibleString(name, schema, ids);
    case 'integer':
    case 'number': {
      // Near the bottom of the range (a year from 2015, a count from 0), at most a thousand above it.
      const min = Math.ceil(schema.minimum ?? 0);
      return fc.integer({ min, max: Math.floor(Math.min(schema.maximum ?? min + 100, min + 1000)) });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(plausible(name, schema.items ?? {}, ids, depth + 1), { maxLength: 3 });
    case 'object':
      return depth > 3 ? fc.constant({}) : plausibleObject(schema, ids, depth + 1);
    default:
      return fc.constantFrom('x', 1, null);
  }
}

function plausibleObject(
  schema: JsonSchema,
  ids: string[],
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.properties ?? {});
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, sub] of entries) record[key] = plausible(key, sub, ids, depth);
  return fc.record(record, { requiredKeys: schema.required ?? [] });
}

/** A body for the schema: plausible, then one or two fields (or the whole body) made hostile. */
export function hostileBody(schema: JsonSchema, ids: string[]): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  const base = plausible('body', schema, ids);
  return fc.oneof(
    { weight: 1, arbitrary: hostileValue },
    {
      weight: 6,
      arbitrary: fc
        .tuple(base, fc.constantFrom(...(keys.length ? keys : ['unknownField'])), hostileValue, fc.boolean())
        .map(([body, key, value, extra]) => ({
          ...(body as object),
          [key]: value,
          ...(extra ? { unknownField: value, constructor: { prototype: { polluted: true } } } : {}),
        })),
    },
  );
}

/** A query string: plausible values with one parameter hostile (stringified, as a URL carries it). */
export function hostileQuery(
  params: { name: string; schema: JsonSchema }[],
  ids: string[],
): fc.Arbitrary<string> {
  if (!params.length) return fc.constant('');
  const values = fc.record(
    Object.fromEntries(params.map((p) => [p.name, plausible(p.name, p.schema, ids)])),
    {
      requiredKeys: [],
    },
  );
  return fc
    .tuple(values, fc.constantFrom(...params.map((p) => p.name)), hostileValue)
    .map(([q, key, value]) => {
      const all = { ...q, [key]: value } as Record<string, unknown>;
      const search = new URLSearchParams();
      for (const [k, v] of Object.entries(all)) search.set(k, typeof v === 'string' ? v : JSON.stringify(v));
      return `?${search.toString()}`;
    });
}

/** A path parameter: a real id, a random uuid, or hostile text. */
export function hostilePathValue(ids: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...ids),
    fc.constant(crypto.randomUUID()),
    fc.constantFrom(
      'not-a-uuid',
      '%00',
      '..',
      'x'.repeat(5000),
      '00000000-0000-0000-0000-000000000000',
      '1e400',
    ),
    fc.string({ maxLength: 30 }).map(encodeURIComponent),
  );
}
