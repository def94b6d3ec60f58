// The real model, shipped in @vladmandic/human's npm package, on faces cut from that package's own pictures.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sampleFace } from '../../../test/kyc-faces.ts';
import { HumanAgeEstimator } from './age-estimator.ts';

describe('HumanAgeEstimator', () => {
  it('estimates the age of the face in front of the camera, and finds none in an empty frame', async () => {
    const estimator = new HumanAgeEstimator();
    const young = await estimator.estimate(await sampleFace('young'));
    const adult = await estimator.estimate(await sampleFace('adult'));
    expect(young).toBeGreaterThan(15);
    expect(young).toBeLessThan(25);
    expect(adult).toBeGreaterThan(30);
    const empty = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer();
    expect(await estimator.estimate(empty)).toBeUndefined();
  }, 60_000);
});
