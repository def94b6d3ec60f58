import type * as TensorFlow from '@tensorflow/tfjs';
import sharp from 'sharp';

/** A score from 0 (harmless) to 1 (surely explicit) at or above which an upload counts as risky. */
export const RISKY = 0.7;
/** The classifier's input: a square of this many pixels a side, RGB. */
export const SCREEN_SIDE = 224;

/**
 * The automatic pre-screen of uploads (docs/profiles.md "Review"): how likely a picture is explicit. It orders
 * the review queue and marks risky items; an operator still decides every upload.
 */
export interface NsfwScreen {
  /** `rgb` is SCREEN_SIDE × SCREEN_SIDE pixels, 3 bytes each. */
  risk(rgb: Buffer): Promise<number>;
}

interface Prediction {
  className: string;
  probability: number;
}

/** Porn and Hentai count whole, Sexy half (suggestive, not explicit); Drawing and Neutral not at all. */
export function riskOf(predictions: readonly Prediction[]): number {
  const weight: Record<string, number> = { Porn: 1, Hentai: 1, Sexy: 0.5 };
  const sum = predictions.reduce(
    (total, { className, probability }) => total + (weight[className] ?? 0) * probability,
    0,
  );
  return Math.min(1, Math.max(0, sum));
}

/** The classifier's input from any image sharp reads: squashed to the square, RGB, no alpha. */
export async function screenInput(image: Buffer): Promise<Buffer> {
  return sharp(image).resize(SCREEN_SIDE, SCREEN_SIDE, { fit: 'fill' }).removeAlpha().raw().toBuffer();
}

/**
 * nsfwjs's MobileNetV2 model, which ships inside its npm package (nothing is downloaded), on TensorFlow.js's CPU
 * backend in plain JavaScript: loaded on first use (about 5 s), then 1–3 s an image on the shared 2-core machine, so
 * it runs after the upload's answer, never in it.
 */
export class NsfwjsScreen implements NsfwScreen {
  private model?: Promise<{ classify(input: unknown): Promise<Prediction[]> }>;
  private tf?: typeof TensorFlow;

  private load() {
    this.model ??= (async () => {
      this.tf = await import('@tensorflow/tfjs');
      await this.tf.setBackend('cpu');
      const nsfwjs = await import('nsfwjs');
      return nsfwjs.load('MobileNetV2');
    })();
    return this.model;
  }

  async risk(rgb: Buffer): Promise<number> {
    const model = await this.load();
    const input = this.tf!.tensor3d(new Int32Array(rgb), [SCREEN_SIDE, SCREEN_SIDE, 3], 'int32');
    try {
      return riskOf(await model.classify(input));
    } finally {
      input.dispose();
    }
  }
}
