// The gateway's `bench` script: the protocol benchmark (gateway.bench.ts), the matching benchmark
// (matching.bench.ts), the uploads benchmark (uploads.bench.ts), the age estimates (age-estimates.bench.ts), the
// payments' webhooks (payments.bench.ts), the messaging benchmark (im.bench.ts), gift sends (gifts.bench.ts) and
// web push's fan-out (push.bench.ts), one after the other, or the one
// `--bench` names:
// `pnpm bench gateway -- --bench matching`. Every other argument goes to the benchmark(s) run.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BENCHES = {
  protocol: 'gateway.bench.ts',
  matching: 'matching.bench.ts',
  uploads: 'uploads.bench.ts',
  kyc: 'age-estimates.bench.ts',
  payments: 'payments.bench.ts',
  im: 'im.bench.ts',
  gifts: 'gifts.bench.ts',
  push: 'push.bench.ts',
} as const;
type BenchName = keyof typeof BENCHES;

const argv = process.argv.slice(2);
const at = argv.findIndex((arg) => arg === '--bench' || arg.startsWith('--bench='));
let chosen: BenchName[] = Object.keys(BENCHES) as BenchName[];
if (at !== -1) {
  const value = argv[at]!.includes('=') ? argv[at]!.split('=')[1] : argv[at + 1];
  argv.splice(at, argv[at]!.includes('=') ? 1 : 2);
  if (!value || !(value in BENCHES)) {
    console.error(`--bench: one of ${Object.keys(BENCHES).join(', ')}`);
    process.exit(2);
  }
  chosen = [value as BenchName];
}

let failed = false;
for (const name of chosen) {
  if (chosen.length > 1) process.stdout.write(`\n--- ${name} ---\n\n`);
  const file = fileURLToPath(new URL(BENCHES[name], import.meta.url));
  const { status } = spawnSync(
    process.execPath,
    ['--conditions=@aura/source', '--import', 'tsx', file, ...argv],
    {
      stdio: 'inherit',
    },
  );
  if (status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
