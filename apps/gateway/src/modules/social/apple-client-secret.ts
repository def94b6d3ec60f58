import { SignJWT, importPKCS8, type CryptoKey } from 'jose';

/** What Apple's developer account gives for Sign in with Apple (docs/accounts.md). */
export interface AppleSigningKey {
  /** The Services ID, Apple's client_id. */
  clientId: string;
  teamId: string;
  /** Id of the Sign in with Apple key. */
  keyId: string;
  /** That key's `.p8` file: a PKCS #8 PEM; `\n` written as two characters (one-line env values) is accepted. */
  privateKey: string;
  /** Apple's issuer, the audience of the secret: `https://appleid.apple.com`. */
  audience: string;
}

/** Apple accepts up to six months; an hour keeps a leaked secret short-lived and costs one signature an hour. */
const LIFETIME_SECONDS = 60 * 60;
/** A secret this close to its end is replaced before use. */
const RENEW_BEFORE_SECONDS = 5 * 60;

/**
 * Apple's client secret: a JWT signed with ES256 by the team's key, `iss` the team, `sub` the client, `aud`
 * Apple (developer.apple.com, "Creating a client secret").
 */
export async function signAppleClientSecret(
  key: AppleSigningKey,
  nowSeconds: number,
  privateKey?: CryptoKey,
): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: key.keyId })
    .setIssuer(key.teamId)
    .setSubject(key.clientId)
    .setAudience(key.audience)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + LIFETIME_SECONDS)
    .sign(privateKey ?? (await importAppleKey(key.privateKey)));
}

export function importAppleKey(pem: string): Promise<CryptoKey> {
  return importPKCS8(pem.replace(/\\n/g, '\n').trim(), 'ES256');
}

/** The current client secret, signed again shortly before the last one runs out. */
export class AppleClientSecret {
  private key: Promise<CryptoKey> | undefined;
  private secret: { value: string; expiresAt: number } | undefined;

  constructor(
    private readonly signingKey: AppleSigningKey,
    private readonly now: () => number = Date.now,
  ) {}

  async current(): Promise<string> {
    const nowSeconds = Math.floor(this.now() / 1000);
    if (this.secret && this.secret.expiresAt - RENEW_BEFORE_SECONDS > nowSeconds) return this.secret.value;
    this.key ??= importAppleKey(this.signingKey.privateKey);
    const value = await signAppleClientSecret(this.signingKey, nowSeconds, await this.key);
    this.secret = { value, expiresAt: nowSeconds + LIFETIME_SECONDS };
    return value;
  }
}
