import type { z } from 'zod';
import type { envSchema } from './env-schema.ts';

const isLoopback = (url: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);

/**
 * The real services a configuration talks to (their clocks are real, their messages reach people, their money is
 * real): mail, SMS, Agora, sign-in providers, the PSPs, the document check, translation and the S3 store. One whose
 * API is on this machine (a local fake in tests: an OpenID provider, Stripe's or Verotel's fake, an SMTP catcher,
 * an S3 server) is a sandbox too. Secret URLs (SMTP_URL) are named, not shown.
 */
export function realProviders(vars: z.infer<typeof envSchema>): string[] {
  const real: string[] = [];
  const remote = (url: string | undefined) => url === undefined || !isLoopback(url);
  if (vars.MAIL_TRANSPORT !== 'sandbox' && remote(vars.SMTP_URL))
    real.push(`MAIL_TRANSPORT=${vars.MAIL_TRANSPORT}`);
  if (vars.SMS_TRANSPORT !== 'sandbox') real.push(`SMS_TRANSPORT=${vars.SMS_TRANSPORT}`);
  if (vars.AGORA_APP_ID) real.push('Agora (AGORA_APP_ID)');
  if (vars.GOOGLE_CLIENT_ID && !isLoopback(vars.GOOGLE_ISSUER)) real.push(`Google (${vars.GOOGLE_ISSUER})`);
  if (vars.APPLE_CLIENT_ID && !isLoopback(vars.APPLE_ISSUER)) real.push(`Apple (${vars.APPLE_ISSUER})`);
  if (vars.FACEBOOK_APP_ID) real.push('Facebook (FACEBOOK_APP_ID)');
  if (vars.KYC_PROVIDER !== 'sandbox' && !isLoopback(vars.VERIFF_BASE_URL)) {
    real.push(`KYC_PROVIDER=${vars.KYC_PROVIDER} (${vars.VERIFF_BASE_URL})`);
  }
  if (vars.TRANSLATION_PROVIDER !== 'sandbox' && !isLoopback(vars.DEEPL_API_URL)) {
    real.push(`TRANSLATION_PROVIDER=${vars.TRANSLATION_PROVIDER} (${vars.DEEPL_API_URL})`);
  }
  if (vars.PAYMENTS_PROVIDER === 'stripe' && remote(vars.STRIPE_API_BASE)) {
    real.push(`PAYMENTS_PROVIDER=stripe (${vars.STRIPE_API_BASE ?? 'https://api.stripe.com'})`);
  }
  if (vars.PAYMENTS_PROVIDER === 'verotel' && remote(vars.VEROTEL_FLEXPAY_BASE)) {
    real.push(`PAYMENTS_PROVIDER=verotel (${vars.VEROTEL_FLEXPAY_BASE ?? 'https://secure.verotel.com'})`);
  }
  if (vars.S3_BUCKET && remote(vars.S3_ENDPOINT))
    real.push(`S3 (${vars.S3_ENDPOINT ?? 'S3_ENDPOINT unset'})`);
  return real;
}
