// Uploads are judged by their bytes, never their names: a JPEG called .png is a JPEG, a text file called .jpg is
// refused; what is kept is re-encoded without metadata (the GPS position a phone writes into a photo).
import { BUSINESS_CODES, PROFILE_LIMITS } from '@aura/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FULL_SIDE, THUMB_SIDE, processImage } from './image.ts';

const GPS_IFD_TAG_LE = Buffer.from([0x25, 0x88]);
const GPS_IFD_TAG_BE = Buffer.from([0x88, 0x25]);
const hasGps = (exif: Buffer | undefined) =>
  exif !== undefined && (exif.includes(GPS_IFD_TAG_LE) || exif.includes(GPS_IFD_TAG_BE));

/** A photo as a phone writes it: a camera make and a GPS position in its EXIF. */
export function phonePhoto(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c8553d' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SpyCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 22/1 12/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '4/1 53/1 0/1',
      },
    })
    .toBuffer();
}

async function refusal(bytes: Buffer) {
  return processImage(bytes).then(
    () => undefined,
    (error: { code: number; message: string }) => ({ code: error.code, message: error.message }),
  );
}

describe('processImage', () => {
  it('reads a JPEG by its content whatever its name said, and keeps no EXIF or GPS', async () => {
    const photo = await phonePhoto();
    expect(hasGps((await sharp(photo).metadata()).exif)).toBe(true);
    // The name "photo.png" never reaches the gateway's judgement: only the bytes do.
    const image = await processImage(photo);
    const full = await sharp(image.full).metadata();
    expect(full.format).toBe('webp');
    expect(full.exif).toBeUndefined();
    expect(full.xmp).toBeUndefined();
    expect(hasGps(full.exif)).toBe(false);
    expect(image.full.includes(Buffer.from('SpyCam'))).toBe(false);
    expect(image.thumb.includes(Buffer.from('SpyCam'))).toBe(false);
    expect({ width: image.width, height: image.height }).toEqual({ width: 640, height: 480 });
  });

  it('makes a thumbnail and shrinks a big photo to its longest side', async () => {
    const big = await sharp({ create: { width: 4000, height: 2000, channels: 3, background: '#345' } })
      .png()
      .toBuffer();
    const image = await processImage(big);
    expect({ width: image.width, height: image.height }).toEqual({ width: FULL_SIDE, height: FULL_SIDE / 2 });
    const thumb = await sharp(image.thumb).metadata();
    expect({ width: thumb.width, height: thumb.height }).toEqual({
      width: THUMB_SIDE,
      height: THUMB_SIDE / 2,
    });
  });

  it('refuses a text file named .jpg, an SVG and a truncated JPEG as "image format not supported"', async () => {
    const unsupported = {
      code: BUSINESS_CODES.imageFormatUnsupported,
      message: 'image format not supported',
    };
    expect(await refusal(Buffer.from('just some text, saved as holiday.jpg\n'))).toEqual(unsupported);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect((await sharp(svg).metadata()).format).toBe('svg');
    expect(await refusal(svg)).toEqual(unsupported);
    const photo = await phonePhoto();
    expect(await refusal(photo.subarray(0, Math.floor(photo.length / 2)))).toEqual(unsupported);
  });

  it(`takes ${PROFILE_LIMITS.maxImageBytes} bytes and refuses one more with the spec's words`, async () => {
    const photo = await phonePhoto(32, 32);
    // A JPEG padded after its end marker to exactly the limit: still one image, which is what the bytes hold.
    const atLimit = Buffer.concat([photo, Buffer.alloc(PROFILE_LIMITS.maxImageBytes - photo.length)]);
    expect((await processImage(atLimit)).width).toBe(32);
    expect(await refusal(Buffer.concat([atLimit, Buffer.alloc(1)]))).toEqual({
      code: BUSINESS_CODES.imageTooLarge,
      message: 'The image size is limited to 5M.',
    });
  });
});
