import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROTOCOL_ERRORS, SUCCESS_CODE, getPublicKey, getServerTime } from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IndependentClient } from '../test/independent-client.ts';
import { startProtocolFloor } from './protocol-floor.ts';

// The floor is a benchmark's yardstick: it must do the protocol's whole work, or its figures would flatter it.
describe('the protocol floor', () => {
  const identity = { userId: '1001', deviceId: 'floor-device', loginToken: 'a'.repeat(64) };
  const path = getServerTime.path;
  let keysDir: string;
  let floor: Server;
  let url: string;
  let client: IndependentClient;

  beforeAll(async () => {
    keysDir = mkdtempSync(join(tmpdir(), 'aura-floor-'));
    floor = await startProtocolFloor({ keysDir, identity });
    url = `http://127.0.0.1:${(floor.address() as AddressInfo).port}`;
    client = new IndependentClient(url, identity);
    await client.handshake();
  });

  afterAll(async () => {
    floor.closeAllConnections();
    await new Promise((resolve) => floor.close(resolve));
    rmSync(keysDir, { recursive: true, force: true });
  });

  it('answers a signed and encrypted call sealed with the caller key, for the caller', async () => {
    const answer = await client.get(path);
    expect(answer.sealedWith).toBe(client.fingerprint);
    expect(answer.body.code).toBe(SUCCESS_CODE);
    expect(answer.body.data).toMatchObject({ userId: identity.userId });
  });

  it('answers a plaintext call in the clear, for nobody', async () => {
    const answer = await client.get(path, {}, { encrypt: false, signed: false });
    expect(answer.sealedWith).toBeUndefined();
    expect(answer.body.code).toBe(SUCCESS_CODE);
    expect(answer.body.data).not.toHaveProperty('userId');
  });

  it('seals each answer for its own call (the AAD binds method and path)', async () => {
    const answer = await client.get(getPublicKey.path, {}, { signed: false });
    expect(answer.sealedWith).toBe(client.fingerprint);
    expect(answer.body.data).toMatchObject({ kid: client.kid });
  });

  it('refuses a sign over other parameters', async () => {
    const answer = await client.get(path, {}, { tamper: (query) => (query.languageId = '20') });
    expect(answer.body.code).toBe(PROTOCOL_ERRORS.signatureInvalid);
  });

  it('refuses a replayed sign', async () => {
    const [first, again] = await client.getTwice(path);
    expect(first.body.code).toBe(SUCCESS_CODE);
    expect(again.body.code).toBe(PROTOCOL_ERRORS.signatureReplayed);
  });

  it('refuses a timestamp out of the window', async () => {
    const late = new IndependentClient(url, identity);
    late.clockSkewMs = -6 * 60 * 1000;
    await late.handshake();
    expect((await late.get(path)).body.code).toBe(PROTOCOL_ERRORS.timestampOutOfWindow);
  });

  it('refuses another user', async () => {
    const stranger = new IndependentClient(url, { ...identity, userId: '1002' });
    await stranger.handshake();
    expect((await stranger.get(path)).httpStatus).toBe(401);
  });
});
