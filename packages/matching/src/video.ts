import type { MatchInfo } from '@aura/contracts';
import type { MatchVideoPort } from './ports.ts';

/**
 * The parts of @aura/rtc-call's RTC port a match's video uses (its `RtcEngine` and `MediaDevicesPort` fit them):
 * declared here by shape, so this package does not depend on the calls package.
 */
export interface MatchRtcSession {
  publish(stream: MediaStream): Promise<void>;
  on(event: 'remoteTrack', listener: (payload: { stream: MediaStream }) => void): () => void;
  leave(): void;
}
export interface MatchRtcEngine<S extends MatchRtcSession = MatchRtcSession> {
  join(options: {
    room: string;
    role: 'caller' | 'callee';
    iceServers: MatchInfo['iceServers'];
    /** The match's Agora media, when the gateway issued it: the engine joins through Agora then. */
    agora?: MatchInfo['agora'];
  }): S;
}

/** A match's running media, handed to the call the match became: the session stays joined, nothing stops. */
export interface MatchHandover<S extends MatchRtcSession = MatchRtcSession> {
  session: S;
  local: MediaStream;
  remote: MediaStream | undefined;
}

/** The match video port, plus handing its media over to a call. */
export interface MatchVideoMedia<S extends MatchRtcSession = MatchRtcSession> extends MatchVideoPort {
  /**
   * Gives up the running media of `room` without stopping it (the match became a call there): whoever takes it
   * leaves it. Undefined for another room, and when the camera is not granted yet (the match's media is given up
   * then, so the call's own join is the only one).
   */
  handOver(room: string): MatchHandover<S> | undefined;
}
export interface MatchMediaDevices {
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
}

export interface MatchStreamsSnapshot {
  local?: MediaStream;
  remote?: MediaStream;
  /** This side's camera was refused (or the media failed): no video comes in this match, the partner's card shows. */
  unavailable?: boolean;
}

/** The match's media streams: browser objects, kept out of the store; the video component subscribes. */
export class MatchStreams {
  private snapshot: MatchStreamsSnapshot = {};
  private readonly listeners = new Set<() => void>();

  get current(): MatchStreamsSnapshot {
    return this.snapshot;
  }

  set(patch: MatchStreamsSnapshot): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of [...this.listeners]) listener();
  }

  clear(): void {
    this.snapshot = {};
    for (const listener of [...this.listeners]) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

/**
 * A match's video over the RTC port: the camera and microphone are published into the match's room; the side that
 * is not polite makes the offer (it joins as the "caller" of perfect negotiation). Leaving closes the peer
 * connection and stops the camera. A camera refused leaves the match without video: the partner's card shows.
 */
export function rtcMatchVideo<S extends MatchRtcSession>(
  engine: MatchRtcEngine<S>,
  devices: MatchMediaDevices,
  streams: MatchStreams,
): MatchVideoMedia<S> {
  let current: { room: string; session?: S; local?: MediaStream; off?: () => void } | undefined;
  const stop = () => {
    if (!current) return;
    current.off?.();
    current.session?.leave();
    current.local?.getTracks().forEach((track) => track.stop());
    current = undefined;
    streams.clear();
  };
  return {
    join(match) {
      stop();
      const mine = { room: match.roomNum } as NonNullable<typeof current>;
      current = mine;
      void devices
        .getUserMedia({ video: true, audio: true })
        .then(async (local) => {
          // Left (Next, Stop) while the browser asked for the camera: this stream is not needed any more.
          if (current !== mine) return local.getTracks().forEach((track) => track.stop());
          const session = engine.join({
            room: match.roomNum,
            role: match.polite ? 'callee' : 'caller',
            iceServers: match.iceServers,
            ...(match.agora ? { agora: match.agora } : {}),
          });
          mine.session = session;
          mine.local = local;
          mine.off = session.on('remoteTrack', ({ stream }) => streams.set({ remote: stream }));
          streams.set({ local });
          await session.publish(local);
        })
        .catch(() => {
          if (current !== mine) return;
          streams.clear();
          streams.set({ unavailable: true });
        });
    },
    leave: stop,
    handOver(room) {
      const mine = current;
      if (!mine || mine.room !== room) return undefined;
      // Still asking for the camera: nothing runs to hand over, and the call joins the room itself; this side must
      // not join it a second time when the camera comes.
      if (!mine.session || !mine.local) {
        stop();
        return undefined;
      }
      mine.off?.();
      current = undefined;
      const handover = { session: mine.session, local: mine.local, remote: streams.current.remote };
      streams.clear();
      return handover;
    },
  };
}
