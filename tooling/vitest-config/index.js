// Plain JavaScript so that vitest can load it from a config file without a TypeScript step.
import { defaultClientConditions, defaultServerConditions } from 'vite';

/** Resolve workspace packages to their TypeScript source, so tests never need a build first. */
export const SOURCE_CONDITION = '@aura/source';

/** @type {import('./index.d.ts').auraVitestConfig} */
export function auraVitestConfig(options = {}) {
  const { environment = 'node', setupFiles = [], include, testTimeout, plugins = [], test = {} } = options;
  return {
    plugins,
    resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
    ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
    test: {
      environment,
      setupFiles,
      include: include ?? ['src/**/*.test.{ts,tsx}'],
      // Generous limits: a test measures behaviour, never speed (benchmarks do), and a loaded two-core CI machine
      // can take many times longer than a laptop. A test that hangs still fails.
      testTimeout: testTimeout ?? 30_000,
      hookTimeout: 60_000,
      // `default` for people, `json` for the summary line that `npm test` prints at the end.
      reporters: ['default', 'json'],
      outputFile: { json: '.reports/vitest.json' },
      ...test,
    },
  };
}
