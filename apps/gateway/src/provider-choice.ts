// Which adapter each provider port gets, from the configuration (docs/configuration.md): the sandbox that behaves
// like the real service, or the production adapter written against the real API.
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { SandboxKyc, VeriffProvider } from './modules/kyc/index.ts';
import { FsStorage, S3Storage, type FileStorage } from './modules/media/index.ts';
import { SandboxPsp, StripePsp, VerotelPsp, type PaymentProvider } from './modules/payments/index.ts';
import { DeeplTranslator } from './providers/deepl-translator.ts';
import { type Mailer, SandboxMailer } from './providers/mail.ts';
import { SmtpMailer } from './providers/smtp-mailer.ts';
import { SandboxTextSender, type TextSender } from './providers/text-messages.ts';
import { SandboxTranslator, type Translator } from './providers/translation.ts';
import { TwilioTextSender } from './providers/twilio-text-sender.ts';
export function translatorFor(config: Config): Translator {
  const { translation } = config;
  if (translation.provider === 'sandbox') return new SandboxTranslator();
  return new DeeplTranslator({ authKey: translation.authKey, apiBaseUrl: translation.apiBaseUrl });
}

export function mailerFor(config: Config, database: Database): Mailer {
  if (config.mail.transport === 'sandbox') return new SandboxMailer(database.db);
  return new SmtpMailer(config.mail);
}

export function textSenderFor(config: Config, database: Database): TextSender {
  if (config.sms.transport === 'sandbox') return new SandboxTextSender(database.db);
  const { accountSid, authToken, smsFrom, whatsappFrom } = config.sms;
  return new TwilioTextSender({ accountSid, authToken, smsFrom, ...(whatsappFrom ? { whatsappFrom } : {}) });
}

/** Files on disk under STORAGE_DIR, or an S3-compatible bucket when S3_BUCKET is set (docs/profiles.md). */
export function storageFor(config: Config): FileStorage {
  return config.s3 ? new S3Storage(config.s3) : new FsStorage(config.storageDir);
}

/**
 * PAYMENTS_PROVIDER (docs/payments.md): the sandbox PSP (its pages, books and deliveries), Stripe's adapter, or
 * Verotel FlexPay's.
 * The sandbox is handed back too: its routes and scheduler need it.
 */
export function paymentProviderFor(
  config: Config,
  database: Database,
  now: () => number,
): { provider: PaymentProvider; sandboxPsp: SandboxPsp | undefined } {
  const { stripe, verotel, sandbox } = config.payments;
  if (stripe) return { provider: new StripePsp({ ...stripe, now }), sandboxPsp: undefined };
  if (verotel) return { provider: new VerotelPsp({ ...verotel, now }), sandboxPsp: undefined };
  const sandboxPsp = new SandboxPsp({
    db: database.db,
    now,
    secret: sandbox.webhookSecret,
    publicUrl: config.publicUrl,
    settleMs: sandbox.settleMs,
    duplicateRate: sandbox.duplicateRate,
  });
  return { provider: sandboxPsp, sandboxPsp };
}

/**
 * KYC_PROVIDER (docs/kyc.md): Veriff's API, at Veriff or at the sandbox KYC provider, whose pages and webhooks the
 * gateway serves (handed back for its routes).
 */
export function kycProviderFor(
  config: Config,
  now: () => number,
): { provider: VeriffProvider; sandboxKyc: SandboxKyc | undefined } {
  const sandboxKyc =
    config.kyc.provider === 'sandbox'
      ? new SandboxKyc({
          apiKey: config.kyc.apiKey,
          sharedSecret: config.kyc.sharedSecret,
          publicUrl: config.publicUrl,
          now,
        })
      : undefined;
  const provider = new VeriffProvider({ ...config.kyc, ...(sandboxKyc ? { fetch: sandboxKyc.fetch } : {}) });
  return { provider, sandboxKyc };
}
