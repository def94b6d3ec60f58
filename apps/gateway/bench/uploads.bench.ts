// Issue 14's upload benchmark: how many photos a second the gateway takes in (a 5 MB JPEG checked by content,
// re-encoded without metadata, with its thumbnail: processImage), and how many the NSFW pre-screen scores a second
// (`--prescreen`), and how many call snapshots a second it takes in (`--snapshots`: a 640×480 camera frame, the
// size the app's grabber sends, through the same processImage). In process, no HTTP: the work is sharp's and the
// model's. `pnpm bench -- --bench uploads`.
import { PROFILE_LIMITS } from '@aura/contracts';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { processImage } from '../src/modules/media/image.ts';
import { NsfwjsScreen, screenInput } from '../src/modules/media/prescreen.ts';

const argv = process.argv.slice(2);
const rounds = Number(argv.find((arg) => arg.startsWith('--rounds='))?.split('=')[1] ?? 12);
const prescreen = argv.includes('--prescreen');
const snapshots = argv.includes('--snapshots');

/** A photo-sized JPEG of noise (which compresses badly), grown until it is just under the 5 MB limit. */
async function fiveMegabyteJpeg(): Promise<Buffer> {
  let side = 2000;
  for (;;) {
    const noise = Buffer.alloc(side * side * 3);
    for (let index = 0; index < noise.length; index += 1)
      noise[index] = (index * 7919 + (index >> 7) * 104729) % 251;
    const jpeg = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer();
    if (jpeg.length > PROFILE_LIMITS.maxImageBytes)
      return sharp(noise, { raw: { width: side - 200, height: side - 200, channels: 3 } })
        .jpeg({ quality: 92 })
        .toBuffer();
    side += 200;
  }
}

async function timed(label: string, count: number, concurrency: number, work: () => Promise<unknown>) {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next += 1;
        await work();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${label}: ${count} in ${seconds.toFixed(1)} s, ${(count / seconds).toFixed(2)} a second (${concurrency} at a time)`,
  );
}

const jpeg = await fiveMegabyteJpeg();
const { width, height } = await sharp(jpeg).metadata();
console.log(
  `input: ${jpeg.length} bytes, ${width}×${height} JPEG; ${availableParallelism()} cores; sharp ${sharp.versions.sharp}`,
);
await processImage(jpeg); // warm-up
await timed('uploads (check, re-encode, thumbnail)', rounds, 1, () => processImage(jpeg));
await timed('uploads (check, re-encode, thumbnail)', rounds, 2, () => processImage(jpeg));
if (prescreen) {
  const screen = new NsfwjsScreen();
  const input = await screenInput((await processImage(jpeg)).thumb);
  const loading = performance.now();
  await screen.risk(input);
  console.log(
    `pre-screen model load and first score: ${((performance.now() - loading) / 1000).toFixed(1)} s`,
  );
  await timed('pre-screen scores', Math.max(3, Math.floor(rounds / 3)), 1, () => screen.risk(input));
}
if (snapshots) {
  // A camera-like frame: smooth gradients with some noise, as the grabber's JPEG at quality 0.8.
  const [frameWidth, frameHeight] = [640, 480];
  const pixels = Buffer.alloc(frameWidth * frameHeight * 3);
  for (let index = 0; index < pixels.length; index += 1)
    pixels[index] = ((index % (frameWidth * 3)) / 8 + ((index * 7919) % 23)) & 0xff;
  const frame = await sharp(pixels, { raw: { width: frameWidth, height: frameHeight, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
  console.log(`snapshot input: ${frame.length} bytes, ${frameWidth}×${frameHeight} JPEG`);
  await processImage(frame); // warm-up
  await timed('snapshots (check, re-encode)', rounds * 10, 1, () => processImage(frame));
  await timed('snapshots (check, re-encode)', rounds * 10, 2, () => processImage(frame));
}
