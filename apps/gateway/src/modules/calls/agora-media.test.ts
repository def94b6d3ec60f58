import { agoraMediaSchema } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import { agoraMediaFor } from './agora-media.ts';
import {
  AGORA_TOKEN_LIFETIME_SECONDS,
  AgoraServiceType,
  parseAccessToken2,
  verifyAccessToken2,
} from './agora-token.ts';

const creds = {
  appId: '970CA35de60c44645bbae8a215061b33',
  appCertificate: '5CFd2fd1755d40ecb72977518be15d3b',
};

describe('agoraMediaFor', () => {
  it('gives a side the room as channel, its user id as uid, and a token signed for both that passes the contract', () => {
    const now = Date.UTC(2026, 0, 1);
    const media = agoraMediaFor(creds, '0123456789abcdef', 42, now);
    expect(agoraMediaSchema.parse(media)).toEqual(media);
    expect(media).toMatchObject({
      provider: 'agora',
      appId: creds.appId,
      channel: '0123456789abcdef',
      uid: 42,
    });
    expect(media.expiresAt).toBe(now + AGORA_TOKEN_LIFETIME_SECONDS * 1000);
    const parsed = parseAccessToken2(media.token);
    expect(verifyAccessToken2(parsed, creds.appCertificate)).toBe(true);
    expect(parsed.services).toMatchObject([
      { type: AgoraServiceType.rtc, channel: '0123456789abcdef', uid: '42' },
      { type: AgoraServiceType.rtm, userId: '42' },
    ]);
  });
});
