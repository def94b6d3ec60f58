// The gateway benchmark's modes (plaintext, signed, signed+encrypted, RSA per request, the protocol floor's two), the
// requests each sends, and how each response is checked.
import { PROTOCOL, SUCCESS_CODE, cipherAad } from '@aura/contracts';
import { IndependentClient, canonical, type Identity } from '../../test/independent-client.ts';
import { ENDPOINTS, type EndpointId } from './endpoints.ts';
import type { Server, ServerKind } from './server.ts';

export interface ModeSpec {
  id: 'serverTime' | 'plaintext' | 'signed' | 'encrypted' | 'rsa' | 'floorPlaintext' | 'floorEncrypted';
  name: string;
  server: ServerKind;
  /** What the mode loads: the endpoint of `--endpoint`, or serverTime for the baseline of another endpoint. */
  target: EndpointId;
  signed: boolean;
  encrypted: boolean;
  /** Wrap the AES key anew for every request, so that the gateway's key cache never hits. */
  freshKey?: boolean;
}

/** A mode with the client that speaks it to one running gateway. */
export interface Mode extends ModeSpec {
  client: IndependentClient;
  path: string;
  aad: ReturnType<typeof cipherAad>;
}

/**
 * The mode's client for this gateway (a visitor for unsigned calls), after one call through the client's own code
 * path: a setup mistake shows here, not as a table of errors.
 */
export async function modeOn(server: Server, spec: ModeSpec, identity: Identity): Promise<Mode> {
  const client = new IndependentClient(server.url, spec.signed ? identity : { deviceId: 'bench-visitor-1' });
  if (spec.encrypted) await client.handshake();
  const { endpoint } = ENDPOINTS[spec.target];
  const probe = await client.get(endpoint.path, {}, { encrypt: spec.encrypted, signed: spec.signed });
  if (probe.body.code !== SUCCESS_CODE)
    throw new Error(`${spec.name}: probe failed: ${JSON.stringify(probe.body)}`);
  if (spec.encrypted && probe.sealedWith !== client.fingerprint) {
    throw new Error(`${spec.name}: the probe's answer was not sealed with our key`);
  }
  return { ...spec, client, path: endpoint.path, aad: cipherAad(endpoint.method, endpoint.path) };
}

/** One request as autocannon sends it. */
export interface Prepared {
  path: string;
  headers: Record<string, string>;
}

function strings(record: Record<string, string | number | boolean>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).map(([name, value]) => [name, String(value)]));
}

/**
 * Builds requests of a mode with the independent client (the documented wire format): a fresh timestamp, nonce and
 * sign for each signed one, and for the RSA mode a new wrapped key each.
 */
export function builderOf(mode: Mode): () => Prepared {
  const query = { ...strings(mode.client.envelope()), ...(mode.encrypted ? {} : { noCrypt: 'true' }) };
  if (!mode.signed) {
    const fixed = { path: `${mode.path}?${new URLSearchParams(query)}`, headers: {} };
    return () => fixed;
  }
  return () => {
    const signature = mode.client.signature((fields) => canonical(mode.path, { ...query, ...fields }));
    const headers: Record<string, string> = {};
    if (mode.encrypted) {
      if (mode.freshKey) mode.client.wrapKey();
      headers[PROTOCOL.keyHeader] = `${mode.client.kid}:${mode.client.wrappedKey}`;
    }
    return { path: `${mode.path}?${new URLSearchParams({ ...query, ...signature })}`, headers };
  };
}

/** What came back in one run. */
export class Tally {
  responses = 0;
  ok = 0;
  /** What went wrong, by kind (HTTP status, code, unreadable, …). */
  readonly problems = new Map<string, number>();
  firstProblem: string | undefined;

  problem(kind: string, detail: string): void {
    this.problems.set(kind, (this.problems.get(kind) ?? 0) + 1);
    this.firstProblem ??= `${kind}: ${detail}`;
  }

  get notOk(): number {
    return this.responses - this.ok;
  }
}

/** Checks every response of a run: HTTP 200, sealed with our key where encrypted, code 200, the right data. */
export function check(mode: Mode, identity: Identity, statuses: number[], bodies: string[]): Tally {
  const tally = new Tally();
  // A signed call must be answered for our user; an unsigned one for nobody.
  const expectedUser = mode.signed ? identity.userId : undefined;
  bodies.forEach((body, index) => {
    tally.responses += 1;
    const status = statuses[index];
    if (status !== 200) return tally.problem(`HTTP ${status}`, body.slice(0, 200));
    let answer: { code?: number; message?: string; data?: unknown };
    try {
      const json = JSON.parse(body) as { key?: string; data?: string };
      if (mode.encrypted) {
        if (json.key !== mode.client.fingerprint)
          return tally.problem('not sealed with our key', body.slice(0, 200));
        answer = JSON.parse(mode.client.open(json.data ?? '', mode.aad)) as typeof answer;
      } else answer = json as typeof answer;
    } catch (error) {
      return tally.problem('unreadable', `${(error as Error).message}: ${body.slice(0, 200)}`);
    }
    if (answer.code !== SUCCESS_CODE) return tally.problem(`code ${answer.code}`, answer.message ?? '');
    if (!ENDPOINTS[mode.target].isRight(answer.data, expectedUser))
      return tally.problem('wrong data', JSON.stringify(answer.data).slice(0, 200));
    tally.ok += 1;
  });
  return tally;
}

/**
 * The modes of a run on `endpoint`: another endpoint's are named after it, with serverTime's plaintext first as the
 * baseline; `only` (comma-separated mode ids, `floor` for both of the floor's) picks some besides the baselines.
 */
export function selectedModes(endpoint: EndpointId, only: string | undefined): ModeSpec[] {
  const named = (mode: string) => (endpoint === 'serverTime' ? mode : `${endpoint}: ${mode}`);
  const target = endpoint;
  const specs: ModeSpec[] = [
    ...(endpoint === 'serverTime'
      ? []
      : ([
          {
            id: 'serverTime',
            name: 'serverTime: plaintext',
            server: 'gateway',
            target: 'serverTime',
            signed: false,
            encrypted: false,
          },
        ] satisfies ModeSpec[])),
    {
      id: 'plaintext',
      name: named('plaintext'),
      server: 'gateway',
      target,
      signed: false,
      encrypted: false,
    },
    { id: 'signed', name: named('signed'), server: 'gateway', target, signed: true, encrypted: false },
    {
      id: 'encrypted',
      name: named('signed+encrypted'),
      server: 'gateway',
      target,
      signed: true,
      encrypted: true,
    },
    {
      id: 'rsa',
      name: named('signed+encrypted, RSA per request'),
      server: 'gateway',
      target,
      signed: true,
      encrypted: true,
      freshKey: true,
    },
    // The floor serves serverTime only.
    ...(endpoint === 'serverTime'
      ? ([
          {
            id: 'floorPlaintext',
            name: 'floor: plaintext',
            server: 'protocol floor',
            target: 'serverTime',
            signed: false,
            encrypted: false,
          },
          {
            id: 'floorEncrypted',
            name: 'floor: signed+encrypted',
            server: 'protocol floor',
            target: 'serverTime',
            signed: true,
            encrypted: true,
          },
        ] satisfies ModeSpec[])
      : []),
  ];
  // `floor` names both of the floor's modes.
  const ids = only
    ?.split(',')
    .flatMap((id) => (id === 'floor' ? ['floorPlaintext', 'floorEncrypted'] : [id]));
  const unknownMode = ids?.find((id) => !specs.some((spec) => spec.id === id));
  if (unknownMode) {
    throw new Error(
      `--only: no mode ${unknownMode}; modes: ${specs.map((spec) => spec.id)}, floor (both floor modes)`,
    );
  }
  // The baselines always run.
  return specs.filter(
    (spec) => spec.id === 'serverTime' || spec.id === 'plaintext' || !ids || ids.includes(spec.id),
  );
}
