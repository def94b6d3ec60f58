// Videos of the story (docs/profiles.md "Videos"): judged by their content with MediaInfo (mediainfo.js, its
// WebAssembly build shipped in the npm package): the container and its video track, and the length. Stored as
// sent: Aura has no video encoder (ffmpeg would be a native binary to install), so nothing is re-encoded.
import { BUSINESS_CODES, PROFILE_LIMITS } from '@aura/contracts';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { MediaInfo, MediaInfoFactoryOptions } from 'mediainfo.js';
import { GatewayError } from '../../protocol/errors.ts';

/** Containers taken, by MediaInfo's name, with the type the file is served as. */
const CONTAINERS: Record<string, string> = { WebM: 'video/webm', 'MPEG-4': 'video/mp4' };
/** Video codecs browsers play in them. */
const CODECS = new Set(['VP8', 'VP9', 'AV1', 'AVC', 'HEVC']);

export interface CheckedVideo {
  mime: string;
  width: number;
  height: number;
  durationMs: number;
}

const MEGABYTE = 1024 * 1024;
export const videoTooLarge = () =>
  new GatewayError(
    BUSINESS_CODES.videoTooLarge,
    `The video size is limited to ${PROFILE_LIMITS.maxVideoBytes / MEGABYTE}M.`,
  );
const unsupported = () =>
  new GatewayError(BUSINESS_CODES.videoFormatUnsupported, 'video format not supported');

interface Track {
  '@type': string;
  Format?: string;
  Duration?: number | string;
  Width?: number | string;
  Height?: number | string;
}

let analyzer: Promise<MediaInfo<'object'>> | undefined;

const require = createRequire(import.meta.url);
/** The package's `dist/`, found from whichever build a resolver picks (each sits one folder below it). */
const DIST = dirname(dirname(require.resolve('mediainfo.js')));
/**
 * Its CommonJS build for Node, by path: a resolver that prefers the `module` condition (vitest's) would pick the
 * browser bundle, which cannot read the WebAssembly file from disk. That file sits in `dist/`.
 */
const mediaInfoFactory = (
  require(join(DIST, 'cjs', 'index.cjs')) as {
    default: (options: MediaInfoFactoryOptions<'object'>) => Promise<MediaInfo<'object'>>;
  }
).default;
const WASM = join(DIST, 'MediaInfoModule.wasm');

/** Checks a video's bytes: size, container, video track and length. Refuses with the rule's code. */
export async function checkVideo(bytes: Buffer): Promise<CheckedVideo> {
  if (bytes.length > PROFILE_LIMITS.maxVideoBytes) throw videoTooLarge();
  analyzer ??= mediaInfoFactory({ format: 'object', locateFile: () => WASM });
  const info = await analyzer;
  let tracks: Track[];
  try {
    const result = await info.analyzeData(bytes.length, (size, offset) =>
      bytes.subarray(offset, offset + size),
    );
    tracks = (result.media?.track ?? []) as Track[];
  } catch {
    throw unsupported();
  }
  const general = tracks.find((track) => track['@type'] === 'General');
  const video = tracks.find((track) => track['@type'] === 'Video');
  const mime = general?.Format ? CONTAINERS[general.Format] : undefined;
  if (!mime || !video?.Format || !CODECS.has(video.Format)) throw unsupported();
  const seconds = Number(general?.Duration ?? 0);
  if (!(seconds > 0)) throw unsupported();
  if (seconds > PROFILE_LIMITS.maxVideoSeconds) {
    throw new GatewayError(
      BUSINESS_CODES.videoTooLong,
      `A video is at most ${PROFILE_LIMITS.maxVideoSeconds} seconds long.`,
    );
  }
  return {
    mime,
    width: Number(video.Width ?? 0),
    height: Number(video.Height ?? 0),
    durationMs: Math.round(seconds * 1000),
  };
}
