/**
 * The part of a WebSocket the channel uses. The browser's WebSocket has it, and so does a `ws` socket, so tests in
 * Node pass `ws` (Node 20 has no global WebSocket).
 */
export interface RealtimeSocket {
  readonly readyState: number;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number; reason: string }) => void): void;
  addEventListener(type: 'open' | 'error', listener: () => void): void;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type RealtimeSocketConstructor = new (url: string) => RealtimeSocket;

/** `readyState` of an open socket, the same number in every implementation. */
export const SOCKET_OPEN = 1;

/** The environment's WebSocket; fails clearly where there is none, rather than on first use. */
export function globalWebSocket(): RealtimeSocketConstructor {
  const constructor = (globalThis as { WebSocket?: RealtimeSocketConstructor }).WebSocket;
  if (!constructor) throw new Error('No WebSocket in this environment: pass one as `WebSocket`.');
  return constructor;
}
