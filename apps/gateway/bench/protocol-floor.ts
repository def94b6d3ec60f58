// The protocol floor of `pnpm bench gateway` (docs/performance.md): GET serverTime served by `node:http` with
// protocol v1's own work and nothing else. No Fastify, no hooks, no logger, no zod, no database, no rate limits:
// one signed-in identity, given by its login token. What a signed+encrypted call costs here against a plaintext one
// is the least that any Node server doing the protocol's work on this machine can pay.
//
// The work it does is the gateway's own code: the signature fields (readSignature), the timestamp window, the
// canonical URL, the HMAC and its constant-time compare (signMatches), the replay memory (MemoryReplayGuard), the
// wrapped key's lookup (KeyUnwrapper) and the sealed answer (seal), so the benchmark's checks hold it to the same
// answers as the gateway.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parse } from 'node:querystring';
import {
  PROTOCOL,
  PROTOCOL_ERRORS,
  SUCCESS_CODE,
  canonicalUrl,
  cipherAad,
  getPublicKey,
  getServerTime,
} from '@aura/contracts';
import { CipherError, KeyUnwrapper, seal } from '../src/protocol/cipher.ts';
import { GatewayError, sessionRequired } from '../src/protocol/errors.ts';
import { KeyRing } from '../src/protocol/keys.ts';
import { MemoryReplayGuard } from '../src/protocol/replay-guard.ts';
import { signMatches } from '../src/protocol/signature.ts';
import { readSignature } from '../src/protocol/verify-signature.ts';

/** The one session the floor knows. */
export interface FloorIdentity {
  userId: string;
  deviceId: string;
  loginToken: string;
}

export interface FloorOptions {
  /** The gateway's keys directory (`<DATA_DIR>/keys`), for the public key and the unwrapping. */
  keysDir: string;
  identity: FloorIdentity;
  host?: string;
  port?: number;
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
const SERVER_TIME_AAD = Buffer.from(cipherAad(getServerTime.method, getServerTime.path), 'utf8');

/** What a sealed answer binds: the call's method and path, made once for serverTime as the gateway does. */
function aadOf(method: string | undefined, path: string): Buffer | string {
  return method === getServerTime.method && path === getServerTime.path
    ? SERVER_TIME_AAD
    : cipherAad(method ?? 'GET', path);
}

/** Starts the floor; resolves once it listens. */
export async function startProtocolFloor(options: FloorOptions): Promise<Server> {
  const keyRing = KeyRing.open(options.keysDir);
  const unwrapper = new KeyUnwrapper(keyRing);
  const replayGuard = new MemoryReplayGuard();
  const { identity } = options;

  async function serverTime(path: string, query: Record<string, string>) {
    if (query.sign === undefined)
      return { code: SUCCESS_CODE, message: 'success', data: { serverTime: Date.now() } };
    const { sign, timestamp, nonce } = readSignature(query);
    if (Math.abs(Date.now() - timestamp) > PROTOCOL.timestampWindowMs) {
      throw new GatewayError(PROTOCOL_ERRORS.timestampOutOfWindow, 'The timestamp is out of the window.');
    }
    if (query.userId !== identity.userId || query.deviceId !== identity.deviceId) {
      throw sessionRequired('No session for this user on this device.');
    }
    const signed = {
      canonicalUrl: canonicalUrl(path, query),
      deviceId: query.deviceId,
      nonce,
      timestamp,
      userId: query.userId,
    };
    if (!signMatches(identity.loginToken, signed, sign)) {
      throw new GatewayError(PROTOCOL_ERRORS.signatureInvalid, 'The sign does not match this request.');
    }
    if (!(await replayGuard.firstUse(sign, timestamp + PROTOCOL.timestampWindowMs))) {
      throw new GatewayError(PROTOCOL_ERRORS.signatureReplayed, 'This request was already received.');
    }
    const data = { serverTime: Date.now(), userId: identity.userId };
    return { code: SUCCESS_CODE, message: 'success', data };
  }

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = request.url ?? '/';
    const mark = url.indexOf('?');
    const path = mark === -1 ? url : url.slice(0, mark);
    const query = (mark === -1 ? {} : parse(url.slice(mark + 1))) as Record<string, string>;
    const header = request.headers[PROTOCOL.keyHeader];
    let status = 200;
    let body: object;
    let sealKey;
    try {
      sealKey = typeof header === 'string' && header !== '' ? unwrapper.unwrapHeader(header) : undefined;
      if (request.method !== 'GET') throw new GatewayError(PROTOCOL_ERRORS.notFound, 'GET only.', null, 404);
      if (path === getPublicKey.path) {
        const { kid, publicKeyPem } = keyRing.current;
        body = {
          code: SUCCESS_CODE,
          message: 'success',
          data: { kid, algorithm: 'RSA-OAEP-256', publicKey: publicKeyPem },
        };
      } else if (path === getServerTime.path) body = await serverTime(path, query);
      else throw new GatewayError(PROTOCOL_ERRORS.notFound, `No such endpoint: ${path}`, null, 404);
    } catch (error) {
      const failure =
        error instanceof GatewayError
          ? error
          : error instanceof CipherError
            ? new GatewayError(PROTOCOL_ERRORS.invalidCipher, error.message)
            : new GatewayError(PROTOCOL_ERRORS.internal, 'Internal error.', null, 500);
      status = failure.httpStatus;
      body = { code: failure.code, message: failure.message, data: failure.data };
    }
    const text = sealKey
      ? `{"key":"${sealKey.fingerprint}","data":"${seal(sealKey.key, JSON.stringify(body), aadOf(request.method, path))}"}`
      : JSON.stringify(body);
    response.writeHead(status, { 'content-type': JSON_CONTENT_TYPE }).end(text);
  }

  const server = createServer((request, response) => void answer(request, response));
  server.on('close', () => replayGuard.close());
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  return server;
}

/** Run as a process by the benchmark: the environment names the data directory and the identity. */
if (process.argv[1] === import.meta.filename) {
  const env = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set`);
    return value;
  };
  const server = await startProtocolFloor({
    keysDir: join(env('DATA_DIR'), 'keys'),
    identity: {
      userId: env('FLOOR_USER_ID'),
      deviceId: env('FLOOR_DEVICE_ID'),
      loginToken: env('FLOOR_LOGIN_TOKEN'),
    },
    host: process.env.HOST,
  });
  const { address, port } = server.address() as AddressInfo;
  process.stdout.write(`The protocol floor is running at http://${address}:${port}\n`);
  process.once('SIGTERM', () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
