// Faces for age-check tests, cut from pictures that ship inside the @vladmandic/human npm package (its demo
// screenshots), so no photo of a person is kept in this repository. A face centred on a grey 640×480 frame, the
// size of the e2e fake camera.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const assets = join(dirname(dirname(require.resolve('@vladmandic/human'))), 'assets');

const FACES = {
  /** A young woman's face (a rendered one): estimated 23 to 24, under the document threshold of 25. */
  young: { file: 'screenshot-facematch.jpg', left: 248, top: 0, width: 175, height: 165 },
  /** The library author's face: estimated in his forties. */
  adult: { file: 'screenshot-faceid.jpg', left: 0, top: 125, width: 160, height: 170 },
} as const;

export type SampleFace = keyof typeof FACES;

/** The face as a 640×480 image (`png`, or raw RGB for a camera clip). */
export async function sampleFace(which: SampleFace, format: 'jpeg' | 'raw' = 'jpeg'): Promise<Buffer> {
  const { file, ...region } = FACES[which];
  const framed = sharp(
    await sharp(join(assets, file))
      .extract(region)
      .resize({ height: 420 })
      .extend({ top: 30, bottom: 30, background: '#808080' })
      .toBuffer(),
  )
    .resize(640, 480, { fit: 'contain', background: '#808080' })
    .removeAlpha();
  return format === 'raw' ? framed.raw().toBuffer() : framed.jpeg({ quality: 90 }).toBuffer();
}
