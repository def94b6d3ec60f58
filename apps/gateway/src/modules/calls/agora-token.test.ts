import { deflateSync, inflateSync } from 'node:zlib';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  AGORA_TOKEN_LIFETIME_SECONDS,
  AgoraRtcPrivilege,
  AgoraRtmPrivilege,
  AgoraServiceType,
  buildAccessToken2,
  buildRtcToken,
  buildRtmToken,
  parseAccessToken2,
  verifyAccessToken2,
} from './agora-token.js';

// Vectors from AgoraIO/Tools DynamicKey/AgoraDynamicKey/nodejs/test/AccessToken2Test.js.
const appId = '970CA35de60c44645bbae8a215061b33';
const appCertificate = '5CFd2fd1755d40ecb72977518be15d3b';
const channel = '7d72365eb983485397e3e3f9d460bdda';
const uid = '2882341273';
const issueTs = 1111111;
const expire = 600;
const salt = 1;

describe('AccessToken2', () => {
  it("reproduces Agora's RTC join vector (numeric uid)", () => {
    const token = buildAccessToken2({
      appId,
      appCertificate,
      issueTs,
      expire,
      salt,
      services: [
        { type: AgoraServiceType.rtc, channel, uid, privileges: { [AgoraRtcPrivilege.joinChannel]: expire } },
      ],
    });
    expect(token).toBe(
      '007eJxTYBBbsMMnKq7p9Hf/HcIX5kce9b518kCiQgSr5Zrp4X1Tu6UUGCzNDZwdjU1TUs0Mkk1MzExMk5ISUy0SjQxNDcwMk4yN3b8IMEQwMTAwMoAwBIL4CgzmKeZGxmamqUmWFsYmFqbGluapxqnGaZYpJmYGSSkpiVwMRhYWRsYmhkbmxgDCaiTj',
    );
  });

  it("reproduces Agora's RTC vector with uid 0 (empty account)", () => {
    const token = buildAccessToken2({
      appId,
      appCertificate,
      issueTs,
      expire,
      salt,
      services: [
        {
          type: AgoraServiceType.rtc,
          channel,
          uid: '',
          privileges: { [AgoraRtcPrivilege.joinChannel]: expire },
        },
      ],
    });
    expect(token).toBe(
      '007eJxTYLhzZP08Lxa1Pg57+TcXb/3cZ3wi4V6kbpbOog0G2dOYk20UGCzNDZwdjU1TUs0Mkk1MzExMk5ISUy0SjQxNDcwMk4yN3b8IMEQwMTAwMoAwBIL4CgzmKeZGxmamqUmWFsYmFqbGluapxqnGaZYpJmYGSSkpiQwMADacImo=',
    );
  });

  it("reproduces Agora's RTC publisher + RTM vector, services packed in type order", () => {
    const rtc = {
      type: AgoraServiceType.rtc,
      channel,
      uid,
      privileges: {
        [AgoraRtcPrivilege.joinChannel]: expire,
        [AgoraRtcPrivilege.publishAudioStream]: expire,
        [AgoraRtcPrivilege.publishVideoStream]: expire,
        [AgoraRtcPrivilege.publishDataStream]: expire,
      },
    } as const;
    const rtm = {
      type: AgoraServiceType.rtm,
      userId: 'test_user',
      privileges: { [AgoraRtmPrivilege.login]: expire },
    } as const;
    const expected =
      '007eJxTYOAQsrQ5s3TfH+1tvy8zZZ46EpCc0V43JXdGd2jS8porKo4KDJbmBs6OxqYpqWYGySYmZiamSUmJqRaJRoamBmaGScbG7l8EGCKYGBgYGRgYmBgYGVgYGMF8JjDJDCZZwKQCg3mKuZGxmWlqkqWFsYmFqbGleapxqnGaZYqJmUFSSkoiF4ORhYWRsYmhkbkxyCyISZwMJanFJfGlxalFACKnKng=';
    expect(buildAccessToken2({ appId, appCertificate, issueTs, expire, salt, services: [rtc, rtm] })).toBe(
      expected,
    );
    expect(buildAccessToken2({ appId, appCertificate, issueTs, expire, salt, services: [rtm, rtc] })).toBe(
      expected,
    );
  });

  it('lays the bytes out as documented and signs them verifiably', () => {
    const token = buildAccessToken2({
      appId,
      appCertificate,
      issueTs,
      expire,
      salt,
      services: [
        { type: AgoraServiceType.rtm, userId: 'u', privileges: { [AgoraRtmPrivilege.login]: expire } },
      ],
    });
    const raw = inflateSync(Buffer.from(token.slice(3), 'base64'));
    expect(raw.readUInt16LE(0)).toBe(32); // signature length
    const info = raw.subarray(34);
    expect(info.readUInt16LE(0)).toBe(appId.length);
    expect(info.subarray(2, 34).toString()).toBe(appId);
    expect(info.readUInt32LE(34)).toBe(issueTs);
    expect(info.readUInt32LE(38)).toBe(expire);
    expect(info.readUInt32LE(42)).toBe(salt);
    expect(info.readUInt16LE(46)).toBe(1); // one service
    expect(info.readUInt16LE(48)).toBe(AgoraServiceType.rtm);
    expect(info.readUInt16LE(50)).toBe(1); // one privilege
    expect(info.readUInt16LE(52)).toBe(AgoraRtmPrivilege.login);
    expect(info.readUInt32LE(54)).toBe(expire);
    expect(info.readUInt16LE(58)).toBe(1);
    expect(info.subarray(60).toString()).toBe('u');

    const u32 = (v: number) => {
      const b = Buffer.alloc(4);
      b.writeUInt32LE(v);
      return b;
    };
    const k1 = createHmac('sha256', u32(issueTs)).update(appCertificate).digest();
    const key = createHmac('sha256', u32(salt)).update(k1).digest();
    expect(raw.subarray(2, 34).equals(createHmac('sha256', key).update(info).digest())).toBe(true);
  });

  it('round-trips through the parser and rejects a wrong certificate or a tampered body', () => {
    const { token } = buildRtcToken({ appId, appCertificate }, 'room-42', 7, { rtmUserId: 'user-7' });
    const parsed = parseAccessToken2(token);
    expect(parsed.appId).toBe(appId);
    expect(parsed.services).toEqual([
      {
        type: AgoraServiceType.rtc,
        channel: 'room-42',
        uid: '7',
        privileges: {
          [AgoraRtcPrivilege.joinChannel]: AGORA_TOKEN_LIFETIME_SECONDS,
          [AgoraRtcPrivilege.publishAudioStream]: AGORA_TOKEN_LIFETIME_SECONDS,
          [AgoraRtcPrivilege.publishVideoStream]: AGORA_TOKEN_LIFETIME_SECONDS,
          [AgoraRtcPrivilege.publishDataStream]: AGORA_TOKEN_LIFETIME_SECONDS,
        },
      },
      {
        type: AgoraServiceType.rtm,
        userId: 'user-7',
        privileges: { [AgoraRtmPrivilege.login]: AGORA_TOKEN_LIFETIME_SECONDS },
      },
    ]);
    expect(verifyAccessToken2(parsed, appCertificate)).toBe(true);
    expect(verifyAccessToken2(parsed, 'a'.repeat(32))).toBe(false);

    // Change the channel name by one character and re-deflate with the old signature.
    const raw = inflateSync(Buffer.from(token.slice(3), 'base64'));
    const at = raw.indexOf(Buffer.from('room-42'));
    raw[at + 5] = '5'.charCodeAt(0);
    const tampered = parseAccessToken2('007' + deflateSync(raw).toString('base64'));
    expect((tampered.services[0] as { channel: string }).channel).toBe('room-52');
    expect(verifyAccessToken2(tampered, appCertificate)).toBe(false);
  });

  it('stamps issue time and lifetime so expiresAt is issue + lifetime', () => {
    const now = Date.UTC(2026, 0, 1);
    const { token, expiresAt } = buildRtmToken({ appId, appCertificate }, 'user-9', { now });
    const parsed = parseAccessToken2(token);
    expect(parsed.issueTs).toBe(now / 1000);
    expect(parsed.expire).toBe(AGORA_TOKEN_LIFETIME_SECONDS);
    expect(expiresAt).toBe(now + AGORA_TOKEN_LIFETIME_SECONDS * 1000);
    expect(parsed.salt).toBeGreaterThanOrEqual(1);
  });

  it('refuses an app id or certificate that is not 32 hex characters', () => {
    expect(() => buildRtmToken({ appId: 'nope', appCertificate }, 'u')).toThrow(/32 hex/);
    expect(() => buildRtmToken({ appId, appCertificate: 'x'.repeat(32) }, 'u')).toThrow(/32 hex/);
  });
});
