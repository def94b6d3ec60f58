// Calls on a gateway configured for Agora (docs/rtc-call.md): launch, the bell, answer and a reloaded tab's
// current call each give that side its Agora channel (the room), uid (its user id) and a token signed for both.
import { agoraMediaSchema, type AgoraMedia } from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgoraServiceType, parseAccessToken2, verifyAccessToken2 } from '../src/modules/calls/agora-token.ts';
import { CallBed, act, launch } from './call-kit.ts';

const APP_ID = '970CA35de60c44645bbae8a215061b33';
const CERTIFICATE = '5CFd2fd1755d40ecb72977518be15d3b';
const PRICE = 10;
const POINTS = 6;
let bed: CallBed;

beforeAll(async () => {
  bed = await CallBed.open({ AGORA_APP_ID: APP_ID, AGORA_APP_CERTIFICATE: CERTIFICATE });
});
afterAll(() => bed.close());

function expectMediaFor(media: AgoraMedia | undefined, roomNum: string, userId: number) {
  expect(agoraMediaSchema.parse(media)).toMatchObject({ appId: APP_ID, channel: roomNum, uid: userId });
  const parsed = parseAccessToken2(media!.token);
  expect(verifyAccessToken2(parsed, CERTIFICATE)).toBe(true);
  expect(parsed.services).toMatchObject([
    { type: AgoraServiceType.rtc, channel: roomNum, uid: String(userId) },
    { type: AgoraServiceType.rtm, userId: String(userId) },
  ]);
}

describe('calls with Agora configured', () => {
  it('gives each side its own Agora channel, uid and token on launch, the bell, answer and current call', async () => {
    const caller = await bed.caller(PRICE * 3);
    const host = await bed.host(PRICE, POINTS, 'Agora');
    const bell = await bed.socket(host);
    const launched = await launch(caller, host.userId);
    expect(launched.body.code).toBe(200);
    const roomNum = launched.body.data.call.roomNum;
    expectMediaFor(launched.body.data.agora, roomNum, caller.userId);
    const ring = (await bell.next({ type: 'callIncoming' })) as { agora?: AgoraMedia };
    expectMediaFor(ring.agora, roomNum, host.userId);
    const answered = (await act(host, 'answer', roomNum)) as Awaited<ReturnType<typeof act>> & {
      body: { data: { agora?: AgoraMedia } };
    };
    expect(answered.body.code).toBe(200);
    expectMediaFor(answered.body.data.agora, roomNum, host.userId);
    const current = (await caller.client.get('/api/call/current')) as {
      body: { data: { current?: { session: { agora?: AgoraMedia } } } };
    };
    expectMediaFor(current.body.data.current?.session.agora, roomNum, caller.userId);
    await act(caller, 'hangup', roomNum);
    await bell.close();
  });
});
