/**
 * Agora AccessToken2 ("007" tokens), written after Agora's open-source reference
 * (AgoraIO/Tools, DynamicKey/AgoraDynamicKey/nodejs/src/AccessToken2.js and RtcTokenBuilder2.js).
 *
 * Layout (all integers little-endian, strings and byte strings prefixed with a uint16 length):
 *   token   = "007" + base64(zlib-deflate(bytes(signature) + signingInfo))
 *   signingInfo = string(appId) u32(issueTs) u32(expire) u32(salt) u16(serviceCount) services…
 *   service = u16(type) u16(privilegeCount) [u16(privilege) u32(expireSeconds)]… + per-type fields
 *             (RTC: string(channel) string(uid or "" for 0); RTM: string(userId))
 *   signing key = HMAC-SHA256(key = u32(salt), HMAC-SHA256(key = u32(issueTs), appCertificate))
 *   signature   = HMAC-SHA256(key = signing key, signingInfo)
 * `expire` and every privilege's expiry are lifetimes in seconds counted from issueTs.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { deflateSync, inflateSync } from 'node:zlib';

export const AGORA_TOKEN_VERSION = '007';
/** How long a token the gateway issues lives; the client renews it when the SDK says it is about to expire. */
export const AGORA_TOKEN_LIFETIME_SECONDS = 60 * 60;

export const AgoraServiceType = { rtc: 1, rtm: 2 } as const;
export const AgoraRtcPrivilege = {
  joinChannel: 1,
  publishAudioStream: 2,
  publishVideoStream: 3,
  publishDataStream: 4,
} as const;
export const AgoraRtmPrivilege = { login: 1 } as const;

const HEX32 = /^[0-9a-fA-F]{32}$/;
/** Agora app ids and certificates are 32 hex characters. */
export function isAgoraId(value: string): boolean {
  return HEX32.test(value);
}

class Writer {
  private readonly parts: Buffer[] = [];
  u16(v: number): this {
    const b = Buffer.alloc(2);
    b.writeUInt16LE(v);
    this.parts.push(b);
    return this;
  }
  u32(v: number): this {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(v >>> 0);
    this.parts.push(b);
    return this;
  }
  bytes(v: Buffer): this {
    this.u16(v.length);
    this.parts.push(v);
    return this;
  }
  str(v: string): this {
    return this.bytes(Buffer.from(v, 'utf8'));
  }
  pack(): Buffer {
    return Buffer.concat(this.parts);
  }
}

class Reader {
  private pos = 0;
  constructor(private readonly buf: Buffer) {}
  u16(): number {
    const v = this.buf.readUInt16LE(this.pos);
    this.pos += 2;
    return v;
  }
  u32(): number {
    const v = this.buf.readUInt32LE(this.pos);
    this.pos += 4;
    return v;
  }
  bytes(): Buffer {
    const len = this.u16();
    if (this.pos + len > this.buf.length) throw new Error('agora token: truncated');
    const v = this.buf.subarray(this.pos, this.pos + len);
    this.pos += len;
    return Buffer.from(v);
  }
  str(): string {
    return this.bytes().toString('utf8');
  }
  rest(): Buffer {
    return Buffer.from(this.buf.subarray(this.pos));
  }
}

export type AgoraService =
  | { type: typeof AgoraServiceType.rtc; channel: string; uid: string; privileges: Record<number, number> }
  | { type: typeof AgoraServiceType.rtm; userId: string; privileges: Record<number, number> };

export interface AccessToken2Input {
  appId: string;
  appCertificate: string;
  /** Unix seconds. */
  issueTs: number;
  /** Lifetime in seconds from issueTs. */
  expire: number;
  /** 1..99999999; random when omitted. */
  salt?: number;
  services: AgoraService[];
}

const hmac = (key: Buffer | string, message: Buffer): Buffer =>
  createHmac('sha256', key).update(message).digest();

function signingKey(appCertificate: string, issueTs: number, salt: number): Buffer {
  const first = hmac(new Writer().u32(issueTs).pack(), Buffer.from(appCertificate, 'utf8'));
  return hmac(new Writer().u32(salt).pack(), first);
}

function packPrivileges(w: Writer, privileges: Record<number, number>): void {
  const keys = Object.keys(privileges)
    .map(Number)
    .sort((a, b) => a - b);
  w.u16(keys.length);
  for (const k of keys) w.u16(k).u32(privileges[k]!);
}

function packService(s: AgoraService): Buffer {
  const w = new Writer().u16(s.type);
  packPrivileges(w, s.privileges);
  if (s.type === AgoraServiceType.rtc) w.str(s.channel).str(s.uid);
  else w.str(s.userId);
  return w.pack();
}

const MAX_SALT = 99_999_999;

/** Builds a signed "007" token. Throws on an invalid app id / certificate or no service. */
export function buildAccessToken2(input: AccessToken2Input): string {
  if (!isAgoraId(input.appId) || !isAgoraId(input.appCertificate)) {
    throw new Error('agora token: app id and app certificate must be 32 hex characters');
  }
  if (input.services.length === 0) throw new Error('agora token: no service');
  const salt = input.salt ?? randomInt(1, MAX_SALT + 1);
  // Stable order by service type, as the reference implementation packs them.
  const services = input.services
    .map((service, index) => ({ service, index }))
    .sort((a, b) => a.service.type - b.service.type || a.index - b.index)
    .map((e) => e.service);
  const head = new Writer()
    .str(input.appId)
    .u32(input.issueTs)
    .u32(input.expire)
    .u32(salt)
    .u16(services.length)
    .pack();
  const signingInfo = Buffer.concat([head, ...services.map(packService)]);
  const signature = hmac(signingKey(input.appCertificate, input.issueTs, salt), signingInfo);
  const content = Buffer.concat([new Writer().bytes(signature).pack(), signingInfo]);
  return AGORA_TOKEN_VERSION + deflateSync(content).toString('base64');
}

export interface ParsedAccessToken2 {
  appId: string;
  issueTs: number;
  expire: number;
  salt: number;
  services: AgoraService[];
  signature: Buffer;
  signingInfo: Buffer;
}

/** Parses a "007" token (known services RTC and RTM; parsing stops at an unknown one). */
export function parseAccessToken2(token: string): ParsedAccessToken2 {
  if (!token.startsWith(AGORA_TOKEN_VERSION)) throw new Error('agora token: not a 007 token');
  const content = inflateSync(Buffer.from(token.slice(AGORA_TOKEN_VERSION.length), 'base64'));
  const r = new Reader(content);
  const signature = r.bytes();
  const signingInfo = r.rest();
  const appId = r.str();
  const issueTs = r.u32();
  const expire = r.u32();
  const salt = r.u32();
  const count = r.u16();
  const services: AgoraService[] = [];
  for (let i = 0; i < count; i++) {
    const type = r.u16();
    const privileges: Record<number, number> = {};
    const n = r.u16();
    for (let j = 0; j < n; j++) {
      const key = r.u16();
      privileges[key] = r.u32();
    }
    if (type === AgoraServiceType.rtc) {
      const channel = r.str();
      services.push({ type, channel, uid: r.str(), privileges });
    } else if (type === AgoraServiceType.rtm) {
      services.push({ type, userId: r.str(), privileges });
    } else break;
  }
  return { appId, issueTs, expire, salt, services, signature, signingInfo };
}

/** True when the parsed token was signed with this certificate. */
export function verifyAccessToken2(parsed: ParsedAccessToken2, appCertificate: string): boolean {
  if (!isAgoraId(appCertificate)) return false;
  const expected = hmac(signingKey(appCertificate, parsed.issueTs, parsed.salt), parsed.signingInfo);
  return expected.length === parsed.signature.length && timingSafeEqual(expected, parsed.signature);
}

export interface AgoraCredentials {
  appId: string;
  appCertificate: string;
}

/**
 * An RTC token for a publisher (join + publish audio/video/data) in `channel` as numeric `uid`
 * (RtcTokenBuilder2.buildTokenWithUid with role publisher), also valid for RTM login as `rtmUserId`
 * when given (RtcTokenBuilder2.buildTokenWithRtm).
 */
export function buildRtcToken(
  creds: AgoraCredentials,
  channel: string,
  uid: number,
  opts: { now?: number; lifetime?: number; rtmUserId?: string; salt?: number } = {},
): { token: string; expiresAt: number } {
  const issueTs = Math.floor((opts.now ?? Date.now()) / 1000);
  const lifetime = opts.lifetime ?? AGORA_TOKEN_LIFETIME_SECONDS;
  const services: AgoraService[] = [
    {
      type: AgoraServiceType.rtc,
      channel,
      uid: uid === 0 ? '' : String(uid),
      privileges: {
        [AgoraRtcPrivilege.joinChannel]: lifetime,
        [AgoraRtcPrivilege.publishAudioStream]: lifetime,
        [AgoraRtcPrivilege.publishVideoStream]: lifetime,
        [AgoraRtcPrivilege.publishDataStream]: lifetime,
      },
    },
  ];
  if (opts.rtmUserId !== undefined) {
    services.push({
      type: AgoraServiceType.rtm,
      userId: opts.rtmUserId,
      privileges: { [AgoraRtmPrivilege.login]: lifetime },
    });
  }
  const token = buildAccessToken2({
    ...creds,
    issueTs,
    expire: lifetime,
    services,
    ...(opts.salt !== undefined ? { salt: opts.salt } : {}),
  });
  return { token, expiresAt: (issueTs + lifetime) * 1000 };
}

/** An RTM login token for `userId` (RtmTokenBuilder2.buildToken). */
export function buildRtmToken(
  creds: AgoraCredentials,
  userId: string,
  opts: { now?: number; lifetime?: number; salt?: number } = {},
): { token: string; expiresAt: number } {
  const issueTs = Math.floor((opts.now ?? Date.now()) / 1000);
  const lifetime = opts.lifetime ?? AGORA_TOKEN_LIFETIME_SECONDS;
  const token = buildAccessToken2({
    ...creds,
    issueTs,
    expire: lifetime,
    services: [{ type: AgoraServiceType.rtm, userId, privileges: { [AgoraRtmPrivilege.login]: lifetime } }],
    ...(opts.salt !== undefined ? { salt: opts.salt } : {}),
  });
  return { token, expiresAt: (issueTs + lifetime) * 1000 };
}
