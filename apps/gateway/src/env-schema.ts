// Every environment variable the gateway reads, as one schema (docs/configuration.md describes each), with the
// defaults it falls back on and the names it treats apart: retired knobs, and secrets never echoed. config.ts turns
// what this reads into the gateway's Config.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_LIMITS, iceServerSchema } from '@aura/contracts';
import { z } from 'zod';

/** Where `npm start` finds the web app's build: apps/web/dist beside this package (from src/ or dist/). */
const DEFAULT_WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
/** Where it finds the prerendered landing pages: apps/landing/dist beside this package. */
const DEFAULT_LANDING_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../landing/dist');

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/**
 * Random matching's allowance unless configured: the spec leaves the counts to the server (§9), so these are ours.
 */
const MATCH_DEFAULTS = { freeMatches: 20, freeResetMinutes: 60, dailyLimit: 500, skipMinutes: 30 } as const;

/**
 * Open connections one address may hold. A signed-in tab holds its WebSocket and one or two keep-alive connections
 * (six at most, the browser's own cap per origin), so this lets an office or a carrier's NAT bring on the order of
 * a hundred people at their busiest, and keeps one machine from holding thousands of sockets.
 */
export const DEFAULT_CONNECTIONS_PER_ADDRESS = 512;

/**
 * How long an idle keep-alive connection stays open for a next request: Fastify's own default, kept longer than the
 * 60 s a load balancer commonly keeps an idle connection to its backend, so the proxy closes first, never the
 * gateway under a request the proxy is sending.
 */
const DEFAULT_KEEP_ALIVE_TIMEOUT_MS = 72_000;

/** Every environment variable the gateway reads. docs/configuration.md describes each. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('.data'),
  WEB_DIST: z.string().min(1).default(DEFAULT_WEB_DIST),
  LANDING_DIST: z.string().min(1).default(DEFAULT_LANDING_DIST),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  TRUST_PROXY: booleanFlag.default(false),
  COMPRESS_ANSWERS: booleanFlag.default(true),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_KEEP_ALIVE_TIMEOUT_MS),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().nonnegative().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  KEYS_DIR: z.string().min(1).optional(),
  STORAGE_DIR: z.string().min(1).optional(),
  NSFW_PRESCREEN: booleanFlag.optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  SESSION_KEY: z.string().min(1).optional(),
  RATE_LIMIT_IP_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  RATE_LIMIT_DEVICE_PER_MINUTE: z.coerce.number().int().positive().default(600),
  SIGN_IN_OPERATIONS_PER_ADDRESS: z.coerce
    .number()
    .int()
    .positive()
    .default(AUTH_LIMITS.operationsPerAddress),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  KYC_PROVIDER: z.enum(['sandbox', 'veriff']).default('sandbox'),
  VERIFF_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://stationapi.veriff.com'),
  VERIFF_API_KEY: z.string().min(1).optional(),
  VERIFF_SHARED_SECRET: z.string().min(1).optional(),
  EMAIL_REGISTRATION_ENABLED: booleanFlag.default(true),
  PHONE_REGISTRATION_ENABLED: booleanFlag.default(true),
  PHONE_REGISTRATION_BLOCKED_COUNTRIES: z
    .string()
    .regex(/^([A-Z]{2}(,[A-Z]{2})*)?$/, 'must be a comma list of two-letter country codes')
    .default(''),
  ONE_SESSION_PER_ACCOUNT: booleanFlag.default(true),
  BIND_REWARD_COINS: z.coerce.number().int().nonnegative().default(20),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, 'must be a P-256 public key in base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: address or an https:// URL')
    .default('mailto:push@aura.invalid'),
  PUSH_LOCAL_ENDPOINTS: booleanFlag.optional(),
  PUSH_NOTIFICATION_COINS: z.coerce.number().int().nonnegative().default(20),
  WEBAPP_INSTALL_COINS: z.coerce.number().int().nonnegative().default(20),
  MAIL_TRANSPORT: z.enum(['sandbox', 'smtp']).default('sandbox'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Aura <no-reply@aura.invalid>'),
  SMS_TRANSPORT: z.enum(['sandbox', 'twilio']).default('sandbox'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_SMS_FROM: z.string().optional(),
  TWILIO_WHATSAPP_FROM: z.string().optional(),
  TRANSLATION_PROVIDER: z.enum(['sandbox', 'deepl']).default('sandbox'),
  DEEPL_AUTH_KEY: z.string().optional(),
  DEEPL_API_URL: z.url().default('https://api-free.deepl.com'),
  ALLOW_SANDBOX_PROVIDERS: booleanFlag.default(false),
  SEED_DEMO_HOSTS: booleanFlag.optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_TEAM_ID: z.string().optional(),
  APPLE_KEY_ID: z.string().optional(),
  APPLE_PRIVATE_KEY: z.string().optional(),
  APPLE_ISSUER: z.url().default('https://appleid.apple.com'),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  TEST_CLOCK: booleanFlag.default(false),
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'stripe', 'verotel']).default('sandbox'),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  VEROTEL_SHOP_ID: z.string().regex(/^\d+$/, 'must be the website ID, digits').optional(),
  VEROTEL_SIGNATURE_KEY: z.string().min(1).optional(),
  VEROTEL_FLEXPAY_BASE: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  SANDBOX_PSP_WEBHOOK_SECRET: z.string().min(16).optional(),
  SANDBOX_PSP_DUPLICATE_RATE: z.coerce.number().min(0).max(1).default(0.1),
  SANDBOX_PSP_SETTLE_SECONDS: z.coerce.number().int().min(1).default(120),
  MATCH_FREE_QUOTA: z.coerce.number().int().min(0).default(MATCH_DEFAULTS.freeMatches),
  MATCH_FREE_RESET_MINUTES: z.coerce.number().int().min(1).default(MATCH_DEFAULTS.freeResetMinutes),
  MATCH_DAILY_LIMIT: z.coerce.number().int().min(1).default(MATCH_DEFAULTS.dailyLimit),
  MATCH_SKIP_MINUTES: z.coerce.number().int().min(0).default(MATCH_DEFAULTS.skipMinutes),
  ICE_SERVERS: z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'must be JSON: an array of RTCIceServer objects' });
        return z.NEVER;
      }
    })
    .pipe(z.array(iceServerSchema))
    .optional(),
  AGORA_APP_ID: z
    .string()
    .regex(/^[0-9a-fA-F]{32}$/, 'must be the 32 hex characters of an Agora project App ID')
    .optional(),
  AGORA_APP_CERTIFICATE: z
    .string()
    .regex(/^[0-9a-fA-F]{32}$/, "must be the 32 hex characters of the Agora project's primary certificate")
    .optional(),
});

/** Test knobs that shortened real time, replaced by the test clock: refused, so an old script says so. */
export const RETIRED_VARIABLES = ['CALL_MINUTE_MS', 'CALL_RING_TIMEOUT_MS'] as const;

/** Never echoed in error messages: they hold passwords or keys. */
export const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'S3_SECRET_ACCESS_KEY',
  'VERIFF_SHARED_SECRET',
  'SESSION_KEY',
  'VAPID_PRIVATE_KEY',
  'SMTP_URL',
  'TWILIO_AUTH_TOKEN',
  'DEEPL_AUTH_KEY',
  'GOOGLE_CLIENT_SECRET',
  'APPLE_PRIVATE_KEY',
  'FACEBOOK_APP_SECRET',
  'AGORA_APP_CERTIFICATE',
  'SANDBOX_PSP_WEBHOOK_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'VEROTEL_SIGNATURE_KEY',
]);
