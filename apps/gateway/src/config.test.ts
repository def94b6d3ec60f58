import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('selects Stripe with PAYMENTS_PROVIDER=stripe, and needs its key and webhook secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', PAYMENTS_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY.*STRIPE_WEBHOOK_SECRET|STRIPE_WEBHOOK_SECRET.*STRIPE_SECRET_KEY/s,
    );
    const config = loadConfig({
      NODE_ENV: 'test',
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    }).payments;
    expect(config).toMatchObject({
      provider: 'stripe',
      stripe: { secretKey: 'sk_live_x', webhookSecret: 'whsec_x' },
    });
    expect(loadConfig({ NODE_ENV: 'test' }).payments.stripe).toBeUndefined();
  });

  it('selects Verotel FlexPay with PAYMENTS_PROVIDER=verotel, and needs its website ID and signature key', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', PAYMENTS_PROVIDER: 'verotel' })).toThrow(
      /VEROTEL_SHOP_ID.*VEROTEL_SIGNATURE_KEY|VEROTEL_SIGNATURE_KEY.*VEROTEL_SHOP_ID/s,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'test',
        PAYMENTS_PROVIDER: 'verotel',
        VEROTEL_SHOP_ID: 'abc',
        VEROTEL_SIGNATURE_KEY: 'k',
      }),
    ).toThrow(/VEROTEL_SHOP_ID/);
    const config = loadConfig({
      NODE_ENV: 'test',
      PAYMENTS_PROVIDER: 'verotel',
      VEROTEL_SHOP_ID: '123456',
      VEROTEL_SIGNATURE_KEY: 'flexpay-key',
    }).payments;
    expect(config).toMatchObject({
      provider: 'verotel',
      verotel: { shopId: '123456', signatureKey: 'flexpay-key' },
    });
    expect(config.stripe).toBeUndefined();
  });

  it('has working defaults: port 8080 on loopback only, data in .data under the working directory', () => {
    const config = loadConfig({ NODE_ENV: 'development' }, '/srv/aura');
    expect(config).toMatchObject({
      env: 'development',
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/aura/.data',
      logLevel: 'info',
      trustProxy: false,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 72_000,
      maxConnectionsPerAddress: 512,
    });
    expect(config.webDist).toMatch(/apps\/web\/dist$/);
  });

  it('reads every variable, resolving paths against the working directory', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/data',
        WEB_DIST: '/opt/web',
        LOG_LEVEL: 'debug',
        TRUST_PROXY: 'true',
        NODE_ENV: 'test',
      },
      '/srv/aura',
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/srv/aura/var/data',
      webDist: '/opt/web',
      logLevel: 'debug',
      trustProxy: true,
      env: 'test',
    });
  });

  it('caps connections per address unless a trusted proxy holds them all, or the variable says', () => {
    expect(loadConfig({ TRUST_PROXY: 'true', NODE_ENV: 'test' }).maxConnectionsPerAddress).toBe(0);
    expect(
      loadConfig({ TRUST_PROXY: 'true', MAX_CONNECTIONS_PER_ADDRESS: '2000', NODE_ENV: 'test' })
        .maxConnectionsPerAddress,
    ).toBe(2000);
    expect(loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '0', NODE_ENV: 'test' }).maxConnectionsPerAddress).toBe(
      0,
    );
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5', NODE_ENV: 'test' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '5', NODE_ENV: 'test' })).toThrow(
      /KEEP_ALIVE_TIMEOUT_MS/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', LOG_LEVEL: '', NODE_ENV: 'test' }).port).toBe(8080);
  });

  it('names every bad variable and its value at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', TRUST_PROXY: 'maybe' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems).toHaveLength(3);
    expect(message).toContain('PORT="eighty"');
    expect(message).toContain('LOG_LEVEL="loud"');
    expect(message).toContain('TRUST_PROXY="maybe"');
  });

  it('refuses production with sandbox providers, unless told that is intended', () => {
    expect(() => loadConfig({})).toThrow(/NODE_ENV=production with a sandbox mail or SMS transport/);
    expect(loadConfig({ ALLOW_SANDBOX_PROVIDERS: 'true' }).sandboxPages).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).sandboxPages).toBe(true);
  });

  it('keeps uploads under the data directory, pre-screened outside tests, or on S3 with all its settings', () => {
    const local = loadConfig({ NODE_ENV: 'development' }, '/srv/aura');
    expect(local).toMatchObject({ storageDir: '/srv/aura/.data/files', nsfwPrescreen: true });
    expect(local.s3).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test' }).nsfwPrescreen).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', NSFW_PRESCREEN: 'true', STORAGE_DIR: '/x' }, '/')).toMatchObject({
      nsfwPrescreen: true,
      storageDir: '/x',
    });
    const s3 = {
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'aura',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig({ NODE_ENV: 'test', ...s3 }).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'aura',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    expect(() => loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'aura' })).toThrow(
      'S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set',
    );
  });

  it('needs the SMTP URL and Twilio credentials of the transports it is told to use, and hides secrets', () => {
    let message = '';
    try {
      loadConfig({
        NODE_ENV: 'test',
        MAIL_TRANSPORT: 'smtp',
        SMS_TRANSPORT: 'twilio',
        TWILIO_ACCOUNT_SID: 'AC1',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('SMTP_URL is required when MAIL_TRANSPORT=smtp');
    expect(message).toContain('TWILIO_AUTH_TOKEN is required when SMS_TRANSPORT=twilio');
    expect(() => loadConfig({ NODE_ENV: 'test', SESSION_KEY: '', DATABASE_URL: 'mysql://secret@x' })).toThrow(
      'DATABASE_URL=(hidden)',
    );
  });

  it('turns the account switches and social sign-in credentials into settings', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      EMAIL_REGISTRATION_ENABLED: 'false',
      PHONE_REGISTRATION_BLOCKED_COUNTRIES: 'US,GB',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      PORT: '9090',
    });
    expect(config.accounts).toMatchObject({
      emailRegistration: false,
      phoneRegistrationBlockedCountries: ['US', 'GB'],
    });
    expect(config.oauth.google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      issuer: 'https://accounts.google.com',
    });
    expect(config.oauth.apple).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:9090');
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT="70000"/);
  });

  it('takes Agora only with both the app id and the certificate, and never echoes the certificate', () => {
    const appId = '970CA35de60c44645bbae8a215061b33';
    const appCertificate = '5CFd2fd1755d40ecb72977518be15d3b';
    const dev = { NODE_ENV: 'development' } as const;
    expect(loadConfig(dev).calls.agora).toBeUndefined();
    expect(
      loadConfig({ ...dev, AGORA_APP_ID: appId, AGORA_APP_CERTIFICATE: appCertificate }).calls.agora,
    ).toEqual({
      appId,
      appCertificate,
    });
    expect(() => loadConfig({ ...dev, AGORA_APP_ID: appId })).toThrow(
      /AGORA_APP_ID and AGORA_APP_CERTIFICATE go together/,
    );
    expect(() => loadConfig({ ...dev, AGORA_APP_CERTIFICATE: appCertificate })).toThrow(/go together/);
    let error: unknown;
    try {
      loadConfig({ ...dev, AGORA_APP_ID: appId, AGORA_APP_CERTIFICATE: 'not-hex' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(String(error)).toMatch(/AGORA_APP_CERTIFICATE=\(hidden\)/);
    expect(String(error)).not.toContain('not-hex');
  });

  describe('the test clock (TEST_CLOCK)', () => {
    const test = { NODE_ENV: 'test', TEST_CLOCK: 'true' } as const;
    const stripe = { PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'whsec' };
    const verotel = { PAYMENTS_PROVIDER: 'verotel', VEROTEL_SHOP_ID: '123', VEROTEL_SIGNATURE_KEY: 'key' };
    const s3 = { S3_BUCKET: 'aura', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };

    it('is on only when asked, in test mode with sandbox providers', () => {
      expect(loadConfig({ NODE_ENV: 'test' }).testClock).toBe(false);
      expect(loadConfig(test).testClock).toBe(true);
      // A sign-in provider on this machine (the e2e suite's local OpenID provider) is a sandbox too.
      const google = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
      expect(loadConfig({ ...test, ...google, GOOGLE_ISSUER: 'http://127.0.0.1:4000/' }).testClock).toBe(
        true,
      );
    });

    // The production adapters tested against local fakes of their APIs (docs/testing.md) run on the test clock.
    it.each([
      ['Stripe', { ...stripe, STRIPE_API_BASE: 'http://127.0.0.1:4010' }],
      ['Verotel', { ...verotel, VEROTEL_FLEXPAY_BASE: 'http://localhost:4011' }],
      ['SMTP', { MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://user:pass@127.0.0.1:2525' }],
      [
        'Veriff',
        {
          KYC_PROVIDER: 'veriff',
          VERIFF_BASE_URL: 'http://[::1]:4012',
          VERIFF_API_KEY: 'k',
          VERIFF_SHARED_SECRET: 's',
        },
      ],
      [
        'DeepL',
        { TRANSLATION_PROVIDER: 'deepl', DEEPL_AUTH_KEY: 'k', DEEPL_API_URL: 'http://127.0.0.1:4013' },
      ],
      ['S3', { ...s3, S3_ENDPOINT: 'http://127.0.0.1:4014' }],
    ] as const)('is on with %s on this machine (a local fake)', (_name, provider) => {
      expect(loadConfig({ ...test, ...provider }).testClock).toBe(true);
    });

    it.each([
      ['production', { ALLOW_SANDBOX_PROVIDERS: 'true' }],
      ['development', {}],
    ] as const)('is refused with NODE_ENV=%s', (env, more) => {
      expect(() => loadConfig({ NODE_ENV: env, TEST_CLOCK: 'true', ...more })).toThrow(
        `TEST_CLOCK is for tests only: it lets anyone move the server's time, so it needs NODE_ENV=test (not ${env})`,
      );
    });

    it.each([
      ['SMTP', { MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://mail.example.com' }, 'MAIL_TRANSPORT=smtp'],
      [
        'Twilio',
        { SMS_TRANSPORT: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_SMS_FROM: '+1' },
        'SMS_TRANSPORT=twilio',
      ],
      [
        'Agora',
        {
          AGORA_APP_ID: '970CA35de60c44645bbae8a215061b33',
          AGORA_APP_CERTIFICATE: '5CFd2fd1755d40ecb72977518be15d3b',
        },
        'Agora (AGORA_APP_ID)',
      ],
      [
        'Google',
        { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' },
        'Google (https://accounts.google.com)',
      ],
      ['Facebook', { FACEBOOK_APP_ID: 'id', FACEBOOK_APP_SECRET: 's' }, 'Facebook (FACEBOOK_APP_ID)'],
      ['Stripe', stripe, 'PAYMENTS_PROVIDER=stripe (https://api.stripe.com)'],
      [
        'Stripe at another origin',
        { ...stripe, STRIPE_API_BASE: 'https://stripe-proxy.example.com' },
        'PAYMENTS_PROVIDER=stripe (https://stripe-proxy.example.com)',
      ],
      ['Verotel', verotel, 'PAYMENTS_PROVIDER=verotel (https://secure.verotel.com)'],
      [
        'Veriff',
        { KYC_PROVIDER: 'veriff', VERIFF_API_KEY: 'k', VERIFF_SHARED_SECRET: 's' },
        'KYC_PROVIDER=veriff (https://stationapi.veriff.com)',
      ],
      [
        'DeepL',
        { TRANSLATION_PROVIDER: 'deepl', DEEPL_AUTH_KEY: 'k' },
        'TRANSLATION_PROVIDER=deepl (https://api-free.deepl.com)',
      ],
      [
        'S3',
        { ...s3, S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com' },
        'S3 (https://s3.eu-central-1.amazonaws.com)',
      ],
    ])('is refused with a real provider: %s', (_name, provider, named) => {
      expect(() => loadConfig({ ...test, ...provider })).toThrow(
        `TEST_CLOCK needs every provider to be a sandbox; real ones run on real time: ${named}`,
      );
      expect(loadConfig({ NODE_ENV: 'test', ...provider }).testClock).toBe(false);
    });
  });
});
