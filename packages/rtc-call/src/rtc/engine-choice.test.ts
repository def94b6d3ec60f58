import type { AgoraMedia } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import { FakeEngine } from '../testing/fakes.ts';
import { chooseEngine } from './engine-choice.ts';

const media: AgoraMedia = {
  provider: 'agora',
  appId: '970CA35de60c44645bbae8a215061b33',
  channel: '0123456789abcdef',
  uid: 42,
  token: '007first',
  expiresAt: 1,
};

describe('chooseEngine', () => {
  it('joins a room with Agora media through the Agora engine made for that media, any other through WebRTC', () => {
    const webrtc = new FakeEngine();
    const agora = new FakeEngine();
    const madeFor: AgoraMedia[] = [];
    const engine = chooseEngine({ webrtc, agora: (m) => (madeFor.push(m), agora) });

    const plain = { room: media.channel, role: 'caller' as const, iceServers: [{ urls: 'stun:s.example' }] };
    expect(engine.join(plain)).toBe(webrtc.last);
    expect(webrtc.last.options).toEqual(plain);
    expect(madeFor).toEqual([]);

    const withAgora = { ...plain, role: 'callee' as const, agora: media };
    expect(engine.join(withAgora)).toBe(agora.last);
    expect(agora.last.options).toEqual(withAgora);
    expect(madeFor).toEqual([media]);
    expect(webrtc.sessions).toHaveLength(1);
  });
});
