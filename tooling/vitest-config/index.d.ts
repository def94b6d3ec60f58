import type { PluginOption } from 'vite';
import type { ViteUserConfig } from 'vitest/config';

export declare const SOURCE_CONDITION: '@aura/source';

export interface AuraVitestOptions {
  /** `node` for logic and servers, `jsdom` for components. */
  environment?: 'node' | 'jsdom';
  setupFiles?: string[];
  /** Test file globs; defaults to `src/**\/*.test.{ts,tsx}`. */
  include?: string[];
  testTimeout?: number;
  plugins?: PluginOption[];
  /** Further vitest options, merged last. */
  test?: NonNullable<ViteUserConfig['test']>;
}

/** One environment for every test file of a suite (the e2e suite, the story check). */
export declare function auraVitestConfig(options?: AuraVitestOptions): ViteUserConfig;

export interface AuraPackageTestOptions {
  /** Test file globs, relative to the package; defaults to `src/**\/*.test.{ts,tsx}`. */
  include?: string[];
  /**
   * Run the files that need a DOM in jsdom, in a project of their own (`<name> (dom)`): every `*.test.tsx`
   * (components) and the globs in `include`, with Testing Library's matchers and clean-up (dom-setup.js). Every
   * other test file runs in Node.
   */
  dom?: { include?: string[] };
  testTimeout?: number;
  /** Further vitest options of each project, merged last (`isolate: true` gives the Node files a graph each). */
  test?: NonNullable<ViteUserConfig['test']>;
}

/**
 * A package's unit and integration tests as vitest projects named after the package (`@aura/auth`, and
 * `@aura/auth (dom)` for the jsdom files). The Node files of a worker share one module graph (`isolate: false`). `packageUrl` is the config file's `import.meta.url`. The same config
 * runs alone inside the package (`pnpm exec vitest run src/x.test.ts`) and as part of the root run.
 */
export declare function auraPackageTests(
  packageUrl: string,
  options?: AuraPackageTestOptions,
): ViteUserConfig;

/**
 * The root run: every package's projects (`auraPackageTests` configs) merged into one Node project (`unit`) and one
 * jsdom project (`unit (dom)`), further project config files and inline projects, with one worker a core.
 * `rootUrl` is the root config file's `import.meta.url`.
 */
export declare function auraWorkspaceTests(
  rootUrl: string,
  packages: ViteUserConfig[],
  options?: {
    files?: string[];
    projects?: NonNullable<NonNullable<ViteUserConfig['test']>['projects']>;
    test?: NonNullable<ViteUserConfig['test']>;
  },
): ViteUserConfig;
