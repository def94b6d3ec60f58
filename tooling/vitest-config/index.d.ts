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

export declare function auraVitestConfig(options?: AuraVitestOptions): ViteUserConfig;
