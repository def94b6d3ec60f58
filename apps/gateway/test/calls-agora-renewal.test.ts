// Agora token renewal (POST /api/call/agoraToken, docs/calls.md): a side of an open call gets a fresh token for the
// same channel and uid; anyone else, an ended call and a gateway without Agora are refused.
import { BUSINESS_CODES, PROTOCOL_ERRORS, agoraMediaSchema, type AgoraMedia } from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGORA_TOKEN_LIFETIME_SECONDS,
  AgoraServiceType,
  parseAccessToken2,
  verifyAccessToken2,
} from '../src/modules/calls/agora-token.ts';
import type { SignedInUser } from './account-kit.ts';
import { CallBed, act, launch, type CallAnswer } from './call-kit.ts';

const APP_ID = '970CA35de60c44645bbae8a215061b33';
const CERTIFICATE = '5CFd2fd1755d40ecb72977518be15d3b';
const PRICE = 10;
const POINTS = 6;
const HALF_LIFETIME_MS = (AGORA_TOKEN_LIFETIME_SECONDS * 1000) / 2;
let bed: CallBed;

beforeAll(async () => {
  bed = await CallBed.open({ AGORA_APP_ID: APP_ID, AGORA_APP_CERTIFICATE: CERTIFICATE });
});
afterAll(() => bed.close());

function renew(user: SignedInUser, roomNum: string) {
  return user.client.post('/api/call/agoraToken', { roomNum }) as Promise<CallAnswer<AgoraMedia>>;
}

/** Renews as `user` and checks the answer: its channel and uid, a token signed for both, issued just now. */
async function expectRenewed(user: SignedInUser, roomNum: string): Promise<AgoraMedia> {
  const before = bed.now();
  const answer = await renew(user, roomNum);
  const after = bed.now();
  expect(answer.body.code).toBe(200);
  const media = agoraMediaSchema.parse(answer.body.data);
  expect(media).toMatchObject({ appId: APP_ID, channel: roomNum, uid: user.userId });
  // The token counts whole seconds.
  const lifetimeMs = AGORA_TOKEN_LIFETIME_SECONDS * 1000;
  expect(media.expiresAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + lifetimeMs);
  expect(media.expiresAt).toBeLessThanOrEqual(after + lifetimeMs);
  const parsed = parseAccessToken2(media.token);
  expect(verifyAccessToken2(parsed, CERTIFICATE)).toBe(true);
  expect(parsed.services).toMatchObject([
    { type: AgoraServiceType.rtc, channel: roomNum, uid: String(user.userId) },
    { type: AgoraServiceType.rtm, userId: String(user.userId) },
  ]);
  return media;
}

async function ringingCall() {
  const caller = await bed.caller(PRICE * 5);
  const host = await bed.host(PRICE, POINTS, 'Renewal');
  const launched = await launch(caller, host.userId);
  expect(launched.body.code).toBe(200);
  return { caller, host, roomNum: launched.body.data.call.roomNum, first: launched.body.data.agora! };
}

describe('Agora token renewal', () => {
  it('gives either side of an open call a fresh token for its own channel and uid, ringing and connected', async () => {
    const { caller, host, roomNum, first } = await ringingCall();
    // Ringing: the callee joins the room before it answers, so it may need one too.
    await expectRenewed(host, roomNum);
    expect((await act(host, 'answer', roomNum)).body.code).toBe(200);
    await bed.advance(HALF_LIFETIME_MS);
    const renewed = await expectRenewed(caller, roomNum);
    expect(renewed.expiresAt).toBeGreaterThanOrEqual(first.expiresAt + HALF_LIFETIME_MS);
    expect(renewed.token).not.toBe(first.token);
    await expectRenewed(host, roomNum);
    await act(caller, 'hangup', roomNum);
  });

  it('refuses someone who takes no part in the call, and a room that is no call', async () => {
    const { caller, roomNum } = await ringingCall();
    const stranger = await bed.caller(0, 'Stranger');
    const refused = await renew(stranger, roomNum);
    expect(refused.body).toMatchObject({ code: BUSINESS_CODES.callNotFound, data: null });
    expect((await renew(caller, 'fedcba9876543210')).body.code).toBe(BUSINESS_CODES.callNotFound);
    expect((await renew(caller, 'not a room')).body.code).toBe(PROTOCOL_ERRORS.invalidRequest);
    await act(caller, 'cancel', roomNum);
  });

  it('refuses a call that has ended, for both of its sides', async () => {
    const { caller, host, roomNum } = await ringingCall();
    expect((await act(host, 'answer', roomNum)).body.code).toBe(200);
    expect((await act(host, 'hangup', roomNum)).body.code).toBe(200);
    expect((await renew(caller, roomNum)).body.code).toBe(BUSINESS_CODES.callStateConflict);
    expect((await renew(host, roomNum)).body.code).toBe(BUSINESS_CODES.callStateConflict);
  });
});

describe('Agora token renewal on a gateway without Agora', () => {
  let plain: CallBed;
  beforeAll(async () => {
    plain = await CallBed.open();
  });
  afterAll(() => plain.close());

  it('answers as for a path it does not serve, even to a side of an open call', async () => {
    const caller = await plain.caller(PRICE * 5);
    const host = await plain.host(PRICE, POINTS, 'Plain');
    const launched = await launch(caller, host.userId);
    expect(launched.body.data.agora).toBeUndefined();
    const roomNum = launched.body.data.call.roomNum;
    const refused = await renew(caller, roomNum);
    expect(refused.httpStatus).toBe(404);
    expect(refused.body.code).toBe(PROTOCOL_ERRORS.notFound);
    await act(caller, 'cancel', roomNum);
  });
});
