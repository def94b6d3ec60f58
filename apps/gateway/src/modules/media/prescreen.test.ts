// The pre-screen's real model (nsfwjs's MobileNetV2 from its npm package, nothing downloaded) on a picture made
// here: a score between 0 and 1, and a plain drawing far from risky. Explicit pictures are not kept in this
// repository; the service's handling of a risky score is tested with a fixed score (service.test.ts).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { NsfwjsScreen, RISKY, riskOf, screenInput } from './prescreen.ts';

/** Loading the model (TensorFlow.js on the CPU) takes seconds, many more on two loaded cores. */
const MODEL_TEST_TIMEOUT_MS = 2 * 60 * 1000;

describe('riskOf', () => {
  it('counts Porn and Hentai whole, Sexy half, Drawing and Neutral not at all', () => {
    expect(
      riskOf([
        { className: 'Porn', probability: 0.5 },
        { className: 'Hentai', probability: 0.1 },
        { className: 'Sexy', probability: 0.2 },
        { className: 'Neutral', probability: 0.2 },
      ]),
    ).toBeCloseTo(0.7);
    expect(riskOf([{ className: 'Drawing', probability: 1 }])).toBe(0);
  });
});

describe('NsfwjsScreen', () => {
  it(
    'scores a picture with the model shipped in its package',
    { timeout: MODEL_TEST_TIMEOUT_MS },
    async () => {
      const picture = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2a9d8f' } })
        .jpeg()
        .toBuffer();
      const risk = await new NsfwjsScreen().risk(await screenInput(picture));
      expect(risk).toBeGreaterThanOrEqual(0);
      expect(risk).toBeLessThan(RISKY);
    },
  );
});
