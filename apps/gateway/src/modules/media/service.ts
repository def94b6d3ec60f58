import { randomUUID } from 'node:crypto';
import { BUSINESS_CODES, PROFILE_LIMITS, type AlbumPhoto, type AlbumVideo } from '@aura/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import { imageTooLarge, processImage } from './image.ts';
import { livePhotoCount, mediaById, photosOf, setRisk, videosOf } from './queries.ts';
import { checkVideo, videoTooLarge } from './video.ts';
import { RISKY, screenInput, type NsfwScreen } from './prescreen.ts';
import sharp from 'sharp';
import { mediaFiles, type MediaRow } from './schema.ts';
import type { FileStorage } from './storage.ts';
import type { MediaUrls, Variant } from './urls.ts';

/** How long a browser or proxy may keep an approved file: a later rejection is honoured within this. */
export const APPROVED_CACHE = 'public, max-age=3600';
/** An owner's file under review: their browser only, briefly. */
export const PRIVATE_CACHE = 'private, max-age=60';

export interface ServedFile {
  bytes: Buffer;
  cacheControl: string;
}

const folderOf = (id: string) => `media/${id}/`;
/** A video is stored as sent, under one name whatever its container. */
const videoKeyOf = (id: string) => `${folderOf(id)}video`;
/** The name a video is served under. */
export const videoFileName = (mime: string | null) => (mime === 'video/mp4' ? 'video.mp4' : 'video.webm');
const keyOf = (id: string, variant: Variant | 'blur') => `${folderOf(id)}${variant}.webp`;
/** How much a risky upload's preview is blurred for the review queue (sharp's sigma). */
const PREVIEW_BLUR = 24;

export interface MediaLog {
  warn(details: object, message: string): void;
}

/**
 * Uploads, albums and who may fetch what (docs/profiles.md): every upload starts under review and only its owner
 * sees it until an operator approves it; a rejected file is served to nobody (operators read it from the storage).
 */
export class MediaService {
  private readonly screening = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly urls: MediaUrls,
    private readonly now: () => number,
    /** The automatic pre-screen (NSFW_PRESCREEN); uploads are queued unscreened without it. */
    private readonly screen?: NsfwScreen,
    private readonly log?: MediaLog,
  ) {}

  /**
   * Scores an upload after its answer went out; a risky one gets a blurred preview for the review queue
   * (`media/<id>/blur.webp`). A failure leaves it unscreened: the operator reviews it all the same.
   */
  private prescreen(id: string, thumb: Buffer): void {
    if (!this.screen) return;
    const screen = this.screen;
    const run = (async () => {
      try {
        const risk = await screen.risk(await screenInput(thumb));
        await setRisk(this.db, id, risk);
        if (risk >= RISKY) {
          const full = await this.storage.get(keyOf(id, 'full'));
          if (full) {
            const preview = await sharp(full).blur(PREVIEW_BLUR).webp().toBuffer();
            await this.storage.put(keyOf(id, 'blur'), preview, 'image/webp');
          }
        }
      } catch (error) {
        this.log?.warn({ err: error, mediaId: id }, 'the pre-screen of an upload failed');
      }
    })();
    this.screening.add(run);
    void run.finally(() => this.screening.delete(run));
  }

  /** Resolves once every pre-screen under way has finished (tests; a shutdown). */
  async screened(): Promise<void> {
    while (this.screening.size > 0) await Promise.all([...this.screening]);
  }

  /** A photo as `viewerId` may see it, or undefined when they may not see it at all. */
  view(row: MediaRow, viewerId: number): AlbumPhoto | undefined {
    const own = row.ownerId === viewerId;
    if (!own && row.status !== 'approved') return undefined;
    const url = this.urls.urlFor(row, 'full', viewerId);
    const thumbUrl = this.urls.urlFor(row, 'thumb', viewerId);
    return {
      id: row.id,
      status: row.status,
      width: row.width,
      height: row.height,
      ...(url ? { url } : {}),
      ...(thumbUrl ? { thumbUrl } : {}),
      ...(own && row.reason ? { reason: row.reason } : {}),
    };
  }

  /** A video as `viewerId` may see it, or undefined when they may not see it at all. */
  viewVideo(row: MediaRow, viewerId: number): AlbumVideo | undefined {
    const own = row.ownerId === viewerId;
    if (!own && row.status !== 'approved') return undefined;
    const url = this.urls.fileUrlFor(row, videoFileName(row.mime), viewerId);
    return {
      id: row.id,
      status: row.status,
      mime: row.mime ?? 'video/webm',
      width: row.width,
      height: row.height,
      durationMs: row.durationMs ?? 0,
      ...(url ? { url } : {}),
      ...(own && row.reason ? { reason: row.reason } : {}),
    };
  }

  /** `ownerId`'s video story as `viewerId` sees it, newest first. */
  async videos(ownerId: number, viewerId: number): Promise<AlbumVideo[]> {
    const rows = await videosOf(this.db, ownerId);
    return rows.flatMap((row) => this.viewVideo(row, viewerId) ?? []);
  }

  /** Takes a video into the owner's story, under review. `base64` was checked as base64 by the contract. */
  async uploadVideo(ownerId: number, base64: string): Promise<AlbumVideo> {
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.length > PROFILE_LIMITS.maxVideoBytes) throw videoTooLarge();
    const video = await checkVideo(bytes);
    const id = randomUUID();
    await this.storage.put(videoKeyOf(id), bytes, video.mime);
    const [row] = await this.db
      .insert(mediaFiles)
      .values({
        id,
        ownerId,
        kind: 'video',
        width: video.width,
        height: video.height,
        bytes: bytes.length,
        mime: video.mime,
        durationMs: video.durationMs,
        createdAt: new Date(this.now()),
      })
      .returning();
    return this.viewVideo(row!, ownerId)!;
  }

  /** `ownerId`'s album as `viewerId` sees it: every photo to its owner, the approved ones to anyone else. */
  async album(ownerId: number, viewerId: number): Promise<AlbumPhoto[]> {
    const rows = await photosOf(this.db, ownerId);
    return rows.flatMap((row) => this.view(row, viewerId) ?? []);
  }

  /** Takes a photo into the owner's album, under review. `base64` was checked as base64 by the contract. */
  async upload(ownerId: number, base64: string): Promise<AlbumPhoto> {
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.length > PROFILE_LIMITS.maxImageBytes) throw imageTooLarge();
    if ((await livePhotoCount(this.db, ownerId)) >= PROFILE_LIMITS.maxPhotos) {
      throw new GatewayError(
        BUSINESS_CODES.tooManyPhotos,
        `An album holds at most ${PROFILE_LIMITS.maxPhotos} photos.`,
      );
    }
    const image = await processImage(bytes);
    const id = randomUUID();
    await this.storage.put(keyOf(id, 'full'), image.full, 'image/webp');
    await this.storage.put(keyOf(id, 'thumb'), image.thumb, 'image/webp');
    const [row] = await this.db
      .insert(mediaFiles)
      .values({
        id,
        ownerId,
        kind: 'photo',
        width: image.width,
        height: image.height,
        bytes: image.full.length,
        createdAt: new Date(this.now()),
      })
      .returning();
    this.prescreen(id, image.thumb);
    return this.view(row!, ownerId)!;
  }

  /**
   * A photo sent in a chat (docs/messages.md "Images"): checked by its content and re-encoded without metadata as
   * an album photo is, but kept out of the album and the review queue (it is `approved` as far as review goes) and
   * served only by a signed address, which IM gives to the two of the chat alone.
   */
  async storeChatImage(ownerId: number, base64: string) {
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.length > PROFILE_LIMITS.maxImageBytes) throw imageTooLarge();
    const image = await processImage(bytes);
    const id = randomUUID();
    await this.storage.put(keyOf(id, 'full'), image.full, 'image/webp');
    await this.storage.put(keyOf(id, 'thumb'), image.thumb, 'image/webp');
    await this.db.insert(mediaFiles).values({
      id,
      ownerId,
      kind: 'chat',
      status: 'approved',
      width: image.width,
      height: image.height,
      bytes: image.full.length,
      createdAt: new Date(this.now()),
    });
    return { id, width: image.width, height: image.height };
  }

  /** Fresh signed addresses of a chat photo (an hour or two). */
  chatImageUrls(id: string): { url: string; thumbUrl: string } {
    return { url: this.urls.signed(id, 'full.webp'), thumbUrl: this.urls.signed(id, 'thumb.webp') };
  }

  /** Deletes a chat photo (a removal's wipe deleted its message): its files first, then its row. */
  async removeChatImage(id: string): Promise<void> {
    await this.storage.removeAll(folderOf(id));
    await this.db.delete(mediaFiles).where(and(eq(mediaFiles.id, id), eq(mediaFiles.kind, 'chat')));
  }

  /** Deletes one of the owner's photos, its files first. */
  async remove(ownerId: number, id: string): Promise<void> {
    const row = await mediaById(this.db, id);
    if (!row || row.ownerId !== ownerId) {
      throw new GatewayError(BUSINESS_CODES.mediaNotFound, 'No such photo.');
    }
    await this.storage.removeAll(folderOf(id));
    await this.db.delete(mediaFiles).where(and(eq(mediaFiles.id, id), eq(mediaFiles.ownerId, ownerId)));
  }

  /**
   * The bytes of a file for an HTTP request, or undefined (a 404, never saying why): approved files to anyone,
   * files under review with their owner's signed token, rejected files to nobody.
   */
  async serve(
    id: string,
    variant: Variant | 'video',
    token: string | undefined,
  ): Promise<(ServedFile & { contentType: string }) | undefined> {
    const row = await mediaById(this.db, id);
    if (!row || (variant === 'video') !== (row.kind === 'video')) return undefined;
    let cacheControl: string;
    // A chat photo goes only to who holds its signed address, approved or not.
    if (row.kind === 'chat') {
      if (!this.urls.verify(id, token)) return undefined;
      cacheControl = PRIVATE_CACHE;
    } else if (row.status === 'approved') cacheControl = APPROVED_CACHE;
    else if (row.status === 'review' && this.urls.verify(id, token)) cacheControl = PRIVATE_CACHE;
    else return undefined;
    if (variant === 'video') {
      const bytes = await this.storage.get(videoKeyOf(id));
      return bytes && { bytes, cacheControl, contentType: row.mime ?? 'video/webm' };
    }
    const bytes = await this.storage.get(keyOf(id, variant));
    return bytes && { bytes, cacheControl, contentType: 'image/webp' };
  }
}
