import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import type { IceServer } from '@aura/contracts';
import type { z } from 'zod';
import {
  DEFAULT_CONNECTIONS_PER_ADDRESS,
  envSchema,
  RETIRED_VARIABLES,
  SECRET_VARIABLES,
} from './env-schema.ts';
import { realProviders } from './real-providers.ts';

export type Config = {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  webDist: string;
  /** apps/landing's build: the prerendered landing and public pages (docs/landing.md). */
  landingDist: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  shutdownTimeoutMs: number;
  trustProxy: boolean;
  /** Text answers of at least COMPRESS_MIN_BYTES go compressed (compression.ts); off behind a proxy that does it. */
  compressAnswers: boolean;
  /** How long a request may take to arrive, headers and body, before it is answered 408 and cut. */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection waits for a next request before the gateway closes it. */
  keepAliveTimeoutMs: number;
  /** Connections open at once from one address (IPv4, or IPv6 /64); 0: no cap (behind a proxy, by default). */
  maxConnectionsPerAddress: number;
  /** PostgreSQL when set; the embedded PGlite under dataDir otherwise. */
  databaseUrl: string | undefined;
  /** RSA keys and the session key; `<dataDir>/keys` unless KEYS_DIR says otherwise. */
  keysDir: string;
  /** Uploaded files (docs/profiles.md); `<dataDir>/files` unless STORAGE_DIR says otherwise. */
  storageDir: string;
  /** The automatic NSFW pre-screen of uploads; on unless NSFW_PRESCREEN=false, off by default in tests. */
  nsfwPrescreen: boolean;
  /** Uploaded files on an S3-compatible store instead of storageDir, when S3_BUCKET is set. */
  s3?: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
  /** Base64 of 32 bytes; generated into keysDir when unset. */
  sessionKey: string | undefined;
  rateLimits: {
    perIpPerMinute: number;
    perDevicePerMinute: number;
    /** Sign-in operations one address may start per AUTH_LIMITS.operationWindowMinutes. */
    signInPerAddress: number;
  };
  /** The origin people reach the app at, for links in mails; `http://localhost:<port>` unless PUBLIC_URL says. */
  publicUrl: string;
  accounts: {
    emailRegistration: boolean;
    phoneRegistration: boolean;
    /** Countries where signing up by phone is not offered. */
    phoneRegistrationBlockedCountries: string[];
    /** A new sign-in ends the account's other sessions ("active on another device", RESULT_CODES.activeOnAnotherDevice). */
    oneSessionPerAccount: boolean;
    bindRewardCoins: number;
  };
  /** Web push (docs/push.md). */
  push: {
    /** VAPID keys from the environment; undefined: made on first start into keysDir (vapid.json). */
    vapid?: { publicKey: string; privateKey: string };
    subject: string;
    /** Subscriptions may name plain-http or loopback push services (web-push-testing); off in production. */
    localEndpoints: boolean;
    /** The one-time grants: turning notifications on, installing the web app. */
    notificationCoins: number;
    webappCoins: number;
  };
  mail: { transport: 'sandbox' } | { transport: 'smtp'; smtpUrl: string; from: string };
  sms:
    | { transport: 'sandbox' }
    | { transport: 'twilio'; accountSid: string; authToken: string; smsFrom: string; whatsappFrom?: string };
  /** The sandbox providers' outbox page (/dev/outbox): outside production only. */
  sandboxPages: boolean;
  /**
   * A clock tests move forward through /dev/clock (TEST_CLOCK): only with NODE_ENV=test and every provider a
   * sandbox or a local fake (realProviders), refused otherwise (docs/testing.md, "The test clock").
   */
  testClock: boolean;
  /** Make the demo hosts at start (docs/hosts.md): by default in development only. */
  seedDemoHosts: boolean;
  calls: {
    /** Handed to both sides of a call for their RTCPeerConnection; empty works on one machine or one LAN. */
    iceServers: IceServer[];
    /** Agora RTC/RTM instead of WebRTC + the gateway's relay, when AGORA_APP_ID and AGORA_APP_CERTIFICATE are set. */
    agora?: { appId: string; appCertificate: string };
  };
  /** Random matching's server-given allowance (spec §9; docs/matching.md). */
  matching: {
    /** Free matches per window; after them a match costs MATCH_LIMITS.normalPrice. */
    freeMatches: number;
    /** The countdown that gives the free matches back, from the first free match of a window. */
    freeResetMs: number;
    /** Matches a user may make in a UTC day, free or paid. */
    dailyLimit: number;
    /** How long two users one of whom moved on from the other (Next, Face to Face's time up) are not paired again. */
    skipMs: number;
  };
  /** The coin shop's payment provider (docs/payments.md). */
  payments: {
    provider: 'sandbox' | 'stripe' | 'verotel';
    /** PAYMENTS_PROVIDER=stripe: the API key, the webhook endpoint's signing secret, another API origin (tests). */
    stripe?: { secretKey: string; webhookSecret: string; apiBase?: string };
    /** PAYMENTS_PROVIDER=verotel: the website's ID and FlexPay signature key, another FlexPay origin (CardBilling, tests). */
    verotel?: { shopId: string; signatureKey: string; baseUrl?: string };
    sandbox: {
      /** Signs the sandbox PSP's webhooks; a random one per process when unset (it delivers to itself). */
      webhookSecret: string;
      /** The share of webhooks the sandbox sends twice. */
      duplicateRate: number;
      /** How long the "processing" test cards take to settle. */
      settleMs: number;
    };
  };
  /**
   * The document check of age assurance (docs/kyc.md): Veriff's API, at Veriff or at the sandbox this gateway
   * serves (`/kyc-sandbox`, with keys made per process).
   */
  kyc: { provider: 'sandbox' | 'veriff'; baseUrl: string; apiKey: string; sharedSecret: string };
  /** Translation of chat messages (docs/messages.md "Translation"): the sandbox, or DeepL's API v2. */
  translation: { provider: 'sandbox' } | { provider: 'deepl'; authKey: string; apiBaseUrl: string };
  oauth: {
    google?: { clientId: string; clientSecret: string; issuer: string };
    apple?: { clientId: string; teamId: string; keyId: string; privateKey: string; issuer: string };
    facebook?: { appId: string; appSecret: string };
  };
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
  const problems: string[] = [];
  const need = (names: (keyof typeof vars)[], because: string) => {
    for (const name of names) if (!vars[name]) problems.push(`${name} is required ${because}`);
  };
  if (vars.MAIL_TRANSPORT === 'smtp') need(['SMTP_URL'], 'when MAIL_TRANSPORT=smtp');
  if (vars.TRANSLATION_PROVIDER === 'deepl') need(['DEEPL_AUTH_KEY'], 'when TRANSLATION_PROVIDER=deepl');
  if (vars.SMS_TRANSPORT === 'twilio') {
    need(['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_SMS_FROM'], 'when SMS_TRANSPORT=twilio');
  }
  const sandboxed = vars.MAIL_TRANSPORT === 'sandbox' || vars.SMS_TRANSPORT === 'sandbox';
  if (vars.NODE_ENV === 'production' && sandboxed && !vars.ALLOW_SANDBOX_PROVIDERS) {
    problems.push(
      'NODE_ENV=production with a sandbox mail or SMS transport: no one would receive their codes. Set MAIL_TRANSPORT and SMS_TRANSPORT, or ALLOW_SANDBOX_PROVIDERS=true for a staging deployment',
    );
  }
  if (
    vars.NODE_ENV === 'production' &&
    vars.PAYMENTS_PROVIDER === 'sandbox' &&
    !vars.ALLOW_SANDBOX_PROVIDERS
  ) {
    problems.push(
      'NODE_ENV=production with PAYMENTS_PROVIDER=sandbox: nobody could pay. Set a real provider, or ALLOW_SANDBOX_PROVIDERS=true for a staging deployment',
    );
  }
  if (vars.PAYMENTS_PROVIDER === 'stripe')
    need(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'], 'when PAYMENTS_PROVIDER=stripe');
  if (vars.PAYMENTS_PROVIDER === 'verotel')
    need(['VEROTEL_SHOP_ID', 'VEROTEL_SIGNATURE_KEY'], 'when PAYMENTS_PROVIDER=verotel');
  if (vars.KYC_PROVIDER === 'veriff')
    need(['VERIFF_API_KEY', 'VERIFF_SHARED_SECRET'], 'when KYC_PROVIDER=veriff');
  if (vars.NODE_ENV === 'production' && vars.KYC_PROVIDER === 'sandbox' && !vars.ALLOW_SANDBOX_PROVIDERS) {
    problems.push(
      'NODE_ENV=production with KYC_PROVIDER=sandbox: anyone could pass the age check. Set KYC_PROVIDER=veriff, or ALLOW_SANDBOX_PROVIDERS=true for a staging deployment',
    );
  }
  if (vars.SEED_DEMO_HOSTS && vars.SMS_TRANSPORT !== 'sandbox') {
    problems.push(
      "SEED_DEMO_HOSTS with a real SMS transport: the demo hosts' phone numbers are real numbers, and whoever owns one could sign in as that host. Demo hosts are for the sandbox SMS outbox only",
    );
  }
  for (const retired of RETIRED_VARIABLES) {
    if (present[retired] !== undefined) {
      problems.push(
        `${retired} is gone: a minute is a minute; tests move the test clock instead (TEST_CLOCK)`,
      );
    }
  }
  if (vars.TEST_CLOCK && vars.NODE_ENV !== 'test') {
    problems.push(
      `TEST_CLOCK is for tests only: it lets anyone move the server's time, so it needs NODE_ENV=test (not ${vars.NODE_ENV})`,
    );
  }
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, '');
  const real = realProviders(vars);
  if (vars.TEST_CLOCK && real.length > 0) {
    problems.push(
      `TEST_CLOCK needs every provider to be a sandbox; real ones run on real time: ${real.join(', ')}`,
    );
  }
  if (vars.S3_BUCKET)
    need(['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], 'when S3_BUCKET is set');
  if (Boolean(vars.VAPID_PUBLIC_KEY) !== Boolean(vars.VAPID_PRIVATE_KEY)) {
    problems.push(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither to have a pair made into KEYS_DIR',
    );
  }
  if (Boolean(vars.AGORA_APP_ID) !== Boolean(vars.AGORA_APP_CERTIFICATE)) {
    problems.push(
      'AGORA_APP_ID and AGORA_APP_CERTIFICATE go together: set both to use Agora for calls, or neither for WebRTC',
    );
  }
  if (problems.length) throw new ConfigError(problems);
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    webDist: resolve(cwd, vars.WEB_DIST),
    landingDist: resolve(cwd, vars.LANDING_DIST),
    logLevel: vars.LOG_LEVEL,
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS,
    trustProxy: vars.TRUST_PROXY,
    compressAnswers: vars.COMPRESS_ANSWERS,
    requestTimeoutMs: vars.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: vars.KEEP_ALIVE_TIMEOUT_MS,
    maxConnectionsPerAddress:
      vars.MAX_CONNECTIONS_PER_ADDRESS ?? (vars.TRUST_PROXY ? 0 : DEFAULT_CONNECTIONS_PER_ADDRESS),
    databaseUrl: vars.DATABASE_URL,
    keysDir: vars.KEYS_DIR ? resolve(cwd, vars.KEYS_DIR) : resolve(dataDir, 'keys'),
    storageDir: vars.STORAGE_DIR ? resolve(cwd, vars.STORAGE_DIR) : resolve(dataDir, 'files'),
    nsfwPrescreen: vars.NSFW_PRESCREEN ?? vars.NODE_ENV !== 'test',
    ...(vars.S3_BUCKET && vars.S3_ENDPOINT && vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
      ? {
          s3: {
            endpoint: vars.S3_ENDPOINT,
            bucket: vars.S3_BUCKET,
            region: vars.S3_REGION,
            accessKeyId: vars.S3_ACCESS_KEY_ID,
            secretAccessKey: vars.S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
    sessionKey: vars.SESSION_KEY,
    rateLimits: {
      perIpPerMinute: vars.RATE_LIMIT_IP_PER_MINUTE,
      perDevicePerMinute: vars.RATE_LIMIT_DEVICE_PER_MINUTE,
      signInPerAddress: vars.SIGN_IN_OPERATIONS_PER_ADDRESS,
    },
    publicUrl,
    accounts: {
      emailRegistration: vars.EMAIL_REGISTRATION_ENABLED,
      phoneRegistration: vars.PHONE_REGISTRATION_ENABLED,
      phoneRegistrationBlockedCountries: vars.PHONE_REGISTRATION_BLOCKED_COUNTRIES.split(',').filter(Boolean),
      oneSessionPerAccount: vars.ONE_SESSION_PER_ACCOUNT,
      bindRewardCoins: vars.BIND_REWARD_COINS,
    },
    push: {
      ...(vars.VAPID_PUBLIC_KEY && vars.VAPID_PRIVATE_KEY
        ? { vapid: { publicKey: vars.VAPID_PUBLIC_KEY, privateKey: vars.VAPID_PRIVATE_KEY } }
        : {}),
      subject: vars.VAPID_SUBJECT,
      localEndpoints: vars.PUSH_LOCAL_ENDPOINTS ?? vars.NODE_ENV !== 'production',
      notificationCoins: vars.PUSH_NOTIFICATION_COINS,
      webappCoins: vars.WEBAPP_INSTALL_COINS,
    },
    mail:
      vars.MAIL_TRANSPORT === 'smtp'
        ? { transport: 'smtp', smtpUrl: vars.SMTP_URL!, from: vars.MAIL_FROM }
        : { transport: 'sandbox' },
    sms:
      vars.SMS_TRANSPORT === 'twilio'
        ? {
            transport: 'twilio',
            accountSid: vars.TWILIO_ACCOUNT_SID!,
            authToken: vars.TWILIO_AUTH_TOKEN!,
            smsFrom: vars.TWILIO_SMS_FROM!,
            ...(vars.TWILIO_WHATSAPP_FROM ? { whatsappFrom: vars.TWILIO_WHATSAPP_FROM } : {}),
          }
        : { transport: 'sandbox' },
    sandboxPages: vars.NODE_ENV !== 'production',
    testClock: vars.TEST_CLOCK,
    seedDemoHosts:
      vars.SEED_DEMO_HOSTS ?? (vars.NODE_ENV === 'development' && vars.SMS_TRANSPORT === 'sandbox'),
    calls: {
      iceServers: vars.ICE_SERVERS ?? [],
      ...(vars.AGORA_APP_ID && vars.AGORA_APP_CERTIFICATE
        ? { agora: { appId: vars.AGORA_APP_ID, appCertificate: vars.AGORA_APP_CERTIFICATE } }
        : {}),
    },
    matching: {
      freeMatches: vars.MATCH_FREE_QUOTA,
      freeResetMs: vars.MATCH_FREE_RESET_MINUTES * 60_000,
      dailyLimit: vars.MATCH_DAILY_LIMIT,
      skipMs: vars.MATCH_SKIP_MINUTES * 60_000,
    },
    payments: {
      provider: vars.PAYMENTS_PROVIDER,
      ...(vars.PAYMENTS_PROVIDER === 'stripe'
        ? {
            stripe: {
              secretKey: vars.STRIPE_SECRET_KEY ?? '',
              webhookSecret: vars.STRIPE_WEBHOOK_SECRET ?? '',
              ...(vars.STRIPE_API_BASE ? { apiBase: vars.STRIPE_API_BASE } : {}),
            },
          }
        : {}),
      ...(vars.PAYMENTS_PROVIDER === 'verotel'
        ? {
            verotel: {
              shopId: vars.VEROTEL_SHOP_ID ?? '',
              signatureKey: vars.VEROTEL_SIGNATURE_KEY ?? '',
              ...(vars.VEROTEL_FLEXPAY_BASE ? { baseUrl: vars.VEROTEL_FLEXPAY_BASE } : {}),
            },
          }
        : {}),
      sandbox: {
        webhookSecret: vars.SANDBOX_PSP_WEBHOOK_SECRET ?? randomBytes(32).toString('hex'),
        duplicateRate: vars.SANDBOX_PSP_DUPLICATE_RATE,
        settleMs: vars.SANDBOX_PSP_SETTLE_SECONDS * 1000,
      },
    },
    translation:
      vars.TRANSLATION_PROVIDER === 'deepl'
        ? { provider: 'deepl', authKey: vars.DEEPL_AUTH_KEY!, apiBaseUrl: vars.DEEPL_API_URL }
        : { provider: 'sandbox' },
    kyc:
      vars.KYC_PROVIDER === 'veriff'
        ? {
            provider: 'veriff',
            baseUrl: vars.VERIFF_BASE_URL,
            apiKey: vars.VERIFF_API_KEY ?? '',
            sharedSecret: vars.VERIFF_SHARED_SECRET ?? '',
          }
        : {
            provider: 'sandbox',
            baseUrl: `${publicUrl}/kyc-sandbox`,
            apiKey: randomBytes(16).toString('hex'),
            sharedSecret: randomBytes(32).toString('hex'),
          },
    oauth: {
      ...(vars.GOOGLE_CLIENT_ID && vars.GOOGLE_CLIENT_SECRET
        ? {
            google: {
              clientId: vars.GOOGLE_CLIENT_ID,
              clientSecret: vars.GOOGLE_CLIENT_SECRET,
              issuer: vars.GOOGLE_ISSUER,
            },
          }
        : {}),
      ...(vars.APPLE_CLIENT_ID && vars.APPLE_TEAM_ID && vars.APPLE_KEY_ID && vars.APPLE_PRIVATE_KEY
        ? {
            apple: {
              clientId: vars.APPLE_CLIENT_ID,
              teamId: vars.APPLE_TEAM_ID,
              keyId: vars.APPLE_KEY_ID,
              privateKey: vars.APPLE_PRIVATE_KEY,
              issuer: vars.APPLE_ISSUER,
            },
          }
        : {}),
      ...(vars.FACEBOOK_APP_ID && vars.FACEBOOK_APP_SECRET
        ? { facebook: { appId: vars.FACEBOOK_APP_ID, appSecret: vars.FACEBOOK_APP_SECRET } }
        : {}),
    },
  };
}
