import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MediaRow } from './schema.ts';

export const MEDIA_PATH = '/media';
export const VARIANTS = ['full', 'thumb'] as const;
export type Variant = (typeof VARIANTS)[number];

const HOUR_MS = 60 * 60 * 1000;

/**
 * Addresses of media files. An approved file has a plain address anyone may fetch; a file under review has one
 * signed for its owner (`?t=<expiry>.<mac>`), good for one to two hours (rounded to the hour, so the owner's
 * browser may keep it meanwhile); a rejected file has none. The key is the gateway's own, so every instance
 * sharing SESSION_KEY signs and checks alike.
 */
export class MediaUrls {
  constructor(
    private readonly key: Buffer,
    private readonly now: () => number,
  ) {}

  private mac(id: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${id}:${expires}`).digest('base64url');
  }

  /** The address `viewerId` is given for one variant of the file, or undefined when they may not see it. */
  urlFor(row: Pick<MediaRow, 'id' | 'ownerId' | 'status'>, variant: Variant, viewerId: number) {
    return this.fileUrlFor(row, `${variant}.webp`, viewerId);
  }

  /** The same for a file of the upload by its name (`video.webm`). */
  fileUrlFor(row: Pick<MediaRow, 'id' | 'ownerId' | 'status'>, file: string, viewerId: number) {
    const path = `${MEDIA_PATH}/${row.id}/${file}`;
    if (row.status === 'approved') return path;
    if (row.status !== 'review' || row.ownerId !== viewerId) return undefined;
    return this.signed(row.id, file);
  }

  /** A signed address of one file of the upload, whoever may have it (the caller decides who gets it). */
  signed(id: string, file: string): string {
    const expires = (Math.floor(this.now() / HOUR_MS) + 2) * HOUR_MS;
    return `${MEDIA_PATH}/${id}/${file}?t=${expires}.${this.mac(id, expires)}`;
  }

  /** Whether `token` is an unexpired owner's token for the file. */
  verify(id: string, token: string | undefined): boolean {
    const [expires, mac] = (token ?? '').split('.');
    const at = Number(expires);
    if (!mac || !Number.isSafeInteger(at) || at <= this.now()) return false;
    const expected = Buffer.from(this.mac(id, at));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

/** The key media addresses are signed with, derived from the session key (never the key itself). */
export function mediaUrlKey(sessionKey: Buffer): Buffer {
  return createHmac('sha256', sessionKey).update('aura media urls v1').digest();
}
