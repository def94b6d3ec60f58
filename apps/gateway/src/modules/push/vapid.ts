import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  /** base64url of the uncompressed P-256 point: the applicationServerKey browsers subscribe with. */
  publicKey: string;
  /** base64url of the 32-byte private scalar. */
  privateKey: string;
}

export const VAPID_FILE = 'vapid.json';

/**
 * The server's VAPID keys: the configured pair, else `<keysDir>/vapid.json`, made on first start (0600, written
 * whole then renamed, so a second instance starting at the same moment reads a whole file). Changing them
 * invalidates every stored subscription: browsers subscribed with the old public key (docs/push.md).
 */
export function loadVapidKeys(keysDir: string, configured: VapidKeys | undefined): VapidKeys {
  if (configured) return configured;
  const file = join(keysDir, VAPID_FILE);
  if (!existsSync(file)) {
    mkdirSync(keysDir, { recursive: true, mode: 0o700 });
    const made = webpush.generateVAPIDKeys();
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify({ publicKey: made.publicKey, privateKey: made.privateKey }), {
      mode: 0o600,
    });
    if (existsSync(file)) rmSync(partial);
    else renameSync(partial, file);
  }
  const keys = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
  if (typeof keys.publicKey !== 'string' || typeof keys.privateKey !== 'string') {
    throw new Error(`${file} must hold {"publicKey", "privateKey"} in base64url`);
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
