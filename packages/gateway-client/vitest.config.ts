import { auraVitestConfig } from '@aura/vitest-config';

// Tests run the client against a real gateway (in-process, PGlite in memory).
export default auraVitestConfig({
  environment: 'node',
  test: {
    // jsencrypt's ESM build imports its own files without extensions, which Vite resolves and plain Node does
    // not: let Vite transform it, as it does for the browser build.
    server: { deps: { inline: ['jsencrypt'] } },
  },
});
