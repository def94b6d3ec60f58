import { Listeners } from './listeners.ts';
import { classifyQuality, sampleFromStats, type QualitySample } from './quality.ts';
import {
  MEDIA_GIVE_UP_AFTER_MS,
  type JoinOptions,
  type RtcConnectionState,
  type ReadyRtcEngine,
  type RtcQuality,
  type RtcSession,
  type RtcSessionEvents,
} from './rtc-port.ts';
import type { SignalMessage, SignallingPort } from './signalling-port.ts';

export interface WebRtcEngineOptions {
  signalling: SignallingPort;
  /** The browser's unless given. */
  RTCPeerConnection?: typeof RTCPeerConnection;
  /** How long a dropped path may stay down before ICE is restarted: a blip often heals by itself. */
  restartAfterMs?: number;
  /** How long restarting may take before the call is given up as failed. */
  giveUpAfterMs?: number;
  /** How often the quality indicator samples getStats(). */
  qualityIntervalMs?: number;
}

const DEFAULTS = { restartAfterMs: 2_000, giveUpAfterMs: MEDIA_GIVE_UP_AFTER_MS, qualityIntervalMs: 2_000 };

/**
 * The RTC port on a browser RTCPeerConnection, peer to peer, with signalling through the given port. Negotiation
 * follows the W3C "perfect negotiation" pattern, so either side may (re)negotiate at any time (publishing,
 * restarting ICE) and a collision of offers resolves itself: the caller is impolite, the callee polite.
 */
export function webRtcEngine(options: WebRtcEngineOptions): ReadyRtcEngine {
  return { join: (join) => new WebRtcSession(options, join) };
}

class WebRtcSession implements RtcSession {
  private readonly listeners = new Listeners<RtcSessionEvents>();
  private readonly pc: RTCPeerConnection;
  private readonly polite: boolean;
  private readonly settings: typeof DEFAULTS;
  private readonly unsubscribe: () => void;
  private makingOffer = false;
  private ignoreOffer = false;
  private localStream: MediaStream | undefined;
  private state: RtcConnectionState = 'connecting';
  private everConnected = false;
  private restartTimer: ReturnType<typeof setTimeout> | undefined;
  private giveUpTimer: ReturnType<typeof setTimeout> | undefined;
  private qualityTimer: ReturnType<typeof setInterval> | undefined;
  private lastSample: QualitySample | undefined;
  private lastQuality: RtcQuality = 'unknown';
  private closed = false;
  /** Whether the other side has said it listens on this room (see `ready` in signalling-port.ts). */
  private peerPresent = false;
  /** The `o=` line of the last offer taken from the other side, to know a resent copy of it (see receive()). */
  private lastRemoteOffer: string | undefined;
  /** The offer as it went out, to send the same again (see receive()). */
  private sentOffer: RTCSessionDescriptionInit | undefined;
  /** The signalling messages being handled, one after the other (see the constructor). */
  private inbox: Promise<void> = Promise.resolve();
  /** Every track received from the other side, one per kind (see ontrack). */
  private remoteStream: MediaStream | undefined;

  constructor(
    private readonly options: WebRtcEngineOptions,
    private readonly join: JoinOptions,
  ) {
    this.settings = {
      restartAfterMs: options.restartAfterMs ?? DEFAULTS.restartAfterMs,
      giveUpAfterMs: options.giveUpAfterMs ?? DEFAULTS.giveUpAfterMs,
      qualityIntervalMs: options.qualityIntervalMs ?? DEFAULTS.qualityIntervalMs,
    };
    const PeerConnection = options.RTCPeerConnection ?? globalThis.RTCPeerConnection;
    this.pc = new PeerConnection({ iceServers: join.iceServers });
    this.polite = join.role === 'callee';
    this.pc.onnegotiationneeded = () => void this.negotiate();
    this.pc.onicecandidate = ({ candidate }) =>
      this.send({ kind: 'candidate', candidate: candidate?.toJSON() ?? null });
    this.pc.ontrack = ({ track }) => {
      // One stream of everything the other side sends, new each time a track arrives: the video of a voice call
      // that switched to video comes in a stream of its own (another msid), and a player of that stream alone
      // would lose the voice. A new object, so a player sees the change.
      const kept = this.remoteStream?.getTracks().filter((t) => t.kind !== track.kind) ?? [];
      this.remoteStream = new MediaStream([...kept, track]);
      this.listeners.emit('remoteTrack', { track, stream: this.remoteStream });
    };
    this.pc.onconnectionstatechange = () => this.onConnectionState();
    // One message at a time, in order: an answer checked against the state while the previous description is
    // still being applied would be applied in the wrong state (two answers racing after a side joined again).
    const unsubscribeMessages = options.signalling.subscribe(join.room, (message) => {
      this.inbox = this.inbox.then(() => this.receive(message));
    });
    // A page that was just loaded signs in and replaces its first socket a moment later: what went out on the old
    // one (this `ready`, a first offer) may be lost, and each side would wait for the other. Said again on the new.
    const unsubscribeReconnect = options.signalling.onReconnect?.(() => {
      this.inbox = this.inbox.then(() => this.announce());
    });
    this.unsubscribe = () => {
      unsubscribeMessages();
      unsubscribeReconnect?.();
    };
    // Whoever joins first sends into the void; `ready` makes the other side answer with its own, and the caller
    // then sends its offer again (see receive()).
    this.send({ kind: 'ready' });
    // The callee may publish nothing (a voice call it answers with the microphone off, say): the caller still
    // needs to receive, so each side offers to receive audio and video from the start.
    if (!this.polite) {
      this.pc.addTransceiver('audio', { direction: 'recvonly' });
      this.pc.addTransceiver('video', { direction: 'recvonly' });
    }
  }

  on<K extends keyof RtcSessionEvents>(event: K, listener: (payload: RtcSessionEvents[K]) => void) {
    return this.listeners.on(event, listener);
  }

  async publish(stream: MediaStream): Promise<void> {
    this.localStream = stream;
    // Every change to the transceivers is made before the first await, so that the one negotiation they need
    // carries all the tracks: a negotiation between the audio and the video would send a second offer.
    const replacing: Promise<void>[] = [];
    for (const track of stream.getTracks()) {
      // Published again with a track more (a voice call switching to video): what is sent already stays.
      if (this.pc.getSenders().some((sender) => sender.track === track)) continue;
      // Reuse a transceiver the other side's offer or our own recvonly one created, so there is one m-line per kind.
      const free = this.pc
        .getTransceivers()
        .find(
          (t) =>
            t.currentDirection !== 'stopped' &&
            t.sender.track === null &&
            t.direction !== 'sendrecv' &&
            t.receiver.track.kind === track.kind,
        );
      if (free) {
        free.direction = 'sendrecv';
        free.sender.setStreams?.(stream);
        replacing.push(free.sender.replaceTrack(track));
      } else {
        this.pc.addTrack(track, stream);
      }
    }
    await Promise.all(replacing);
  }

  setMicrophoneEnabled(enabled: boolean): void {
    for (const track of this.localStream?.getAudioTracks() ?? []) track.enabled = enabled;
  }

  setCameraEnabled(enabled: boolean): void {
    for (const track of this.localStream?.getVideoTracks() ?? []) track.enabled = enabled;
  }

  async replaceVideoTrack(track: MediaStreamTrack): Promise<void> {
    const sender = this.pc.getSenders().find((s) => s.track?.kind === 'video');
    if (!sender) throw new Error('No video is published to replace');
    const old = sender.track;
    await sender.replaceTrack(track);
    if (this.localStream && old) {
      this.localStream.removeTrack(old);
      this.localStream.addTrack(track);
    }
    old?.stop();
  }

  leave(): void {
    if (this.closed) return;
    this.closed = true;
    this.clearTimers();
    this.unsubscribe();
    for (const track of this.localStream?.getTracks() ?? []) track.stop();
    this.pc.close();
    this.setState('closed');
    this.listeners.clear();
  }

  private send(message: SignalMessage) {
    if (!this.closed) this.options.signalling.send(this.join.room, message);
  }

  private async negotiate() {
    try {
      this.makingOffer = true;
      await this.pc.setLocalDescription();
      if (this.pc.localDescription) {
        this.sentOffer = this.pc.localDescription.toJSON();
        this.send({ kind: 'description', description: this.sentOffer });
      }
    } catch (error) {
      if (!this.closed) this.fail(error);
    } finally {
      this.makingOffer = false;
    }
  }

  /** `ready` again, and the offer waiting for its answer, as after a break in the signalling line. */
  private announce() {
    if (this.closed) return;
    this.send({ kind: 'ready' });
    this.resendPendingOffer();
  }

  /**
   * The offer waiting for its answer goes again, exactly as it was first sent: not `localDescription`, which has
   * gathered candidates since and so would look like a new offer (see the dedup in receive()).
   */
  private resendPendingOffer() {
    if (this.pc.signalingState === 'have-local-offer' && this.sentOffer)
      this.send({ kind: 'description', description: this.sentOffer });
  }

  /** Our answer, saying which offer it answers (its `o=` line), so that a copy is never applied to another. */
  private sendAnswer() {
    const local = this.pc.localDescription;
    // An offer without an origin line (never from a browser) is known by its whole text: too long to say.
    const answers = this.lastRemoteOffer?.startsWith('o=') ? this.lastRemoteOffer : undefined;
    if (local?.type === 'answer') this.send({ kind: 'description', description: local.toJSON(), answers });
  }

  private async receive(message: SignalMessage) {
    if (this.closed) return;
    try {
      if (message.kind === 'ready') {
        if (!this.peerPresent) {
          this.peerPresent = true;
          this.send({ kind: 'ready' });
        }
        // Our offer may have gone out before the other side listened, and never arrived.
        this.resendPendingOffer();
        return;
      }
      if (message.kind === 'description') {
        const { description } = message;
        // A resent offer we already answered: the other side still waits, so our answer was lost (it went out as
        // that side's socket was being replaced, say). The same answer goes again, now with the candidates gathered
        // since (lost on the same line), never a new one. An offer is known by its `o=` line (session id, version).
        if (description.type === 'offer' && offerOrigin(description.sdp) === this.lastRemoteOffer) {
          if (this.pc.signalingState === 'stable') this.sendAnswer();
          return;
        }
        // An answer to an offer we already settled, or to another offer than the one we wait on (a copy of a lost
        // answer that turned out only late): applied to our offer, it would leave it half negotiated.
        if (description.type === 'answer') {
          if (this.pc.signalingState === 'stable') return;
          const pending = offerOrigin(this.sentOffer?.sdp);
          if (message.answers !== undefined && message.answers !== pending) return;
        }
        const collision =
          description.type === 'offer' && (this.makingOffer || this.pc.signalingState !== 'stable');
        this.ignoreOffer = !this.polite && collision;
        if (this.ignoreOffer) return;
        await this.pc.setRemoteDescription(description);
        if (description.type === 'offer') {
          this.lastRemoteOffer = offerOrigin(description.sdp);
          await this.pc.setLocalDescription();
          this.sendAnswer();
        }
      } else {
        // Candidates before any description we took belong to a negotiation this connection never saw (the other
        // side's connection trickling on while this side joined again after a reload): nothing to add them to.
        if (!this.pc.remoteDescription) return;
        try {
          await this.pc.addIceCandidate(message.candidate ?? undefined);
        } catch (error) {
          // Candidates of an offer we ignored belong to nothing here; any other failure is real.
          if (!this.ignoreOffer) throw error;
        }
      }
    } catch (error) {
      if (!this.closed) this.fail(error);
    }
  }

  private onConnectionState() {
    if (this.closed) return;
    switch (this.pc.connectionState) {
      case 'connected':
        this.everConnected = true;
        this.clearRecovery();
        this.setState('connected');
        this.startQuality();
        break;
      case 'disconnected':
        // Often a blip that heals by itself within a second or two; restart ICE only if it does not.
        this.setState(this.everConnected ? 'reconnecting' : 'connecting');
        this.scheduleRestart(this.settings.restartAfterMs);
        break;
      case 'failed':
        this.setState(this.everConnected ? 'reconnecting' : 'connecting');
        this.scheduleRestart(0);
        break;
      default:
        break;
    }
  }

  private scheduleRestart(delayMs: number) {
    if (this.restartTimer === undefined) {
      this.restartTimer = setTimeout(() => {
        this.restartTimer = undefined;
        if (!this.closed && this.pc.connectionState !== 'connected') this.pc.restartIce();
      }, delayMs);
    }
    this.giveUpTimer ??= setTimeout(() => {
      this.giveUpTimer = undefined;
      if (!this.closed && this.pc.connectionState !== 'connected')
        this.fail(new Error('The connection did not come back'));
    }, this.settings.giveUpAfterMs);
  }

  private startQuality() {
    if (this.qualityTimer !== undefined) return;
    this.qualityTimer = setInterval(() => {
      this.pc.getStats().then(
        (report) => {
          if (this.closed) return;
          const sample = sampleFromStats(report);
          const quality = classifyQuality(this.lastSample, sample);
          this.lastSample = sample;
          if (quality !== this.lastQuality) {
            this.lastQuality = quality;
            this.listeners.emit('quality', quality);
          }
        },
        () => {},
      );
    }, this.settings.qualityIntervalMs);
  }

  private fail(error: unknown) {
    console.warn('[rtc-call] WebRTC failed', error);
    this.clearTimers();
    this.setState('failed');
  }

  private setState(state: RtcConnectionState) {
    if (state === this.state) return;
    this.state = state;
    this.listeners.emit('connectionState', state);
  }

  private clearRecovery() {
    clearTimeout(this.restartTimer);
    clearTimeout(this.giveUpTimer);
    this.restartTimer = undefined;
    this.giveUpTimer = undefined;
  }

  private clearTimers() {
    this.clearRecovery();
    clearInterval(this.qualityTimer);
    this.qualityTimer = undefined;
  }
}

/** An SDP's origin line (RFC 8866 §5.2): the session's id and version, the same in every copy of one offer. */
function offerOrigin(sdp: string | undefined): string | undefined {
  return /^o=.*$/m.exec(sdp ?? '')?.[0] ?? sdp;
}
