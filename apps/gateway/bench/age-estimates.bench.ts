// Issue 14's age-estimate benchmark: how many camera photos a second the KYC age estimator reads (Human's face
// detector, mesh and FaceRes age model on TensorFlow.js's WebAssembly backend), on a 640×480 JPEG of a face cut
// from a picture in @vladmandic/human's package. In process, no HTTP. `pnpm bench -- --bench kyc`.
import { availableParallelism, loadavg } from 'node:os';
import { HumanAgeEstimator } from '../src/modules/kyc/age-estimator.ts';
import { sampleFace } from '../test/kyc-faces.ts';

const argv = process.argv.slice(2);
const rounds = Number(argv.find((arg) => arg.startsWith('--rounds='))?.split('=')[1] ?? 20);

const photo = await sampleFace('young');
const estimator = new HumanAgeEstimator();
console.log(
  `input: ${photo.length}-byte 640×480 JPEG; ${availableParallelism()} cores; load average ${loadavg()[0]!.toFixed(1)}`,
);
const loading = performance.now();
const first = await estimator.estimate(photo);
console.log(
  `model load and first estimate: ${((performance.now() - loading) / 1000).toFixed(1)} s (estimated ${first?.toFixed(1)})`,
);
const started = performance.now();
for (let round = 0; round < rounds; round += 1) await estimator.estimate(photo);
const seconds = (performance.now() - started) / 1000;
console.log(
  `age estimates: ${rounds} in ${seconds.toFixed(1)} s, ${(rounds / seconds).toFixed(2)} a second, ${((seconds / rounds) * 1000).toFixed(0)} ms each (one at a time)`,
);
