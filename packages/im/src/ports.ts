import type { ServerMessage } from '@aura/contracts';
import type { ImApi } from './api.ts';
import type { OutboxStore } from './outbox.ts';

/** The realtime channel as IM uses it: its messages, and each new socket (a reconnect means catching up). */
export interface ImRealtime {
  onMessage(listener: (message: ServerMessage) => void): () => void;
  onOpen(listener: () => void): () => void;
  /** The browser says the network is back (`online`): the outbox tries at once rather than after its back-off. */
  onOnline?(listener: () => void): () => void;
  /**
   * Watches these users' presence (the channel's counted watch: its `presence` messages reach the store as
   * `realtime/presenceChanged`); throws when the socket watches as many as it may.
   */
  watch?(userIds: readonly string[]): void;
  unwatch?(userIds: readonly string[]): void;
}

/** IM's boundaries, handed to its root saga: the gateway, the socket, a clock and the message id maker. */
export interface ImDependencies {
  api: ImApi;
  realtime: ImRealtime;
  now: () => number;
  newClientId: () => string;
  /** Waits before a retry (a back-off); a test passes one that does not wait. */
  delay: (ms: number) => Promise<void>;
  /** Where written messages wait until the gateway stored them (IndexedDB in the browser). */
  outbox: OutboxStore;
  /** The new message's sound (the web app's, on the bell's loader: after 2 s, unlocked by the first touch). */
  sound?: { play(): void };
}
