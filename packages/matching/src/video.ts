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
  }): S | Promise<S>;
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
 * How long a match's media may take to bring the partner's picture before it is set up again, once: a new camera
 * stream and a new peer connection in the same room (the other side takes the new one up as after a reload).
 */
export const MATCH_VIDEO_RETRY_MS = 12_000;

/** Whether a stream from the other side carries a picture that is arriving (its video track is not muted). */
const picturing = (stream: MediaStream) =>
  stream.getTracks().some((track) => track.kind === 'video' && !track.muted);

/**
 * A match's video over the RTC port: the camera and microphone are published into the match's room; the side that
 * is not polite makes the offer (it joins as the "caller" of perfect negotiation). Leaving closes the peer
 * connection and stops the camera. A camera refused leaves the match without video: the partner's card shows. When
 * no picture of the partner arrives within MATCH_VIDEO_RETRY_MS, the media is set up again once.
 */
export function rtcMatchVideo<S extends MatchRtcSession>(
  engine: MatchRtcEngine<S>,
  devices: MatchMediaDevices,
  streams: MatchStreams,
  retryAfterMs = MATCH_VIDEO_RETRY_MS,
): MatchVideoMedia<S> {
  let current:
    | {
        room: string;
        session?: S;
        local?: MediaStream;
        off?: () => void;
        retry?: ReturnType<typeof setTimeout>;
      }
    | undefined;
  const stop = () => {
    if (!current) return;
    clearTimeout(current.retry);
    current.off?.();
    current.session?.leave();
    current.local?.getTracks().forEach((track) => track.stop());
    current = undefined;
    streams.clear();
  };
  const join = (match: MatchInfo, retried: boolean) => {
    stop();
    const mine = { room: match.roomNum } as NonNullable<typeof current>;
    current = mine;
    // No picture of the partner in time: once, everything again (see MATCH_VIDEO_RETRY_MS).
    if (!retried)
      mine.retry = setTimeout(() => {
        if (current === mine) join(match, true);
      }, retryAfterMs);
    const arrived = () => clearTimeout(mine.retry);
    void devices
      .getUserMedia({ video: true, audio: true })
      .then(async (local) => {
        // Left (Next, Stop) while the browser asked for the camera: this stream is not needed any more.
        if (current !== mine) return local.getTracks().forEach((track) => track.stop());
        const session = await engine.join({
          room: match.roomNum,
          role: match.polite ? 'callee' : 'caller',
          iceServers: match.iceServers,
          ...(match.agora ? { agora: match.agora } : {}),
        });
        // Left while the engine's code loaded (its first join): this room is not needed any more.
        if (current !== mine) {
          session.leave();
          return local.getTracks().forEach((track) => track.stop());
        }
        mine.session = session;
        mine.local = local;
        mine.off = session.on('remoteTrack', ({ stream }) => {
          streams.set({ remote: stream });
          if (picturing(stream)) return arrived();
          for (const track of stream.getTracks())
            if (track.kind === 'video') track.addEventListener('unmute', arrived, { once: true });
        });
        streams.set({ local });
        await session.publish(local);
      })
      .catch(() => {
        if (current !== mine) return;
        arrived();
        streams.clear();
        streams.set({ unavailable: true });
      });
  };
  return {
    join: (match) => join(match, false),
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
      clearTimeout(mine.retry);
      mine.off?.();
      current = undefined;
      const handover = { session: mine.session, local: mine.local, remote: streams.current.remote };
      streams.clear();
      return handover;
    },
  };
}
