// Every endpoint of @aura/contracts under junk derived from its own contract: fields right, wrong or missing, and
// requests broken around them (envelope, sign, cipher, cookies, body encoding and size). Any 5xx fails. Endpoints
// are found in the contracts' exports (endpoints.ts), so a new one is fuzzed with no edit here. Deterministic: each
// endpoint's runs come from FUZZ_SEED (default 11) and its name, so a failure replays with the same seed; FUZZ_RUNS
// sets the runs per endpoint (default 20). docs/testing.md "The fuzz test".
import * as contracts from '@aura/contracts';
import { OAUTH_PATHS, OAUTH_PROVIDERS, endpoint as declare, usesQuery, type Endpoint } from '@aura/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINTS, endpointsIn } from './endpoints.ts';
import {
  inputSchema,
  junkCookie,
  junkQuery,
  junkValue,
  paramsFor,
  runFor,
  type Shape,
} from './fuzz-requests.ts';
import { startTestGateway, type TestGateway } from './gateway.ts';
import { IndependentClient, canonical, sign } from './independent-client.ts';
import { TestClock } from './phone-client.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 11);

/** The seed of one property: FUZZ_SEED mixed with a name, so adding an endpoint leaves the others' runs as they were. */
function seedOf(name: string): number {
  let hash = SEED | 0;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash;
}

/** How deep the nested-array body goes: far past any parser's comfort, a mere 100 kB. */
const DEPTH = 5 * 10_000;

const ENVELOPE = { appId: 'fuzz', version: '1.0.0', platformType: 4, languageId: 1 };

let gateway: TestGateway;
/** Holds this file's AES key, wrapped with the gateway's public key, and seals bodies with it. */
let sealer: IndependentClient;
const clock = new TestClock();

beforeAll(async () => {
  gateway = await startTestGateway(
    {
      RATE_LIMIT_IP_PER_MINUTE: '1000000',
      RATE_LIMIT_DEVICE_PER_MINUTE: '1000000',
      SIGN_IN_OPERATIONS_PER_ADDRESS: '1000000',
      // Social sign-in configured, so its navigations run past "no such provider"; the issuer answers nothing.
      GOOGLE_CLIENT_ID: 'fuzz-client',
      GOOGLE_CLIENT_SECRET: 'fuzz-secret',
      GOOGLE_ISSUER: 'http://127.0.0.1:9',
      FACEBOOK_APP_ID: 'fuzz-app',
      FACEBOOK_APP_SECRET: 'fuzz-secret',
    },
    { clock, callScheduler: 'manual', matchScheduler: 'manual' },
  );
  const key = await gateway.app.inject({
    url: `/facade/api/function/exempt/publicKey?${new URLSearchParams({ ...stringify(ENVELOPE), deviceId: 'fuzz-setup-device', noCrypt: 'true' })}`,
  });
  const { data } = key.json() as { data: { kid: string; publicKey: string } };
  sealer = new IndependentClient('http://fuzz.invalid', { deviceId: 'fuzz' });
  sealer.kid = data.kid;
  sealer.publicKeyPem = data.publicKey;
  sealer.wrapKey();
});

afterAll(() => gateway.close());

function stringify(record: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
    ]),
  );
}

interface Caller {
  userId: string;
  deviceId: string;
  loginToken: string;
}

let callers = 0;
let devices = 0;
let nonces = 0;

/** A new signed-in user on a new device: each endpoint's runs start from a live session (a run may log it out). */
async function newCaller(): Promise<Caller> {
  const user = await gateway.services.users.create({ nickname: 'Fuzz', countryCode: 'NL' });
  const deviceId = `fuzz-caller-${(callers += 1)}`;
  const { loginToken } = await gateway.services.sessions.create(user.id, deviceId);
  return { userId: String(user.id), deviceId, loginToken };
}

/** The signature fields of a call, right or broken as `shape.sign` says. */
function signature(
  shape: Shape,
  caller: Caller,
  deviceId: string,
  canonicalOf: (fields: Record<string, string>) => string,
): Record<string, unknown> {
  if (shape.sign === 'none') return {};
  if (shape.sign === 'junk') return { sign: 'x', timestamp: 'soon', nonce: '' };
  const timestamp = String(clock.now() - (shape.sign === 'stale' ? 60 * 60 * 1000 : 0));
  const fields = { timestamp, nonce: String((nonces += 1)).padStart(8, '0') };
  const token = shape.sign === 'otherToken' ? 'not-the-login-token' : caller.loginToken;
  const text = `${canonicalOf(fields)}${deviceId}${fields.nonce}${fields.timestamp}${caller.userId}`;
  return { ...fields, sign: shape.sign === 'wrong' ? 'A'.repeat(64) : sign(token, text) };
}

function envelopeOf(
  shape: Shape,
  caller: Caller,
  deviceId: string,
  signed: boolean,
): Record<string, unknown> {
  if (shape.envelope === 'missing') return {};
  if (shape.envelope === 'junk')
    return { appId: '', version: 7, platformType: 'x', languageId: -1, deviceId: '' };
  return { ...ENVELOPE, deviceId, ...(signed ? { userId: caller.userId } : {}) };
}

/** The endpoint's path with its `:name` segments filled from the parameters (junk when missing). */
function pathOf(endpoint: Endpoint, params: Record<string, unknown>): string {
  return endpoint.path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(params[name] ?? 'x')),
  );
}

function request(
  endpoint: Endpoint,
  params: Record<string, unknown>,
  shape: Shape,
  caller: Caller,
  noise: Uint8Array,
) {
  const signed = shape.sign !== 'none';
  // A signed call comes from the session's device; others from a new device each, as many visitors would.
  const deviceId = signed ? caller.deviceId : `fuzz-visitor-${(devices += 1)}`;
  const path = pathOf(endpoint, params);
  const headers: Record<string, string> = shape.cookie ? { cookie: shape.cookie } : {};
  const envelope = envelopeOf(shape, caller, deviceId, signed);

  if (usesQuery(endpoint.method)) {
    const query = stringify({
      ...envelope,
      ...params,
      ...(shape.cipher === 'plain' ? { noCrypt: 'true' } : {}),
    });
    Object.assign(
      query,
      stringify(signature(shape, caller, deviceId, (f) => canonical(path, { ...query, ...f }))),
    );
    const key = {
      plain: undefined,
      sealed: `${sealer.kid}:${sealer.wrappedKey}`,
      tampered: `${sealer.kid}:${sealer.wrappedKey.slice(0, -8)}AAAAAAA=`,
      unknownKid: `${'0'.repeat(32)}:${sealer.wrappedKey}`,
      wrongAad: `${sealer.kid}:${sealer.wrappedKey}`,
      junkKey: 'x:y:z',
    }[shape.cipher];
    if (key) headers['x-aura-key'] = key;
    const junk = junkQuery(shape.query, Object.keys(params)[0] ?? 'deviceId');
    return {
      method: endpoint.method,
      url: `${path}?${new URLSearchParams(query)}${junk ? `&${junk}` : ''}`,
      headers,
    };
  }

  const body: Record<string, unknown> = {
    ...envelope,
    ...params,
    ...signature(shape, caller, deviceId, () => path),
    ...(shape.cipher === 'plain' ? { noCrypt: true } : {}),
  };
  const json = JSON.stringify(body);
  const aad = shape.cipher === 'wrongAad' ? 'GET /elsewhere' : `${endpoint.method} ${path}`;
  const payload =
    shape.cipher === 'plain'
      ? json
      : shape.cipher === 'junkKey'
        ? JSON.stringify({ key: 'AA', kid: 7, data: ['x'] })
        : JSON.stringify({
            key:
              shape.cipher === 'tampered'
                ? sealer.wrappedKey.replace(/^.{8}/, 'AAAAAAAA')
                : sealer.wrappedKey,
            kid: shape.cipher === 'unknownKid' ? '0'.repeat(32) : sealer.kid,
            data: sealer.seal(json, aad),
          });
  const encoded: Record<Shape['body'], { type: string; payload: string | Buffer }> = {
    json: { type: 'application/json', payload },
    truncated: { type: 'application/json', payload: payload.slice(0, Math.floor(payload.length / 2)) },
    bytes: { type: 'application/json', payload: Buffer.from(noise) },
    textPlain: { type: 'text/plain', payload },
    deep: { type: 'application/json', payload: `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}` },
    huge: { type: 'application/json', payload: JSON.stringify({ ...body, pad: 'x'.repeat(1_200_000) }) },
    array: { type: 'application/json', payload: `[${payload}]` },
    empty: { type: 'application/json', payload: '' },
  };
  const { type, payload: sent } = encoded[shape.body];
  const junk = junkQuery(shape.query, Object.keys(params)[0] ?? 'deviceId');
  return {
    method: endpoint.method,
    url: junk ? `${path}?${junk}` : path,
    headers: { ...headers, 'content-type': type },
    payload: sent,
  };
}

/** What each endpoint answered (HTTP status/code, `sealed` when the answer was sealed), for FUZZ_REPORT=1. */
const answers = new Map<string, Map<string, number>>();

/**
 * A clean answer: below 500, JSON, in the protocol's shape; a sealed one is opened (with the call's AAD) and must be
 * in that shape too.
 */
function expectClean(name: string, what: string, aad: string, statusCode: number, body: string) {
  expect(statusCode, `${what} answered ${statusCode}: ${body.slice(0, 300)}`).toBeLessThan(500);
  let json = JSON.parse(body) as Record<string, unknown>;
  const sealed = 'key' in json && 'data' in json && !('code' in json);
  if (sealed) json = JSON.parse(sealer.open(String(json.data), aad)) as Record<string, unknown>;
  expect(typeof json.code, `${what}: ${body.slice(0, 300)}`).toBe('number');
  const seen = answers.get(name) ?? new Map<string, number>();
  const key = `${statusCode}/${String(json.code)}${sealed ? '(sealed)' : ''}`;
  seen.set(key, (seen.get(key) ?? 0) + 1);
  answers.set(name, seen);
}

afterAll(() => {
  if (!process.env.FUZZ_REPORT) return;
  for (const [name, seen] of answers) {
    console.log(`${name}: ${[...seen].map(([key, count]) => `${key}×${count}`).join(' ')}`);
  }
});

describe('every endpoint of @aura/contracts under junk', () => {
  it('finds the endpoints in the contracts, all of them', () => {
    expect(ENDPOINTS.length).toBeGreaterThanOrEqual(59);
    expect(new Set(ENDPOINTS.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`)).size).toBe(
      ENDPOINTS.length,
    );
  });

  it('would fuzz an endpoint declared tomorrow, with no edit here', async () => {
    const tomorrow = declare({
      method: 'POST',
      path: '/facade/api/fuzz/tomorrow',
      access: 'session',
      encryption: 'optional',
      input: z.object({ amount: z.number().int().min(1).max(9), note: z.string().max(20).optional() }),
      output: z.object({}),
    });
    const found = endpointsIn({ ...contracts, tomorrow });
    expect(found).toHaveLength(ENDPOINTS.length + 1);
    expect(found.find(({ name }) => name === 'tomorrow')?.endpoint).toBe(tomorrow);
    // Its runs are made from its own contract: valid ones pass it, and all go to its path.
    const runs = fc.sample(runFor(tomorrow, inputSchema(tomorrow)), {
      numRuns: 30,
      seed: seedOf('tomorrow'),
    });
    const valid = runs.filter(({ mode }) => mode === 'valid');
    expect(valid.length).toBeGreaterThan(0);
    for (const run of valid) expect(tomorrow.input.safeParse(run.params).success).toBe(true);
    const caller = await newCaller();
    for (const { params, shape, noise } of runs) {
      expect(request(tomorrow, params, shape, caller, noise).url.split('?')[0]).toBe(tomorrow.path);
    }
  });

  it('makes valid runs that pass each endpoint’s own contract, so they reach its handler', () => {
    const weak = ENDPOINTS.flatMap(({ name, endpoint }) => {
      const samples = fc.sample(paramsFor(inputSchema(endpoint), 'valid'), {
        numRuns: 20,
        seed: seedOf(name),
      });
      const passing = samples.filter(
        (params) => endpoint.input.safeParse(usesQuery(endpoint.method) ? stringify(params) : params).success,
      );
      // Half at least: a field's valid values may be refined past what JSON Schema tells (a union's e-mail).
      return passing.length >= samples.length / 2 ? [] : [`${name}: ${passing.length}/${samples.length}`];
    });
    expect(weak).toEqual([]);
  });

  it.each(ENDPOINTS.map(({ name, endpoint }) => [name, endpoint] as const))(
    '%s answers every run below 500',
    async (name, endpoint) => {
      // A fresh ten-minute window of the sign-in budgets for each endpoint, and a live session.
      await clock.advance(11 * 60 * 1000);
      const caller = await newCaller();
      const schema = inputSchema(endpoint);
      await fc.assert(
        fc.asyncProperty(runFor(endpoint, schema), async ({ params, shape, noise }) => {
          const sent = request(endpoint, params, shape, caller, noise);
          const response = await gateway.app.inject(sent);
          const aad = `${endpoint.method} ${sent.url.split('?')[0]}`;
          expectClean(name, `${name} (${JSON.stringify(shape)})`, aad, response.statusCode, response.body);
        }),
        { numRuns: RUNS, seed: seedOf(name) },
      );
    },
  );
});

describe('the browser navigations of social sign-in under junk', () => {
  it('answer below 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...OAUTH_PROVIDERS, 'nope', '%E0%A4%A', '..'),
        fc.constantFrom(OAUTH_PATHS.start, OAUTH_PATHS.callback),
        fc.constantFrom('GET', 'POST'),
        fc.dictionary(
          fc.constantFrom('state', 'code', 'returnTo', 'deviceId', 'error', 'id_token', 'user'),
          junkValue.map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
        ),
        junkCookie,
        async (provider, template, method, query, cookie) => {
          const path = template.replace(':provider', encodeURIComponent(provider));
          const response = await gateway.app.inject({
            method,
            url: `${path}?${new URLSearchParams(query)}`,
            headers: {
              ...(cookie ? { cookie } : {}),
              ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
            },
            ...(method === 'POST' ? { payload: new URLSearchParams(query).toString() } : {}),
          });
          expect(response.statusCode, `${method} ${path}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS * 2, seed: seedOf('oauth navigations') },
    );
  });
});
