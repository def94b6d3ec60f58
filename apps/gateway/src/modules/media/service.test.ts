// The pre-screen's place in the review (docs/profiles.md "Review"): it runs after the upload's answer, orders the
// queue riskiest first and gives a risky upload a blurred preview; a failing screen leaves the upload unscreened.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { UserService } from '../users/index.ts';
import { RISKY, type NsfwScreen } from './prescreen.ts';
import { mediaById, reviewQueue } from './queries.ts';
import { MediaService } from './service.ts';
import { FsStorage } from './storage.ts';
import { MediaUrls } from './urls.ts';

let database: TestDatabase;
const root = mkdtempSync(join(tmpdir(), 'aura-media-'));
const storage = new FsStorage(root);
const urls = new MediaUrls(Buffer.alloc(32, 1), Date.now);

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.dispose();
  rmSync(root, { recursive: true, force: true });
});

/** A screen that answers the scores it is given, one per call, or fails. */
function scripted(scores: (number | Error)[]): NsfwScreen {
  return {
    risk: async () => {
      const next = scores.shift();
      if (next instanceof Error) throw next;
      return next ?? 0;
    },
  };
}

const photo = (background: string) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background } })
    .png()
    .toBuffer();

describe('the pre-screen', () => {
  it('orders the queue riskiest first and blurs a risky upload’s preview', async () => {
    const owner = await new UserService(database.db, { balance: async () => 0 }).create({
      nickname: 'Owner',
    });
    const warnings: string[] = [];
    const media = new MediaService(
      database.db,
      storage,
      urls,
      Date.now,
      scripted([0.1, RISKY + 0.2, new Error('model broke')]),
      { warn: (_details, message) => warnings.push(message) },
    );
    const calm = await media.upload(owner.id, (await photo('#2a9d8f')).toString('base64'));
    const risky = await media.upload(owner.id, (await photo('#e76f51')).toString('base64'));
    const failed = await media.upload(owner.id, (await photo('#264653')).toString('base64'));
    await media.screened();

    const queue = await reviewQueue(database.db, 10, owner.id);
    expect(queue.map((row) => row.id)).toEqual([risky.id, calm.id, failed.id]);
    expect((await mediaById(database.db, failed.id))?.risk).toBeNull();
    expect(warnings).toEqual(['the pre-screen of an upload failed']);
    expect(await storage.get(`media/${risky.id}/blur.webp`)).toBeInstanceOf(Buffer);
    expect(await storage.get(`media/${calm.id}/blur.webp`)).toBeUndefined();
  });
});
