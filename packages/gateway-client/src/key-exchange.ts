import type { PublicKey } from '@aura/contracts';
import type { SessionKey } from './cipher.ts';
import { wrapKey } from './key-wrap.ts';

/** The tab's AES key, wrapped for one of the gateway's RSA keys. */
export interface WrappedKey {
  kid: string;
  /** base64 of the RSA-OAEP ciphertext. */
  wrapped: string;
  sessionKey: SessionKey;
}

/**
 * Wraps the tab's one AES key for the gateway. The public key is fetched on first use and kept, so RSA is paid
 * once per tab; when the gateway no longer knows the key id (its keys were rotated and the old one retired),
 * `refresh` fetches the current key and wraps the same AES key again.
 */
export class KeyExchange {
  private current: Promise<WrappedKey> | undefined;
  private refreshing: { staleKid: string; promise: Promise<WrappedKey> } | undefined;

  constructor(
    private readonly sessionKey: () => Promise<SessionKey>,
    private readonly fetchPublicKey: () => Promise<PublicKey>,
    private readonly onLoaded: (kid: string) => void,
  ) {}

  get(): Promise<WrappedKey> {
    this.current ??= this.load();
    return this.current;
  }

  refresh(staleKid: string): Promise<WrappedKey> {
    // Calls that failed on the same stale key at the same time share one fetch.
    if (this.refreshing?.staleKid === staleKid) return this.refreshing.promise;
    const promise = this.load();
    this.current = promise;
    this.refreshing = { staleKid, promise };
    return promise;
  }

  private load(): Promise<WrappedKey> {
    const promise = (async () => {
      const [publicKey, sessionKey] = await Promise.all([this.fetchPublicKey(), this.sessionKey()]);
      const wrapped = await wrapKey(publicKey.publicKey, sessionKey.base64);
      this.onLoaded(publicKey.kid);
      return { kid: publicKey.kid, wrapped, sessionKey };
    })();
    // A failed fetch is forgotten, so the next call tries again.
    promise.catch(() => {
      if (this.current === promise) this.current = undefined;
      if (this.refreshing?.promise === promise) this.refreshing = undefined;
    });
    return promise;
  }
}
