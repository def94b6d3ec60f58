import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { SNAPSHOT_LIMITS } from '../limits.ts';
import { mediaIdSchema } from './profile.ts';

/**
 * The snapshot config (spec §3, §7 `getSnapshotConfig`): during a connected video call the app takes a frame of
 * its own camera every `intervalMs` and uploads it for moderation (docs/profiles.md "Video snapshots"). Frames are
 * served to nobody but an operator and deleted after `retentionDays`.
 */
export const snapshotConfigSchema = z.object({
  enabled: z.boolean(),
  /** Milliseconds between two frames of one call. */
  intervalMs: z.number().int().positive(),
  /** Days a frame is kept before the retention job deletes it. */
  retentionDays: z.number().int().positive(),
});
export type SnapshotConfig = z.infer<typeof snapshotConfigSchema>;

export const getSnapshotConfig = endpoint({
  method: 'GET',
  path: '/facade/api/config/getSnapshotConfig',
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: snapshotConfigSchema,
});

/** Base64 of the largest frame that could still be refused by its size rather than by the body limit. */
const MAX_SNAPSHOT_BASE64 = Math.ceil((SNAPSHOT_LIMITS.maxBytes + 1024 * 1024) / 3) * 4;

/**
 * A frame of the caller's own camera during a connected video call (spec §7 `upload/1/videos/snapshots`; the spec's
 * client posts a form, Aura's protocol has one body format: base64 in JSON). Checked by content and re-encoded like
 * a photo; refused with `callNotFound` unless `roomNum` is a connected video call of the caller's.
 */
export const postVideoSnapshot = endpoint({
  method: 'POST',
  path: '/upload/1/videos/snapshots',
  access: 'session',
  encryption: 'optional',
  input: z.object({
    roomNum: z.string().min(1).max(64),
    image: z.base64({ error: 'must be base64' }).max(MAX_SNAPSHOT_BASE64),
  }),
  output: z.object({ id: mediaIdSchema }),
});
