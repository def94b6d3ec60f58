import {
  REALTIME,
  serverMessageSchema,
  type ClientMessage,
  type ServerMessage,
  type UserStatus,
} from '@aura/contracts';
import { reconnectDelay } from './backoff.ts';
import { Listeners } from './listeners.ts';
import {
  SOCKET_OPEN,
  globalWebSocket,
  type RealtimeSocket,
  type RealtimeSocketConstructor,
} from './socket.ts';

export type RealtimeStatus = 'connecting' | 'open' | 'closed';
export type ServerError = Extract<ServerMessage, { type: 'error' }>;

export interface RealtimeOpen {
  connectionId: string;
  /** The signed-in user the socket speaks for; undefined for a visitor. */
  userId: string | undefined;
  /** False for the first connection, true for every one after a drop. */
  reconnected: boolean;
  serverTime: number;
}

export interface RealtimeClose {
  code: number;
  reason: string;
  /**
   * `dropped`: the connection was lost or the server closed it, and the channel will reconnect; `unauthorized`:
   * the server refused the session (4401, or 4409 when it was replaced) and the channel stopped; `closed`: the
   * app called close().
   */
  cause: 'dropped' | 'unauthorized' | 'closed';
  /** Milliseconds until the next attempt; undefined when the channel will not reconnect. */
  retryInMs: number | undefined;
  /** The server's `error` message just before the close, which says why (a stale timestamp, a bad sign). */
  error: ServerError | undefined;
}

export interface RealtimePresence {
  userId: string;
  status: UserStatus;
}

export interface RealtimeEvents {
  status: RealtimeStatus;
  open: RealtimeOpen;
  close: RealtimeClose;
  presence: RealtimePresence;
  /** An `error` message from the server (an invalid message of ours, a rate limit). */
  error: ServerError;
  /** Every valid message from the server, including the ones above. */
  message: ServerMessage;
}

export interface RealtimeChannelOptions {
  /** The URL to open, built fresh for every attempt: a signed one must carry a new timestamp, nonce and sign. */
  buildUrl: () => Promise<string>;
  /** The browser's WebSocket unless given (tests in Node pass `ws`). */
  WebSocket?: RealtimeSocketConstructor;
  /** Source of the backoff jitter; Math.random unless given. */
  random?: () => number;
}

const CLOSED_BY_CLIENT = 1000;
/** A close without a close frame (the connection was lost), as browsers report it. */
const ABNORMAL_CLOSURE = 1006;
const TERMINAL_CODES: readonly number[] = [REALTIME.closeCodes.unauthorized, REALTIME.closeCodes.replaced];

/**
 * The realtime channel of docs/realtime.md: one socket, kept open. It pings every heartbeat interval the server
 * announced, treats two intervals without a word from the server as a lost connection, reconnects after
 * unexpected closes with jittered exponential backoff, and watches the same users again on every new socket. It
 * stops for good only on close() or when the server refuses the session.
 */
export class RealtimeChannel {
  private readonly listeners = new Listeners<RealtimeEvents>();
  /** How many watchers want each user's presence: the server hears of the first and of the last leaving. */
  private readonly watchers = new Map<string, number>();
  private readonly WebSocketImpl: RealtimeSocketConstructor;
  private currentStatus: RealtimeStatus = 'closed';
  private socket: RealtimeSocket | undefined;
  /** Bumped by every attempt and by close(), so callbacks of an abandoned socket or URL do nothing. */
  private generation = 0;
  /** Attempts since the last hello: the backoff exponent. */
  private attempt = 0;
  private everOpened = false;
  private heartbeatMs: number = REALTIME.heartbeatSeconds * 1000;
  private lastHeardAt = 0;
  private lastError: ServerError | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private helloTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: RealtimeChannelOptions) {
    this.WebSocketImpl = options.WebSocket ?? globalWebSocket();
  }

  get status(): RealtimeStatus {
    return this.currentStatus;
  }

  /** Users whose presence this channel watches, on this socket and every later one. */
  get watched(): ReadonlySet<string> {
    return new Set(this.watchers.keys());
  }

  on<K extends keyof RealtimeEvents>(event: K, listener: (payload: RealtimeEvents[K]) => void): () => void {
    return this.listeners.on(event, listener);
  }

  /** Starts connecting; does nothing while already connecting or open. */
  connect(): void {
    if (this.currentStatus !== 'closed') return;
    this.attempt = 0;
    void this.dial();
  }

  /** Closes the socket and stops reconnecting, until connect() is called again. */
  close(): void {
    if (this.currentStatus === 'closed') return;
    this.generation += 1;
    this.stopTimers();
    const socket = this.socket;
    this.socket = undefined;
    socket?.close(CLOSED_BY_CLIENT, 'Closed by the client.');
    this.setStatus('closed');
    this.listeners.emit('close', {
      code: CLOSED_BY_CLIENT,
      reason: 'Closed by the client.',
      cause: 'closed',
      retryInMs: undefined,
      error: undefined,
    });
  }

  /**
   * Watches these users' presence: each one's current status arrives at once, then every change. Watches are
   * counted per user, so several parts of the app can watch one user: each `watch` is undone by an `unwatch` of the
   * same users, and the server stops sending a user's presence when the last watcher has let go.
   */
  watch(userIds: readonly string[]): void {
    const wanted = [...new Set(userIds)];
    const added = wanted.filter((userId) => !this.watchers.has(userId));
    if (this.watchers.size + added.length > REALTIME.maxWatchedUsers) {
      throw new RangeError(`A channel watches at most ${REALTIME.maxWatchedUsers} users.`);
    }
    for (const userId of wanted) this.watchers.set(userId, (this.watchers.get(userId) ?? 0) + 1);
    if (added.length > 0 && this.currentStatus === 'open')
      this.send({ type: 'watchPresence', userIds: added });
  }

  /** Undoes a `watch` of these users; users nobody watches any more are dropped on the server too. */
  unwatch(userIds: readonly string[]): void {
    const removed: string[] = [];
    for (const userId of new Set(userIds)) {
      const count = this.watchers.get(userId);
      if (count === undefined) continue;
      if (count > 1) this.watchers.set(userId, count - 1);
      else {
        this.watchers.delete(userId);
        removed.push(userId);
      }
    }
    if (removed.length > 0 && this.currentStatus === 'open') {
      this.send({ type: 'unwatchPresence', userIds: removed });
    }
  }

  private async dial(): Promise<void> {
    const generation = ++this.generation;
    this.setStatus('connecting');
    let url: string;
    try {
      url = await this.options.buildUrl();
    } catch {
      if (generation === this.generation) this.lost(ABNORMAL_CLOSURE, 'Could not build the URL.');
      return;
    }
    if (generation !== this.generation) return;
    const socket = new this.WebSocketImpl(url);
    this.socket = socket;
    this.lastError = undefined;
    // Checked in every callback: a socket given up on (close(), a missed hello) may still report.
    const current = () => generation === this.generation && this.socket === socket;
    socket.addEventListener('message', (event) => current() && this.received(event.data));
    socket.addEventListener('close', (event) => current() && this.lost(event.code, event.reason));
    // The close event that follows an error says all there is; listening keeps `ws` from throwing it.
    socket.addEventListener('error', () => {});
    // A server that accepts the connection but never says hello is as good as down.
    this.helloTimer = setTimeout(
      () => current() && this.abandon('No hello from the server.'),
      this.heartbeatMs,
    );
  }

  private received(data: unknown): void {
    this.lastHeardAt = Date.now();
    let json: unknown;
    try {
      json = JSON.parse(String(data));
    } catch {
      return;
    }
    // Unknown message types (a newer server) are ignored, not errors.
    const parsed = serverMessageSchema.safeParse(json);
    if (!parsed.success) return;
    const message = parsed.data;
    this.listeners.emit('message', message);
    switch (message.type) {
      case 'hello':
        return this.opened(message);
      case 'presence':
        return this.listeners.emit('presence', { userId: message.userId, status: message.status });
      case 'error':
        this.lastError = message;
        return this.listeners.emit('error', message);
      case 'pong':
        return;
    }
  }

  private opened(hello: Extract<ServerMessage, { type: 'hello' }>): void {
    clearTimeout(this.helloTimer);
    this.heartbeatMs = hello.heartbeatMs ?? hello.heartbeatSeconds * 1000;
    this.attempt = 0;
    this.setStatus('open');
    if (this.watchers.size > 0) this.send({ type: 'watchPresence', userIds: [...this.watchers.keys()] });
    this.pingTimer = setInterval(() => this.beat(), this.heartbeatMs);
    const reconnected = this.everOpened;
    this.everOpened = true;
    this.listeners.emit('open', {
      connectionId: hello.connectionId,
      userId: hello.userId,
      reconnected,
      serverTime: hello.serverTime,
    });
  }

  /** Pings, unless the server has been silent so long that the connection is surely gone. */
  private beat(): void {
    if (Date.now() - this.lastHeardAt >= this.heartbeatMs * 2) {
      this.abandon('No answer from the server for two heartbeat intervals.');
      return;
    }
    this.send({ type: 'ping' });
  }

  /** Gives up on the current socket without waiting for a close handshake a dead connection never finishes. */
  private abandon(reason: string): void {
    const socket = this.socket;
    this.socket = undefined;
    socket?.close(CLOSED_BY_CLIENT, reason);
    this.lost(ABNORMAL_CLOSURE, reason);
  }

  private lost(code: number, reason: string): void {
    this.generation += 1;
    this.stopTimers();
    this.socket = undefined;
    const error = this.lastError;
    this.lastError = undefined;
    if (TERMINAL_CODES.includes(code)) {
      this.setStatus('closed');
      this.listeners.emit('close', { code, reason, cause: 'unauthorized', retryInMs: undefined, error });
      return;
    }
    const retryInMs = reconnectDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.setStatus('connecting');
    this.listeners.emit('close', { code, reason, cause: 'dropped', retryInMs, error });
    this.retryTimer = setTimeout(() => void this.dial(), retryInMs);
  }

  /**
   * Sends one message on the open socket (a call's `rtcSignal`, say). Nothing is queued: when the socket is not
   * open it returns false, because a message meant for a moment (signalling) is stale by the time a new socket
   * opens; the sender decides what to do instead.
   */
  send(message: ClientMessage): boolean {
    if (this.socket?.readyState !== SOCKET_OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private stopTimers(): void {
    clearInterval(this.pingTimer);
    clearTimeout(this.retryTimer);
    clearTimeout(this.helloTimer);
    this.pingTimer = this.retryTimer = this.helloTimer = undefined;
  }

  private setStatus(status: RealtimeStatus): void {
    if (this.currentStatus === status) return;
    this.currentStatus = status;
    this.listeners.emit('status', status);
  }
}
