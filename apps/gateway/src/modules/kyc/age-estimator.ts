// The age-estimation port (docs/kyc.md) and its default adapter: @vladmandic/human's face models, shipped inside
// its npm package, run on TensorFlow.js's WebAssembly backend (its .wasm files ship in
// @tensorflow/tfjs-backend-wasm). Nothing is downloaded at run time; nothing native is built.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

/** What one photo showed: the estimated age of the largest face, or undefined when there is no face. */
export interface AgeEstimator {
  estimate(image: Buffer): Promise<number | undefined>;
}

/** Longest side a photo is scaled to before the models see it (the face detector works at 256 pixels anyway). */
const MAX_SIDE = 640;

interface HumanFace {
  age?: number;
  box: [number, number, number, number];
  boxScore: number;
}
interface HumanInstance {
  load(): Promise<void>;
  detect(input: unknown): Promise<{ face: HumanFace[] }>;
  tf: {
    tensor3d(values: Uint8Array, shape: [number, number, number], dtype: 'int32'): { dispose(): void };
    io: { registerLoadRouter(router: (url: string | string[]) => unknown): void };
  };
}

const require = createRequire(import.meta.url);
/** The folder of a package's main file (`dist/` in both packages used here). */
const mainDir = (name: string) => dirname(require.resolve(name));

/** Reads a graph model from a `file://` path: its JSON and weight shards, as tfjs-node would. */
function fileRouter() {
  return (url: string | string[]) => {
    if (typeof url !== 'string' || !url.startsWith('file://')) return null;
    const file = url.slice('file://'.length);
    return {
      async load() {
        const json = JSON.parse(await readFile(file, 'utf8')) as {
          modelTopology: unknown;
          format?: string;
          generatedBy?: string;
          convertedBy?: string;
          weightsManifest: { paths: string[]; weights: unknown[] }[];
        };
        const shards: Buffer[] = [];
        const weightSpecs: unknown[] = [];
        for (const group of json.weightsManifest) {
          for (const path of group.paths) shards.push(await readFile(join(dirname(file), path)));
          weightSpecs.push(...group.weights);
        }
        const weights = Buffer.concat(shards);
        return {
          modelTopology: json.modelTopology,
          format: json.format,
          generatedBy: json.generatedBy,
          convertedBy: json.convertedBy,
          weightSpecs,
          weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
        };
      },
    };
  };
}

/**
 * Human's face detector (BlazeFace), mesh and description model (FaceRes: age and gender), loaded once on the
 * first estimate. The largest face counts: the person in front of the camera.
 */
export class HumanAgeEstimator implements AgeEstimator {
  private ready: Promise<HumanInstance> | undefined;

  private load(): Promise<HumanInstance> {
    this.ready ??= (async () => {
      const humanDir = dirname(mainDir('@vladmandic/human'));
      const wasmDir = `${mainDir('@tensorflow/tfjs-backend-wasm')}/`;
      // Human's builds for Node need the backend registered before they load.
      const wasm = require('@tensorflow/tfjs-backend-wasm') as { setWasmPaths(path: string): void };
      wasm.setWasmPaths(wasmDir);
      const { Human } = require(join(humanDir, 'dist/human.node-wasm.js')) as {
        Human: new (config: object) => HumanInstance;
      };
      const human = new Human({
        backend: 'wasm',
        wasmPath: wasmDir,
        wasmPlatformFetch: false,
        modelBasePath: `file://${join(humanDir, 'models')}/`,
        cacheModels: false,
        // Every photo is read afresh: no results reused from a similar frame before (Human's video cache).
        cacheSensitivity: 0,
        debug: false,
        face: {
          enabled: true,
          detector: { rotation: false, maxDetected: 5, minConfidence: 0.3 },
          mesh: { enabled: true },
          iris: { enabled: false },
          description: { enabled: true },
          emotion: { enabled: false },
          antispoof: { enabled: false },
          liveness: { enabled: false },
        },
        body: { enabled: false },
        hand: { enabled: false },
        object: { enabled: false },
        gesture: { enabled: false },
        segmentation: { enabled: false },
        filter: { enabled: false },
      });
      human.tf.io.registerLoadRouter(fileRouter());
      await human.load();
      return human;
    })();
    this.ready.catch(() => (this.ready = undefined));
    return this.ready;
  }

  async estimate(image: Buffer): Promise<number | undefined> {
    const human = await this.load();
    const { data, info } = await sharp(image)
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const tensor = human.tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], 'int32');
    try {
      const { face } = await human.detect(tensor);
      const largest = face
        .filter((found) => typeof found.age === 'number' && found.age > 0)
        .sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3])[0];
      return largest?.age;
    } finally {
      tensor.dispose();
    }
  }
}
