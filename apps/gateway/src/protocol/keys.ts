import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROTOCOL } from '@aura/contracts';

export interface RsaKey {
  kid: string;
  privateKey: KeyObject;
  /** SPKI, PEM. */
  publicKeyPem: string;
  createdAt: Date;
}

const FILE = /^rsa-(\d{13})-([0-9a-f]+)\.pem$/;

/** A key's id: the first hex digits of SHA-256 over its public key (SPKI, DER). */
export function keyId(publicKey: KeyObject): string {
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('hex').slice(0, PROTOCOL.fingerprintHexDigits);
}

/**
 * The gateway's RSA keys, kept as PEM files in the keys directory (`rsa-<created ms>-<kid>.pem`). The newest is
 * current and published; older ones still open requests until their files are removed, so clients that fetched
 * the previous key keep working through a rotation.
 */
export class KeyRing {
  private readonly keys = new Map<string, RsaKey>();
  private currentKey: RsaKey;

  private constructor(
    private readonly dir: string,
    keys: RsaKey[],
  ) {
    for (const key of keys) this.keys.set(key.kid, key);
    this.currentKey = keys.reduce((newest, key) => (key.createdAt > newest.createdAt ? key : newest));
  }

  /** Loads every key in `dir`, generating the first one when there is none. */
  static open(dir: string): KeyRing {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const keys = readdirSync(dir)
      .map((name) => ({ name, match: FILE.exec(name) }))
      .filter((entry): entry is { name: string; match: RegExpExecArray } => entry.match !== null)
      .map(({ name, match }) => loadKey(join(dir, name), new Date(Number(match[1]))));
    if (keys.length === 0) keys.push(generateKey(dir));
    return new KeyRing(dir, keys);
  }

  get current(): RsaKey {
    return this.currentKey;
  }

  find(kid: string): RsaKey | undefined {
    return this.keys.get(kid);
  }

  /** Generates a new current key; the previous ones stay valid until their files are deleted. */
  rotate(): RsaKey {
    const key = generateKey(this.dir);
    this.keys.set(key.kid, key);
    this.currentKey = key;
    return key;
  }

  list(): RsaKey[] {
    return [...this.keys.values()].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }
}

function loadKey(path: string, createdAt: Date): RsaKey {
  const privateKey = createPrivateKey(readFileSync(path));
  const publicKey = createPublicKey(privateKey);
  return {
    kid: keyId(publicKey),
    privateKey,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    createdAt,
  };
}

function generateKey(dir: string): RsaKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: PROTOCOL.rsaModulusBits });
  const kid = keyId(publicKey);
  const createdAt = new Date();
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  writeFileSync(join(dir, `rsa-${createdAt.getTime()}-${kid}.pem`), pem, { mode: 0o600 });
  return {
    kid,
    privateKey,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    createdAt,
  };
}
