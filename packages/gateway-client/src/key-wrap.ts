import { CipherError } from './cipher.ts';

/**
 * Wraps the tab's AES key (its base64, as the gateway expects) with the gateway's RSA public key, RSA-OAEP with
 * SHA-256 (architecture §5). It must be jsencrypt's `encryptOAEP`: its plain `encrypt` pads with PKCS#1 v1.5,
 * which the gateway refuses to decrypt (a padding-oracle class, CVE-2023-46809). jsencrypt is loaded on first use:
 * a tab wraps one key, so it stays out of the initial bundle.
 */
export async function wrapKey(publicKeyPem: string, keyBase64: string): Promise<string> {
  const { JSEncrypt } = await import('jsencrypt');
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKeyPem);
  const wrapped = rsa.encryptOAEP(keyBase64);
  if (wrapped === false) throw new CipherError('the gateway public key cannot wrap a key');
  return wrapped;
}
