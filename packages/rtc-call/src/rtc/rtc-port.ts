import { CALL_LIMITS, type AgoraMedia, type CallRole } from '@aura/contracts';

/**
 * How long a media path may stay down (or take to come up) before this side gives the call up as failed. Longer
 * than the server's grace for a side whose tabs all closed (`CALL_LIMITS.leftGraceSeconds`), so a partner who
 * closed the tab ends the call as having left (the server's word, "The other person left the call.") rather than
 * as a failed connection, and a partner who opens the site again has the grace to rejoin (docs/rtc-call.md).
 */
export const MEDIA_GIVE_UP_AFTER_MS = (CALL_LIMITS.leftGraceSeconds + 10) * 1000;

/** A STUN or TURN server, as RTCPeerConnection takes it. */
export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

export interface JoinOptions {
  /** The call's room number: both sides join the same one. */
  room: string;
  /**
   * The caller is the impolite peer of perfect negotiation (its offer wins a collision), the callee the polite
   * one; with Agora the role decides nothing.
   */
  role: CallRole;
  iceServers: IceServer[];
  /**
   * This side's Agora channel, uid and token when the gateway issued them (it is configured for Agora): the media
   * then goes through Agora RTC instead of a peer connection (rtc/engine-choice.ts decides).
   */
  agora?: AgoraMedia;
}

/**
 * Where the media path stands. `reconnecting`: it was up and dropped (a network blip); the adapter is restarting
 * ICE. `failed`: it could not come up, or did not come back in time; the call cannot go on.
 */
export type RtcConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'failed' | 'closed';

/** How the media path is doing, from the adapter's statistics; `unknown` until it has measured. */
export type RtcQuality = 'unknown' | 'good' | 'fair' | 'poor';

export interface RtcSessionEvents {
  /**
   * The other side's track arrived (or came back after a renegotiation). `stream` holds every track received from
   * the other side so far, one per kind (a voice call's audio and, once it switched to video, the video), and is a
   * new object each time, so a player given it sees the change.
   */
  remoteTrack: { track: MediaStreamTrack; stream: MediaStream };
  connectionState: RtcConnectionState;
  quality: RtcQuality;
}

/** One joined room: what the call screen and the call saga do with the media. */
export interface RtcSession {
  /**
   * Sends these tracks to the other side (the camera and microphone, or the microphone alone). Called again with
   * the same stream grown by a camera track when a voice call switches to video: the tracks sent already stay.
   */
  publish(stream: MediaStream): Promise<void>;
  /** Mutes or unmutes the microphone without renegotiating: the track keeps its place and sends silence. */
  setMicrophoneEnabled(enabled: boolean): void;
  /** Turns the camera off (black frames, the device light off where the browser allows) or on again. */
  setCameraEnabled(enabled: boolean): void;
  /** Replaces the video track by one from another camera; the peer keeps receiving on the same sender. */
  replaceVideoTrack(track: MediaStreamTrack): Promise<void>;
  on<K extends keyof RtcSessionEvents>(
    event: K,
    listener: (payload: RtcSessionEvents[K]) => void,
  ): () => void;
  /** Closes the media path and stops the published tracks. Safe to call twice. */
  leave(): void;
}

/** The RTC port (architecture §1): WebRTC peer to peer by default, Agora when the gateway's config says so. */
export interface RtcEngine {
  /** The session at once, or once the engine's code has loaded (the browser's, `browserRtcEngine`). */
  join(options: JoinOptions): RtcSession | Promise<RtcSession>;
  /**
   * Loads what `join` needs, after which `join` answers at once. The call saga waits for it before a call's flow
   * starts, so that no server message finds the flow between a join and its listeners.
   */
  ready?(): Promise<void>;
}

/** An engine whose code is at hand (an adapter itself): the session at once. */
export interface ReadyRtcEngine extends RtcEngine {
  join(options: JoinOptions): RtcSession;
}
