import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The key that seals login tokens at rest (AES-256-GCM). From `SESSION_KEY` (base64) when several instances share
 * a database, otherwise generated once into the keys directory. Without it a database dump reveals no token.
 */
export function loadSessionKey(keysDir: string, fromEnv: string | undefined): Buffer {
  if (fromEnv) return decodeKey(fromEnv, 'SESSION_KEY');
  const file = join(keysDir, 'session.key');
  if (!existsSync(file)) {
    mkdirSync(keysDir, { recursive: true, mode: 0o700 });
    writeFileSync(file, randomBytes(KEY_BYTES).toString('base64'), { mode: 0o600 });
  }
  return decodeKey(readFileSync(file, 'utf8').trim(), file);
}

function decodeKey(base64: string, source: string): Buffer {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`${source} must be ${KEY_BYTES} bytes in base64`);
  return key;
}

export function sealToken(key: Buffer, token: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

export function openToken(key: Buffer, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}
