#!/usr/bin/env node
// The package's command. It lives outside dist/ so that pnpm can link it before the first build, which would
// otherwise warn once per dependent package on a fresh install.
import '../dist/main.js';
