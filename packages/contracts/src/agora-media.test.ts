import { describe, expect, it } from 'vitest';
import { agoraMediaSchema } from './calls.ts';
import { callSessionSchema, postCallAgoraToken } from './endpoints/calls.ts';

const agora = {
  provider: 'agora',
  appId: '970CA35de60c44645bbae8a215061b33',
  channel: '0123456789abcdef',
  uid: 7,
  token: '007eJxTYBBbsMMnKq7p9Hf',
  expiresAt: Date.UTC(2026, 0, 1),
} as const;

describe('agoraMediaSchema', () => {
  it('takes an Agora channel, uid and 007 token, and refuses anything else', () => {
    expect(agoraMediaSchema.parse(agora)).toEqual(agora);
    expect(agoraMediaSchema.safeParse({ ...agora, token: '006abc' }).success).toBe(false);
    expect(agoraMediaSchema.safeParse({ ...agora, appId: 'not-an-app-id' }).success).toBe(false);
    expect(agoraMediaSchema.safeParse({ ...agora, uid: 0 }).success).toBe(false);
    expect(agoraMediaSchema.safeParse({ ...agora, provider: 'webrtc' }).success).toBe(false);
  });

  it('is optional on a call session, so a WebRTC session is unchanged', () => {
    const shape = callSessionSchema.shape;
    expect(shape.agora.safeParse(undefined).success).toBe(true);
    expect(shape.agora.safeParse(agora).success).toBe(true);
    expect(shape.agora.safeParse({ ...agora, token: '' }).success).toBe(false);
  });

  it('token renewal names the room and answers with the same media shape', () => {
    expect(postCallAgoraToken.input.parse({ roomNum: agora.channel })).toEqual({ roomNum: agora.channel });
    expect(postCallAgoraToken.input.safeParse({}).success).toBe(false);
    expect(postCallAgoraToken.input.safeParse({ roomNum: 'not a room' }).success).toBe(false);
    expect(postCallAgoraToken.output.parse(agora)).toEqual(agora);
  });
});
