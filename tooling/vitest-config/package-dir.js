// A setup file of every package's projects: each test file runs in its package's directory, whether the package
// runs alone (`pnpm test` inside it) or in the root's one run, so paths relative to the working directory (a
// `--import tsx` in a child process, the gateway's default data directory) mean the same in both.
process.chdir(process.env.AURA_PACKAGE_DIR);
