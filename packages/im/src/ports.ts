import type { ServerMessage } from '@aura/contracts';
import type { ImApi } from './api.ts';

/** The realtime channel as IM uses it: its messages, and each new socket (a reconnect means catching up). */
export interface ImRealtime {
  onMessage(listener: (message: ServerMessage) => void): () => void;
  onOpen(listener: () => void): () => void;
}

/** IM's boundaries, handed to its root saga: the gateway, the socket, a clock and the message id maker. */
export interface ImDependencies {
  api: ImApi;
  realtime: ImRealtime;
  now: () => number;
  newClientId: () => string;
  /** Waits before a retry (a back-off); a test passes one that does not wait. */
  delay: (ms: number) => Promise<void>;
}
