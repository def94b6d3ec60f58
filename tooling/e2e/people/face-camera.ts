// A Y4M clip of a face for Chromium's fake camera (--use-file-for-fake-video-capture), for the KYC run: the face
// of @aura/gateway's KYC tests (cut from a picture in @vladmandic/human's package), still, as a webcam would show
// someone holding still. Written once per machine under the temp folder, like the default clip.
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleFace, type SampleFace } from '@aura/gateway/testing/kyc-faces';

const WIDTH = 640;
const HEIGHT = 480;
const FPS = 10;
const FRAMES = 5;

/** BT.601 studio-swing Y'CbCr 4:2:0 of an RGB frame, as Y4M's `C420jpeg` wants it. */
function yuv420(rgb: Buffer): Buffer {
  const luma = WIDTH * HEIGHT;
  const out = Buffer.alloc(luma * 1.5);
  const chroma = luma / 4;
  for (let y = 0; y < HEIGHT; y += 1)
    for (let x = 0; x < WIDTH; x += 1) {
      const i = (y * WIDTH + x) * 3;
      const [r, g, b] = [rgb[i]!, rgb[i + 1]!, rgb[i + 2]!];
      out[y * WIDTH + x] = Math.round(16 + 0.257 * r + 0.504 * g + 0.098 * b);
      if (y % 2 === 0 && x % 2 === 0) {
        const c = (y / 2) * (WIDTH / 2) + x / 2;
        out[luma + c] = Math.round(128 - 0.148 * r - 0.291 * g + 0.439 * b);
        out[luma + chroma + c] = Math.round(128 + 0.439 * r - 0.368 * g - 0.071 * b);
      }
    }
  return out;
}

/** The clip's path; Chromium plays it in a loop. */
export async function faceCameraFile(which: SampleFace = 'young'): Promise<string> {
  const dir = join(tmpdir(), 'aura-e2e');
  const file = join(dir, `face-camera-${which}-${WIDTH}x${HEIGHT}.y4m`);
  if (existsSync(file)) return file;
  const frame = yuv420(await sampleFace(which, 'raw'));
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`);
  const marker = Buffer.from('FRAME\n');
  const parts: Buffer[] = [header];
  for (let index = 0; index < FRAMES; index += 1) parts.push(marker, frame);
  mkdirSync(dir, { recursive: true });
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.concat(parts));
  renameSync(partial, file);
  return file;
}
