// The refund report's captcha (spec §3, §5), drawn here: no outside service sees who reports what. Five digits in a
// 5×7 pixel font, each scaled, shifted and set on noise with crossing lines, encoded as PNG by sharp. The answer
// is answered once, before `REFUND_RULES.captchaTtlMs`.
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { BUSINESS_CODES, REFUND_RULES } from '@aura/contracts';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import { refundCaptchas } from './schema.ts';

/** Rows of 5 bits per digit, top to bottom. */
const FONT: Record<string, number[]> = {
  '0': [0x0e, 0x11, 0x13, 0x15, 0x19, 0x11, 0x0e],
  '1': [0x04, 0x0c, 0x04, 0x04, 0x04, 0x04, 0x0e],
  '2': [0x0e, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1f],
  '3': [0x1f, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0e],
  '4': [0x02, 0x06, 0x0a, 0x12, 0x1f, 0x02, 0x02],
  '5': [0x1f, 0x10, 0x1e, 0x01, 0x01, 0x11, 0x0e],
  '6': [0x06, 0x08, 0x10, 0x1e, 0x11, 0x11, 0x0e],
  '7': [0x1f, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08],
  '8': [0x0e, 0x11, 0x11, 0x0e, 0x11, 0x11, 0x0e],
  '9': [0x0e, 0x11, 0x11, 0x0f, 0x01, 0x02, 0x0c],
};
const SCALE = 4;
const WIDTH = 160;
const HEIGHT = 48;

const hashOf = (answer: string) => createHash('sha256').update(answer).digest();

/** A random answer of `REFUND_RULES.captchaLength` digits. */
export function captchaAnswer(): string {
  return Array.from({ length: REFUND_RULES.captchaLength }, () => String(randomInt(10))).join('');
}

/** Draws `answer` (digits) as a PNG: dark glyphs, each a little shifted, on light noise with three lines across. */
export async function drawCaptcha(answer: string): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = 200 + randomInt(56);
  const dot = (x: number, y: number, shade: number) => {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    const at = (y * WIDTH + x) * 3;
    pixels[at] = shade;
    pixels[at + 1] = shade;
    pixels[at + 2] = shade + randomInt(40);
  };
  [...answer].forEach((digit, index) => {
    const rows = FONT[digit];
    if (!rows) throw new Error(`captcha: no glyph for ${digit}`);
    const left = 10 + index * 29 + randomInt(-3, 4);
    const top = 8 + randomInt(-5, 6);
    rows.forEach((bits, row) => {
      for (let column = 0; column < 5; column++) {
        if (!(bits & (0x10 >> column))) continue;
        for (let dy = 0; dy < SCALE; dy++)
          for (let dx = 0; dx < SCALE; dx++)
            dot(left + column * SCALE + dx, top + row * SCALE + dy, randomInt(60));
      }
    });
  });
  for (let line = 0; line < 3; line++) {
    const [y0, y1] = [randomInt(HEIGHT), randomInt(HEIGHT)];
    const shade = randomInt(40, 120);
    for (let x = 0; x < WIDTH; x++) dot(x, Math.round(y0 + ((y1 - y0) * x) / WIDTH), shade);
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .png()
    .toBuffer();
}

/** A new captcha for one user: its id, the picture as a data URL and when it expires. */
export async function issueCaptcha(
  db: Db,
  userId: number,
  now: number,
): Promise<{ captchaId: string; image: string; expiresAt: number }> {
  const answer = captchaAnswer();
  const captchaId = randomUUID();
  const expiresAt = now + REFUND_RULES.captchaTtlMs;
  await db.insert(refundCaptchas).values({
    id: captchaId,
    userId,
    answer,
    expiresAt: new Date(expiresAt),
  });
  const png = await drawCaptcha(answer);
  return { captchaId, image: `data:image/png;base64,${png.toString('base64')}`, expiresAt };
}

/**
 * Answers a captcha, once: the row goes whether the answer is right or not, so each guess needs a new picture.
 * Throws `captchaIncorrect` (spec §5: "Incorrect verification code, please try again.") for a wrong, used, expired
 * or someone else's captcha.
 */
export async function checkCaptcha(
  db: Db,
  userId: number,
  captchaId: string,
  answer: string,
  now: number,
): Promise<void> {
  const [row] = await db
    .delete(refundCaptchas)
    .where(and(eq(refundCaptchas.id, captchaId), eq(refundCaptchas.userId, userId)))
    .returning();
  const right =
    row !== undefined &&
    row.expiresAt.getTime() > now &&
    timingSafeEqual(hashOf(row.answer), hashOf(answer.trim()));
  if (!right)
    throw new GatewayError(BUSINESS_CODES.captchaIncorrect, 'Incorrect verification code, please try again.');
}
