// Video snapshots during calls (issue 14, docs/profiles.md "Video snapshots") over real HTTP: the config, a frame
// of a connected video call checked by content and re-encoded like a photo, stored for moderation only (no address
// serves it), refused outside one's own call or too soon, and deleted by the retention job when the clock passes
// the retention period.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BUSINESS_CODES,
  SNAPSHOT_LIMITS,
  getSnapshotConfig,
  postVideoSnapshot,
  type SnapshotConfig,
} from '@aura/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../src/admin/commands.ts';
import { callSnapshots, snapshotKeyOf } from '../src/modules/media/index.ts';
import { CallBed } from './call-kit.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let bed: CallBed;
beforeAll(async () => {
  bed = await CallBed.open();
});
afterAll(() => bed.close());

/** A camera frame as the app sends it: a JPEG with an EXIF block (which the re-encode must drop). */
async function frame(): Promise<string> {
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a6' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'camera-frame-marker' } } })
    .toBuffer();
  return jpeg.toString('base64');
}

/** What `media snapshots` prints for an operator. */
async function operatorList(...argv: string[]): Promise<{ id: string; userId: string; file: string }[]> {
  let out = '';
  const code = await runAdmin(['media', 'snapshots', ...argv], {
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: bed.gateway.config.dataDir },
    database: bed.gateway.services.database,
    out: (text) => (out += text),
    err: () => {},
  });
  expect(code).toBe(0);
  return JSON.parse(out) as { id: string; userId: string; file: string }[];
}

const fileOf = (id: string) => join(bed.gateway.config.storageDir, snapshotKeyOf(id));

async function rowOf(id: string) {
  const [row] = await bed.gateway.services.database.db
    .select()
    .from(callSnapshots)
    .where(eq(callSnapshots.id, id));
  return row;
}

describe('video snapshots', () => {
  it('answers the snapshot config', async () => {
    const user = await bed.caller(0);
    const answer = await user.client.get(getSnapshotConfig.path);
    expect(answer.body.data as SnapshotConfig).toEqual({
      enabled: true,
      intervalMs: SNAPSHOT_LIMITS.intervalMs,
      retentionDays: SNAPSHOT_LIMITS.retentionDays,
    });
  });

  it('keeps a frame of a connected video call re-encoded, serves it to nobody, and deletes it after retention', async () => {
    const { caller, host, roomNum } = await bed.connected(10, 5, 100);
    const first = await caller.client.post(postVideoSnapshot.path, { roomNum, image: await frame() });
    expect(first.body.code).toBe(200);
    const { id } = first.body.data as { id: string };
    const stored = readFileSync(fileOf(id));
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes('camera-frame-marker')).toBe(false);
    expect(await rowOf(id)).toMatchObject({ userId: caller.userId, roomNum, width: 640, height: 480 });

    // No address serves it: not the media route, whoever asks.
    for (const path of [`/media/${id}/full.webp`, `/media/${id}/thumb.webp`, `/snapshots/${id}/full.webp`]) {
      expect((await fetch(`${bed.url}${path}`)).status).toBe(404);
    }

    // One frame per half interval of a call; the other side's own frames are theirs.
    const again = await caller.client.post(postVideoSnapshot.path, { roomNum, image: await frame() });
    expect(again.body.code).toBe(BUSINESS_CODES.snapshotTooSoon);
    const hostFrame = await host.client.post(postVideoSnapshot.path, { roomNum, image: await frame() });
    expect(hostFrame.body.code).toBe(200);

    // An operator finds both sides' frames of the call, and the files under the keys it prints.
    const listed = await operatorList('--room', roomNum);
    expect(listed.map((entry) => entry.userId).sort()).toEqual(
      [String(caller.userId), String(host.userId)].sort(),
    );
    expect(listed.find((entry) => entry.id === id)).toMatchObject({ file: snapshotKeyOf(id) });

    // The retention job runs when the clock jumps: a frame one day short of the period stays, older ones go.
    await bed.advance((SNAPSHOT_LIMITS.retentionDays - 1) * DAY_MS);
    expect(await rowOf(id)).toBeDefined();
    const later = await caller.client.post(postVideoSnapshot.path, { roomNum, image: await frame() });
    expect(later.body.code).toBe(200);
    const laterId = (later.body.data as { id: string }).id;
    await bed.advance(DAY_MS + 1);
    expect(await rowOf(id)).toBeUndefined();
    expect(existsSync(fileOf(id))).toBe(false);
    expect(await rowOf(laterId)).toBeDefined();
    expect(existsSync(fileOf(laterId))).toBe(true);
  });

  it("refuses a frame outside one of the caller's connected video calls, and one that is no image", async () => {
    const { caller, roomNum } = await bed.connected(10, 5, 100);
    const stranger = await bed.caller(0, 'Stranger');
    const outsider = await stranger.client.post(postVideoSnapshot.path, { roomNum, image: await frame() });
    expect(outsider.body.code).toBe(BUSINESS_CODES.callNotFound);
    const unknown = await caller.client.post(postVideoSnapshot.path, {
      roomNum: 'nope',
      image: await frame(),
    });
    expect(unknown.body.code).toBe(BUSINESS_CODES.callNotFound);
    const text = Buffer.from('not an image at all').toString('base64');
    const notImage = await caller.client.post(postVideoSnapshot.path, { roomNum, image: text });
    expect(notImage.body.code).toBe(BUSINESS_CODES.imageFormatUnsupported);
  });
});
