// Plain JavaScript so that vitest can load it from a config file without a TypeScript step.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { configDefaults } from 'vitest/config';

/** Resolve workspace packages to their TypeScript source, so tests never need a build first. */
export const SOURCE_CONDITION = '@aura/source';

/** Puts each test file in its package's directory (package-dir.js). */
const PACKAGE_DIR_SETUP = fileURLToPath(new URL('./package-dir.js', import.meta.url));
/** Testing Library's matchers and clean-up, and what jsdom lacks, for every jsdom file (dom-setup.js). */
const DOM_SETUP = fileURLToPath(new URL('./dom-setup.js', import.meta.url));

/** `default` for people, `json` for the summary line that `npm test` prints at the end. */
const REPORTING = { reporters: ['default', 'json'], outputFile: { json: '.reports/vitest.json' } };

const RESOLVE = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
};

// Generous limits: a test measures behaviour, never speed (benchmarks do), and a loaded two-core CI machine can
// take many times longer than a laptop. A test that hangs still fails.
const TIMEOUTS = { testTimeout: 30_000, hookTimeout: 60_000 };

/** @type {import('./index.d.ts').auraVitestConfig} */
export function auraVitestConfig(options = {}) {
  const { environment = 'node', setupFiles = [], include, testTimeout, plugins = [], test = {} } = options;
  return {
    plugins,
    ...RESOLVE,
    test: {
      environment,
      setupFiles,
      include: include ?? ['src/**/*.test.{ts,tsx}'],
      ...TIMEOUTS,
      ...(testTimeout ? { testTimeout } : {}),
      ...REPORTING,
      ...test,
    },
  };
}

/** @type {import('./index.d.ts').auraPackageTests} */
export function auraPackageTests(packageUrl, options = {}) {
  const root = fileURLToPath(new URL('.', packageUrl));
  const { name } = JSON.parse(readFileSync(new URL('package.json', packageUrl), 'utf8'));
  const { include = ['src/**/*.test.{ts,tsx}'], dom, testTimeout, test = {} } = options;
  const domFiles = dom ? ['**/*.test.tsx', ...(dom.include ?? [])] : [];
  const project = (suffix, environment, files, setupFiles) => ({
    ...RESOLVE,
    test: {
      name: `${name}${suffix}`,
      root,
      environment,
      ...TIMEOUTS,
      ...(testTimeout ? { testTimeout } : {}),
      // jsencrypt's ESM build imports its own files without extensions, which Vite resolves and plain Node does
      // not: let Vite transform it, as it does for the browser build.
      server: { deps: { inline: ['jsencrypt'] } },
      // Files share their worker's module graph, in Node and in jsdom: each of the gateway's files imported the whole
      // server again (fastify, drizzle, PGlite, the contracts), and each jsdom file React, the packages and often the
      // gateway too, the largest part of the run's time. A file must leave no global state behind (fake timers,
      // stubbed globals, spies, environment variables, storage, sockets); docs/testing.md, "Unit tests: one run".
      isolate: false,
      ...files,
      ...test,
      setupFiles: [PACKAGE_DIR_SETUP, ...setupFiles, ...(test.setupFiles ?? [])],
    },
  });
  const projects = [project('', 'node', { include, exclude: [...configDefaults.exclude, ...domFiles] }, [])];
  if (dom) projects.push(project(' (dom)', 'jsdom', { include: domFiles }, [DOM_SETUP]));
  return { test: { projects, ...REPORTING } };
}

/**
 * The projects of one environment, from every package, as one project at the workspace's root: each package's globs
 * scoped to its directory, its global setup kept, the longest time limit. The package-dir setup
 * still puts each file in its own package's directory.
 */
function mergeProjects(rootDir, name, projects) {
  const scoped = (project, globs = []) =>
    globs.map((glob) => (isAbsolute(glob) ? glob : join(relative(rootDir, project.test.root), glob)));
  const [first] = projects;
  return {
    ...first,
    test: {
      ...first.test,
      name,
      root: rootDir,
      include: projects.flatMap((project) => scoped(project, project.test.include)),
      exclude: [
        ...configDefaults.exclude,
        ...projects.flatMap((project) => scoped(project, project.test.exclude)),
      ],
      globalSetup: projects.flatMap((project) =>
        [project.test.globalSetup ?? []].flat().map((file) => join(project.test.root, file)),
      ),
      testTimeout: Math.max(...projects.map((project) => project.test.testTimeout)),
      hookTimeout: Math.max(...projects.map((project) => project.test.hookTimeout)),
      setupFiles: [...new Set(projects.flatMap((project) => project.test.setupFiles))],
    },
  };
}

/** @type {import('./index.d.ts').auraWorkspaceTests} */
export function auraWorkspaceTests(rootUrl, packages, options = {}) {
  const { files = [], projects = [], test = {} } = options;
  const rootDir = fileURLToPath(new URL('.', rootUrl));
  // One project an environment rather than one a package: vitest gives each project workers of its own, so every
  // package's files started workers that imported React, the contracts and the gateway again and opened their own
  // PGlite databases; a worker now goes on from one package's files to the next.
  const packageProjects = packages.flatMap((config) => config.test?.projects ?? []);
  const byEnvironment = (environment) =>
    packageProjects.filter((project) => project.test.environment === environment);
  return {
    test: {
      projects: [
        mergeProjects(rootDir, 'unit', byEnvironment('node')),
        mergeProjects(rootDir, 'unit (dom)', byEnvironment('jsdom')),
        ...files,
        ...projects,
      ],
      // One worker a core (vitest's default leaves one core to itself: a single worker on two cores). Most test
      // files wait on a gateway, a database or a timer part of the time, and the main process only schedules.
      maxWorkers: availableParallelism(),
      ...REPORTING,
      ...test,
    },
  };
}
