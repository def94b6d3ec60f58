// Junk for the contract-driven fuzz test: values derived from an endpoint's input schema (right, wrong or missing),
// and the ways a request around them can be broken (envelope, sign, cipher, cookie, body encoding, size).
import type { Endpoint } from '@aura/contracts';
import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema zod writes that the generator reads. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}

/**
 * The JSON Schema of what the endpoint takes. A query number (`queryInt`) is a preprocess whose input side says only
 * "number": where the input side of a field is looser than its output side of the same kind, the output's bounds
 * are taken, so that a valid run reaches the handler.
 */
export function inputSchema(endpoint: Endpoint): JsonSchema {
  const options = { unrepresentable: 'any', target: 'draft-2020-12' } as const;
  const input = z.toJSONSchema(endpoint.input, { ...options, io: 'input' }) as JsonSchema;
  const output = z.toJSONSchema(endpoint.input, { ...options, io: 'output' }) as JsonSchema;
  return tightened(input, output);
}

const NUMERIC = new Set(['number', 'integer']);

function tightened(input: JsonSchema, output: JsonSchema | undefined): JsonSchema {
  if (!output) return input;
  if (input.type === 'object' && output.type === 'object' && input.properties) {
    const properties = Object.fromEntries(
      Object.entries(input.properties).map(([name, field]) => [
        name,
        tightened(field, output.properties?.[name]),
      ]),
    );
    return { ...input, properties };
  }
  if (NUMERIC.has(input.type ?? '') && NUMERIC.has(output.type ?? '')) {
    const { type, minimum, maximum } = output;
    return {
      ...input,
      type,
      ...(minimum === undefined ? {} : { minimum }),
      ...(maximum === undefined ? {} : { maximum }),
    };
  }
  return input;
}

const text = fc.string({ maxLength: 24 });

/** A value of the wrong kind, or of the right kind at its edges: what a broken or hostile client sends. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    2 ** 53,
    -(2 ** 63),
    '',
    ' ',
    '0',
    '-1',
    'null',
    'NaN',
    '1e309',
  ),
  fc.constantFrom(
    '__proto__',
    'constructor',
    '%00',
    '\u0000',
    '\ud800',
    '<script>',
    '../../etc/passwd',
    '١٢٣',
  ),
  fc.integer(),
  fc.double(),
  text,
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constant('9'.repeat(400)),
  fc.constant('x'.repeat(20_000)),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 4 }),
  fc.dictionary(text, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Values a field of this name takes where its JSON Schema says less than zod checks (an e-mail's pipe, say). */
function hinted(name: string): fc.Arbitrary<unknown> | undefined {
  if (/email/i.test(name)) {
    return fc
      .tuple(
        fc.stringMatching(/^[a-z][a-z0-9]{0,5}(\.[a-z0-9]{1,5})?$/),
        fc.constantFrom('example.test', 'Example.COM'),
      )
      .map(([local, domain]) => `${local}@${domain}`);
  }
  if (/mobile|phone/i.test(name))
    return fc.integer({ min: 0, max: 9_999_999 }).map((n) => `+3161${String(n).padStart(7, '0')}`);
  // 8 to 40: within both the phone's and the e-mail's rules.
  if (/password/i.test(name)) return fc.string({ minLength: 8, maxLength: 40 });
  if (/^code$/.test(name)) return fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, '0'));
  if (/token/i.test(name))
    return fc.base64String({ minLength: 16, maxLength: 64 }).map((t) => t.replace(/[+/=]/g, 'a'));
  return undefined;
}

/** A value the schema allows, as far as JSON Schema tells (zod's refinements are left to the fuzzing). */
export function validValue(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  const hint = schema.type === 'string' && !schema.pattern && !schema.enum ? hinted(name) : undefined;
  if (hint) return hint;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => validValue(choice, name)));
  switch (schema.type) {
    case 'string':
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, 300));
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'date')
        return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 80) });
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, -(2 ** 31)),
        max: Math.min(schema.maximum ?? 10 ** 9, 2 ** 31),
      });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: schema.minimum, max: schema.maximum });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? validValue(schema.items) : fc.jsonValue({ maxDepth: 1 }), {
        maxLength: 5,
      });
    case 'object':
      return paramsFor(schema, 'valid');
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * The call's own parameters. `valid`: every field as the schema allows (required ones always, optional ones now and
 * then); `oneBroken`: one field junk or missing; `chaos`: each field right, junk or missing, and an unknown one.
 */
export function paramsFor(schema: JsonSchema, mode: Mode): fc.Arbitrary<Record<string, unknown>> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => paramsFor(choice, mode)));
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {});
  const fields = entries.map(([name, field]) => {
    const valid = validValue(field, name);
    const value =
      mode === 'chaos'
        ? fc.oneof(
            { weight: 4, arbitrary: valid },
            { weight: 1, arbitrary: junkValue },
            { weight: 1, arbitrary: fc.constant(undefined) },
          )
        : required.has(name)
          ? valid
          : fc.option(valid, { nil: undefined });
    return value.map((v) => [name, v] as const);
  });
  const broken = mode === 'oneBroken' && entries.length ? fc.nat(entries.length - 1) : fc.constant(-1);
  const extra =
    mode === 'chaos'
      ? fc.option(
          fc.tuple(fc.constantFrom('__proto__', 'constructor', 'sign', 'userId', 'extra'), junkValue),
          {
            freq: 4,
          },
        )
      : fc.constant(null);
  return fc
    .tuple(fc.tuple(...fields), broken, fc.option(junkValue, { nil: undefined }), extra)
    .map(([pairs, brokenAt, junk, more]) => {
      const params: Record<string, unknown> = {};
      pairs.forEach(([name, value], index) => {
        const v = index === brokenAt ? junk : value;
        if (v !== undefined) params[name] = v;
      });
      if (more) Object.defineProperty(params, more[0], { value: more[1], enumerable: true, writable: true });
      return params;
    });
}

/** How the request around the parameters is made, or broken. */
export interface Shape {
  envelope: 'valid' | 'junk' | 'missing';
  sign: 'valid' | 'none' | 'wrong' | 'stale' | 'otherToken' | 'junk';
  cipher: 'plain' | 'sealed' | 'tampered' | 'unknownKid' | 'wrongAad' | 'junkKey';
  cookie: string | undefined;
  /** Bodies only: how the JSON reaches the gateway. */
  body: 'json' | 'truncated' | 'bytes' | 'textPlain' | 'deep' | 'huge' | 'array' | 'empty';
  /** What the URL's query carries besides the call's own: nothing, or fields encoded wrong (see `junkQuery`). */
  query: 'clean' | 'badPercent' | 'repeated' | 'bareKeys' | 'huge';
}

/**
 * Query text appended to a URL, breaking its encoding as `how` says: percent signs that decode to nothing or to
 * broken UTF-8, a field given twice (an array where a string was meant), keys without a value, a query too long.
 * `name` is one of the call's own fields (or the envelope's), so the breakage lands where it is read.
 */
export function junkQuery(how: Shape['query'], name: string): string {
  switch (how) {
    case 'clean':
      return '';
    case 'badPercent':
      return `${name}=%E0%A4%A&%ZZ=%&deviceId=%C0%80&userId=%FF`;
    case 'repeated':
      return `${name}=1&${name}=2&deviceId=a&deviceId=b&noCrypt=true&noCrypt=false`;
    case 'bareKeys':
      return `${name}&noCrypt&userId&sign&&=`;
    case 'huge':
      return `${name}=${'9'.repeat(70_000)}`;
  }
}

/** Cookies a browser may hold, broken ones included (a userId that does not decode made every POST a 500). */
export const junkCookie: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'userId=%E0%A4%A',
      'userId=%',
      'userId=100001',
      'userId=-1; userId=abc',
      'loginToken=%ZZ; userId=%E0%A4%A; deviceId=%',
      '%E0=1; =; ;;',
      `userId=${'9'.repeat(5000)}`,
      'userId="100001"',
      'userId=1%00',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((junk) => `userId=${junk}`) },
);

/** How broken a run is: not at all (reaches the handler), in one place, or anywhere. */
export type Mode = 'valid' | 'oneBroken' | 'chaos';

const BROKEN_ENVELOPES = ['junk', 'missing'] as const;
const BROKEN_SIGNS = ['none', 'wrong', 'stale', 'otherToken', 'junk'] as const;
const BROKEN_CIPHERS = ['tampered', 'unknownKid', 'wrongAad', 'junkKey'] as const;
const BROKEN_BODIES = ['truncated', 'bytes', 'textPlain', 'deep', 'huge', 'array', 'empty'] as const;
const BROKEN_QUERIES = ['badPercent', 'repeated', 'bareKeys', 'huge'] as const;

/** The request around the parameters, right for `endpoint` or broken as `mode` says. */
export function shapeFor(endpoint: Endpoint, mode: Mode): fc.Arbitrary<Shape> {
  const sealed =
    endpoint.encryption === 'required'
      ? fc.constant('sealed' as const)
      : fc.constantFrom('plain' as const, 'sealed' as const);
  const right = fc.record({
    envelope: fc.constant('valid' as const),
    sign: fc.constant(endpoint.access === 'public' ? ('none' as const) : ('valid' as const)),
    cipher: sealed,
    cookie: fc.constant(undefined),
    body: fc.constant('json' as const),
    query: fc.constant('clean' as const),
  });
  if (mode === 'valid') return right;
  if (mode === 'oneBroken') {
    return fc
      .tuple(
        right,
        fc.oneof(
          fc.constantFrom(...BROKEN_ENVELOPES).map((envelope) => ({ envelope })),
          fc.constantFrom(...BROKEN_SIGNS).map((sign) => ({ sign })),
          fc.constantFrom(...BROKEN_CIPHERS, 'plain' as const).map((cipher) => ({ cipher })),
          junkCookie.map((cookie) => ({ cookie })),
          fc.constantFrom(...BROKEN_BODIES).map((body) => ({ body })),
          fc.constantFrom(...BROKEN_QUERIES).map((query) => ({ query })),
        ),
      )
      .map(([shape, broken]) => ({ ...shape, ...broken }) as Shape);
  }
  return fc.record({
    envelope: fc.constantFrom('valid', 'valid', ...BROKEN_ENVELOPES),
    sign: fc.constantFrom('valid', 'valid', ...BROKEN_SIGNS),
    cipher: fc.constantFrom('plain', 'sealed', ...BROKEN_CIPHERS),
    cookie: junkCookie,
    body: fc.oneof(
      { weight: 6, arbitrary: fc.constant('json' as const) },
      { weight: 1, arbitrary: fc.constantFrom(...BROKEN_BODIES) },
    ),
    query: fc.oneof(
      { weight: 6, arbitrary: fc.constant('clean' as const) },
      { weight: 1, arbitrary: fc.constantFrom(...BROKEN_QUERIES) },
    ),
  });
}

/** One run: how broken, the parameters and the request around them. */
export function runFor(endpoint: Endpoint, schema: JsonSchema) {
  const mode = fc.constantFrom<Mode>(
    'valid',
    'valid',
    'oneBroken',
    'oneBroken',
    'oneBroken',
    'chaos',
    'chaos',
  );
  return mode.chain((m) =>
    fc.record({
      mode: fc.constant(m),
      params: paramsFor(schema, m),
      shape: shapeFor(endpoint, m),
      // What a body of `bytes` is.
      noise: fc.uint8Array({ minLength: 1, maxLength: 64 }),
    }),
  );
}
