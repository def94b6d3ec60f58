import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Where `npm start` finds the web app's build: apps/web/dist beside this package (from src/ or dist/). */
const DEFAULT_WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Every environment variable the gateway reads. docs/configuration.md describes each. */
const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('.data'),
  WEB_DIST: z.string().min(1).default(DEFAULT_WEB_DIST),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  TRUST_PROXY: booleanFlag.default(false),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  KEYS_DIR: z.string().min(1).optional(),
  SESSION_KEY: z.string().min(1).optional(),
  RATE_LIMIT_IP_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  RATE_LIMIT_DEVICE_PER_MINUTE: z.coerce.number().int().positive().default(600),
});

/** Never echoed in error messages: they hold passwords or keys. */
const SECRET_VARIABLES = new Set(['DATABASE_URL', 'SESSION_KEY']);

export type Config = {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  webDist: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  shutdownTimeoutMs: number;
  trustProxy: boolean;
  /** PostgreSQL when set; the embedded PGlite under dataDir otherwise. */
  databaseUrl: string | undefined;
  /** RSA keys and the session key; `<dataDir>/keys` unless KEYS_DIR says otherwise. */
  keysDir: string;
  /** Base64 of 32 bytes; generated into keysDir when unset. */
  sessionKey: string | undefined;
  rateLimits: { perIpPerMinute: number; perDevicePerMinute: number };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the configuration; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): Config {
  // Empty strings count as unset, so `PORT= npm start` means the default.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const shown = SECRET_VARIABLES.has(name) ? '(hidden)' : JSON.stringify(env[name] ?? '');
        return `${name}=${shown}: ${issue.message}`;
      }),
    );
  }
  const vars = parsed.data;
  const dataDir = resolve(cwd, vars.DATA_DIR);
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    webDist: resolve(cwd, vars.WEB_DIST),
    logLevel: vars.LOG_LEVEL,
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS,
    trustProxy: vars.TRUST_PROXY,
    databaseUrl: vars.DATABASE_URL,
    keysDir: vars.KEYS_DIR ? resolve(cwd, vars.KEYS_DIR) : resolve(dataDir, 'keys'),
    sessionKey: vars.SESSION_KEY,
    rateLimits: {
      perIpPerMinute: vars.RATE_LIMIT_IP_PER_MINUTE,
      perDevicePerMinute: vars.RATE_LIMIT_DEVICE_PER_MINUTE,
    },
  };
}
