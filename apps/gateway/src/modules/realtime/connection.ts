import { randomUUID } from 'node:crypto';
import {
  PROTOCOL_ERRORS,
  REALTIME,
  serverMessageSchema,
  type ClientMessage,
  type ServerMessage,
} from '@aura/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { GatewayError } from '../../protocol/errors.ts';
import type { ProtocolServices } from '../../protocol/route.ts';
import type { PresenceService } from '../presence/index.ts';
import type { ActiveSession } from '../sessions/index.ts';
import { Refusal, admit } from './admission.ts';
import { InvalidMessageCounter, readMessage } from './inbound.ts';

/** Standard close codes: the server is going away; the server hit an unexpected condition. */
export const GOING_AWAY = 1001;
const INTERNAL_ERROR = 1011;
/** A client that reads nothing while this much waits to be sent is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Close reasons are at most 123 bytes on the wire. */
const MAX_REASON_BYTES = 123;

/** Client messages about calls (signalling, video upgrade), handled by the calls module. */
export type CallMessage = Extract<ClientMessage, { type: 'rtcSignal' | 'videoUpgrade' }>;

/** What a connection needs from the hub that keeps it. */
export interface ConnectionHost {
  readonly protocol: ProtocolServices;
  readonly presence: PresenceService;
  readonly instanceId: string;
  readonly heartbeatMs: number;
  /** True once the gateway is shutting down: sockets close without one presence write each. */
  readonly stopping: boolean;
  opened(connection: Connection): void;
  watch(connection: Connection, userIds: string[]): Promise<void>;
  unwatch(connection: Connection, userIds: string[]): void;
  callMessage(connection: Connection, message: CallMessage): Promise<void>;
  closed(connection: Connection): void;
}

function shortReason(reason: string): string {
  let short = reason;
  while (Buffer.byteLength(short, 'utf8') > MAX_REASON_BYTES) short = short.slice(0, -1);
  return short;
}

/**
 * One client's socket. Its work runs one step at a time in arrival order (admission, then each message), so a
 * `watchPresence` sent before `hello` waits for admission, and `unwatch` never overtakes the `watch` before it.
 */
export class Connection {
  readonly id = randomUUID();
  /** User ids this socket watches the presence of. */
  readonly watched = new Set<string>();
  session: ActiveSession | undefined;
  private queue: Promise<void> = Promise.resolve();
  private readonly silence: NodeJS.Timeout;
  private readonly invalidMessages: InvalidMessageCounter;
  private lastBeatWrittenAt = 0;
  private presenceOpened = false;
  private ended = false;
  private readonly log: FastifyBaseLogger;
  /** Settles when the socket has closed and its last step has run. */
  readonly finished: Promise<void>;

  constructor(
    private readonly socket: WebSocket,
    private readonly request: FastifyRequest,
    private readonly host: ConnectionHost,
  ) {
    this.log = request.log.child({ connectionId: this.id });
    this.invalidMessages = new InvalidMessageCounter(host.protocol.now);
    this.silence = setTimeout(() => this.missedHeartbeats(), host.heartbeatMs * 3);
    this.finished = new Promise((resolve) => {
      socket.on('close', () => {
        this.ended = true;
        clearTimeout(this.silence);
        this.host.closed(this);
        this.run(() => this.wentAway()).then(resolve, resolve);
      });
    });
    socket.on('message', (data, isBinary) => this.received(data, isBinary));
    this.run(() => this.open());
  }

  get userId(): number | undefined {
    return this.session?.userId;
  }

  get isOpen(): boolean {
    return !this.ended && this.socket.readyState === this.socket.OPEN;
  }

  send(message: ServerMessage): void {
    if (!this.isOpen) return;
    if (this.host.protocol.validateOutput && !serverMessageSchema.safeParse(message).success) {
      throw new Error(`realtime message outside its schema: ${JSON.stringify(message)}`);
    }
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.log.warn({ buffered: this.socket.bufferedAmount }, 'realtime client reads too slowly: dropped');
      this.socket.terminate();
      return;
    }
    this.socket.send(JSON.stringify(message));
  }

  /** Tells the client why (as an `error` message), then closes with `code`. */
  refuse(code: number, error: GatewayError): void {
    this.send({ type: 'error', code: error.code, message: error.message, data: error.data ?? undefined });
    this.close(code, error.message);
  }

  close(code: number, reason: string): void {
    if (this.socket.readyState === this.socket.CLOSED || this.socket.readyState === this.socket.CLOSING)
      return;
    this.socket.close(code, shortReason(reason));
  }

  terminate(): void {
    this.socket.terminate();
  }

  private run(step: () => Promise<void> | void): Promise<void> {
    this.queue = this.queue.then(step).catch((error: unknown) => {
      this.log.error({ err: error }, 'realtime step failed');
      this.close(INTERNAL_ERROR, 'Internal error.');
    });
    return this.queue;
  }

  private async open(): Promise<void> {
    if (this.host.stopping) return this.close(GOING_AWAY, 'The server is shutting down.');
    try {
      const { session } = await admit(this.host.protocol, this.request);
      this.session = session;
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      this.log.info({ code: error.error.code }, 'realtime connection refused');
      return this.refuse(error.closeCode, error.error);
    }
    if (this.ended) return;
    if (this.session) {
      await this.host.presence.socketOpened(this.id, this.session.userId, this.host.instanceId);
      this.presenceOpened = true;
      this.lastBeatWrittenAt = this.host.protocol.now();
    }
    // The socket may have closed while presence was written; its goodbye step is queued after this one.
    if (this.ended) return;
    this.host.opened(this);
    this.send({
      type: 'hello',
      connectionId: this.id,
      userId: this.session ? String(this.session.userId) : undefined,
      serverTime: this.host.protocol.now(),
      heartbeatSeconds: Math.max(1, Math.round(this.host.heartbeatMs / 1000)),
      heartbeatMs: this.host.heartbeatMs,
    });
  }

  private received(data: RawData, isBinary: boolean): void {
    // Any message is a sign of life, not just `ping`.
    this.silence.refresh();
    const limit = this.host.protocol.rateLimiter.hit(`ws:${this.id}`, REALTIME.maxMessagesPerMinute);
    if (!limit.allowed) {
      return this.send({
        type: 'error',
        code: PROTOCOL_ERRORS.rateLimited,
        message: `Too many messages. Try again in ${limit.retryAfterSeconds} s.`,
        data: { retryAfterSeconds: limit.retryAfterSeconds },
      });
    }
    const inbound = readMessage(data, isBinary);
    if (inbound.error) {
      if (this.invalidMessages.strike()) return this.refuse(REALTIME.closeCodes.protocolError, inbound.error);
      return this.send({
        type: 'error',
        code: inbound.error.code,
        message: inbound.error.message,
        data: inbound.error.data,
      });
    }
    void this.run(() => this.handle(inbound.message));
  }

  private async handle(message: ClientMessage): Promise<void> {
    if (!this.isOpen) return;
    switch (message.type) {
      case 'ping':
        this.send({ type: 'pong', serverTime: this.host.protocol.now() });
        return this.beat();
      case 'watchPresence':
        return this.host.watch(this, message.userIds);
      case 'unwatchPresence':
        return this.host.unwatch(this, message.userIds);
      case 'rtcSignal':
      case 'videoUpgrade':
        if (!this.session) {
          return this.send({
            type: 'error',
            code: PROTOCOL_ERRORS.invalidRequest,
            message: 'Invalid request. type: calls need a signed-in socket',
            data: { issues: [{ field: 'type', message: 'calls need a signed-in socket' }] },
          });
        }
        return this.host.callMessage(this, message);
    }
  }

  /** Keeps the socket's presence row fresh; a ping flood still writes at most twice per heartbeat interval. */
  private async beat(): Promise<void> {
    if (!this.session) return;
    const now = this.host.protocol.now();
    if (now - this.lastBeatWrittenAt < this.host.heartbeatMs / 2) return;
    this.lastBeatWrittenAt = now;
    await this.host.presence.socketBeat(this.id, this.session.userId, this.host.instanceId);
  }

  private missedHeartbeats(): void {
    this.close(REALTIME.closeCodes.heartbeatMissed, 'No message for three heartbeat intervals.');
  }

  /** On shutdown the whole instance's sockets leave presence in one statement (instanceStopped). */
  private async wentAway(): Promise<void> {
    if (!this.presenceOpened || !this.session || this.host.stopping) return;
    await this.host.presence.socketClosed(this.id, this.session.userId);
  }
}
