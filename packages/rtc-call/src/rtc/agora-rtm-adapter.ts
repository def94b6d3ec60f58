import type { AgoraMedia } from '@aura/contracts';
import type { SignalMessage, SignallingPort } from './signalling-port.ts';

/** The part of agora-rtm-sdk 2.x's API this adapter uses (RTMClient and its message event). */
export interface AgoraRtmMessageEvent {
  channelName: string;
  messageType: 'STRING' | 'BINARY';
  message: string | Uint8Array;
  publisher: string;
}
export interface AgoraRtmClient {
  login(options?: { token?: string }): Promise<unknown>;
  logout(): Promise<unknown>;
  subscribe(channelName: string): Promise<unknown>;
  unsubscribe(channelName: string): Promise<unknown>;
  publish(channelName: string, message: string, options?: { channelType?: 'MESSAGE' }): Promise<unknown>;
  renewToken(token: string): Promise<unknown>;
  addEventListener(event: 'message', listener: (event: AgoraRtmMessageEvent) => void): void;
  addEventListener(event: 'tokenPrivilegeWillExpire', listener: (channelName: string) => void): void;
}
export interface AgoraRtmSdk {
  RTM: new (appId: string, userId: string) => AgoraRtmClient;
}

export interface AgoraRtmSignallingOptions {
  /** This side's Agora media from the gateway: its token allows RTM login as the user id (`uid`). */
  media: AgoraMedia;
  /** Loads the SDK; the app passes `loadAgoraRtm` (agora-sdk.ts), a dynamic import, so it is a lazy chunk. */
  load: () => Promise<AgoraRtmSdk>;
  /** A fresh token for the same uid, asked when the SDK says the login is about to expire. */
  renewToken?: () => Promise<string>;
}

const KINDS: ReadonlySet<string> = new Set(['ready', 'description', 'candidate']);

/** A message off the wire, if it is one of ours: the other side's SDK could be anything. */
function parseSignal(event: AgoraRtmMessageEvent): SignalMessage | undefined {
  if (event.messageType !== 'STRING' || typeof event.message !== 'string') return undefined;
  try {
    const value: unknown = JSON.parse(event.message);
    const kind = (value as { kind?: unknown } | null)?.kind;
    return typeof kind === 'string' && KINDS.has(kind) ? (value as SignalMessage) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The signalling port (the RTM port) over Agora RTM (agora-rtm-sdk 2.x): the other side of a room is reached
 * through the message channel named by the room number. The SDK loads and logs in (as the uid, with the gateway's
 * token) on the first subscription or message; the channel is subscribed while anyone listens on it, and the
 * client logs out when nobody listens any more. Messages are sent in order, as JSON strings; this side's own
 * messages, other channels' and anything that is not a signal are ignored. Nothing is queued for a side that is
 * not subscribed yet: `ready` (signalling-port.ts) brings a late side the pending offer, as with the gateway.
 */
export function agoraRtmSignalling({ media, load, renewToken }: AgoraRtmSignallingOptions): SignallingPort {
  const self = String(media.uid);
  const rooms = new Map<string, Set<(message: SignalMessage) => void>>();
  const subscriptions = new Map<string, Promise<unknown>>();
  let connection: Promise<AgoraRtmClient> | undefined;
  let outbox: Promise<unknown> = Promise.resolve();

  const connect = (): Promise<AgoraRtmClient> =>
    (connection ??= load().then(async (sdk) => {
      const client = new sdk.RTM(media.appId, self);
      client.addEventListener('message', (event) => {
        if (event.publisher === self) return;
        const listeners = rooms.get(event.channelName);
        const signal = listeners && parseSignal(event);
        if (signal) for (const listener of [...listeners]) listener(signal);
      });
      client.addEventListener('tokenPrivilegeWillExpire', () => {
        renewToken?.()
          .then((token) => client.renewToken(token))
          .catch((error: unknown) =>
            console.warn('[rtc-call] the Agora RTM token could not be renewed', error),
          );
      });
      await client.login({ token: media.token });
      return client;
    }));

  const warn = (what: string) => (error: unknown) =>
    console.warn(`[rtc-call] Agora RTM ${what} failed`, error);

  return {
    send(room, message) {
      const text = JSON.stringify(message);
      outbox = outbox
        .then(() => connect())
        .then((client) => client.publish(room, text, { channelType: 'MESSAGE' }))
        .catch(warn('publish'));
    },
    subscribe(room, listener) {
      let listeners = rooms.get(room);
      if (!listeners) {
        rooms.set(room, (listeners = new Set()));
        const subscribed = connect().then((client) => client.subscribe(room));
        subscribed.catch(warn('subscribe'));
        subscriptions.set(room, subscribed);
      }
      listeners.add(listener);
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0 || rooms.get(room) !== listeners) return;
        rooms.delete(room);
        const subscribed = subscriptions.get(room);
        subscriptions.delete(room);
        const client = connection;
        if (!client) return;
        const last = rooms.size === 0;
        if (last) connection = undefined;
        void Promise.all([client, subscribed])
          .then(async ([rtm]) => {
            await rtm.unsubscribe(room);
            if (last) await rtm.logout();
          })
          .catch(warn('leave'));
      };
    },
  };
}
