// What the call setup benchmark runs inside Chromium's pages. Each function is handed to playwright-core, which
// sends its source to the page: it may use nothing from this module's scope, only its arguments and the page's
// globals. Times are the page's DOMHighResTimeStamps (milliseconds since its performance.timeOrigin).

/** What `installCallProbe` recorded in a page of the app since it was last armed. */
export interface CallProbeRecord {
  /** The trusted click on the bell's Answer button (the event's timeStamp). */
  answerClick?: number;
  /** The answer request (POST …/api/call/answer) as resource timing saw it: sent and fully received. */
  answerRequest?: { start: number; end: number };
  /** The first frame of a remote video (a `<video>` labelled "Video of …") presented for composition. */
  firstRemoteFrame?: { at: number; label: string };
  /**
   * The peer connections' events in order (`created`, `negotiationneeded`, `signaling:<state>`, `ice:<state>`,
   * `connection:<state>`, `track:<kind>`), each with its time.
   */
  rtc: { at: number; event: string }[];
}

export interface CallProbe {
  record: CallProbeRecord;
  /** Forgets what was recorded and watches the remote videos (present or still to come) for their next frame. */
  arm(): void;
  /** `performance.timeOrigin + performance.now()`: this page's clock in epoch milliseconds. */
  clock(): number;
  /** The peer connections the page made since it was last armed, for the report of a call that did not come up. */
  connections: RTCPeerConnection[];
}

/**
 * An init script for the app's pages: records the answer click, the answer request and the first frame of the
 * remote video into `window.auraCallProbe`. The page's own code is untouched; this only listens (a capture-phase
 * click listener, a resource-timing observer, requestVideoFrameCallback on the remote video).
 */
export function installCallProbe(): void {
  const REMOTE_VIDEO = 'video[aria-label^="Video of "]';
  let watched = new WeakSet<HTMLVideoElement>();
  let armed = false;
  const probe: CallProbe = {
    record: { rtc: [] },
    connections: [],
    arm() {
      probe.record = { rtc: [] };
      probe.connections = [];
      armed = true;
      watched = new WeakSet();
      // The resource timing buffer holds 250 entries; the observer below sees entries whether or not it is full.
      performance.clearResourceTimings();
      document.querySelectorAll<HTMLVideoElement>(REMOTE_VIDEO).forEach(watch);
    },
    clock: () => performance.timeOrigin + performance.now(),
  };
  (window as unknown as { auraCallProbe: CallProbe }).auraCallProbe = probe;

  function watch(video: HTMLVideoElement): void {
    if (!armed || watched.has(video)) return;
    watched.add(video);
    video.requestVideoFrameCallback((now, metadata) => {
      if (!armed || probe.record.firstRemoteFrame) return;
      probe.record.firstRemoteFrame = {
        at: metadata.presentationTime || now,
        label: video.getAttribute('aria-label') ?? '',
      };
    });
  }

  // The app's peer connections, watched through their events (listeners of our own: the app's are untouched).
  const milestone = (event: string) => {
    if (armed) probe.record.rtc.push({ at: performance.now(), event });
  };
  const Native = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Native {
    constructor(configuration?: RTCConfiguration) {
      super(configuration);
      milestone('created');
      if (armed) probe.connections.push(this);
      this.addEventListener('signalingstatechange', () => milestone(`signaling:${this.signalingState}`));
      this.addEventListener('iceconnectionstatechange', () => milestone(`ice:${this.iceConnectionState}`));
      this.addEventListener('connectionstatechange', () => milestone(`connection:${this.connectionState}`));
      this.addEventListener('track', ({ track }) => milestone(`track:${track.kind}`));
      this.addEventListener('negotiationneeded', () => milestone('negotiationneeded'));
    }
  };

  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.('button');
      if (armed && event.isTrusted && button?.textContent?.trim() === 'Answer')
        probe.record.answerClick ??= event.timeStamp;
    },
    { capture: true },
  );

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      if (armed && /\/api\/call\/answer\b/.test(entry.name))
        probe.record.answerRequest ??= { start: entry.startTime, end: entry.responseEnd };
    }
  }).observe({ type: 'resource' });

  const observeVideos = () =>
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches(REMOTE_VIDEO)) watch(node as HTMLVideoElement);
          node.querySelectorAll<HTMLVideoElement>(REMOTE_VIDEO).forEach(watch);
        }
      }
    }).observe(document, { subtree: true, childList: true });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', observeVideos);
  else observeVideos();
}

/** One baseline call: when each side's first remote frame was presented, in ms after the "answer". */
export interface BaselineCall {
  callerMs: number;
  calleeMs: number;
}

/**
 * The floor set by Chromium and WebRTC: two bare RTCPeerConnections in one page, signalling by direct calls, the
 * app's media constraints. Like the app's caller, the caller has had its camera open for `ringMs` before the
 * answer. At the "answer" the callee opens its camera and microphone, both sides add their tracks, one offer and
 * answer are exchanged with trickled candidates, and each side renders the other's video in a `<video>`. Resolves
 * with each side's first remote frame after the answer; everything is closed and removed before it resolves.
 */
export async function baselineCall({
  ringMs,
  timeoutMs,
}: {
  ringMs: number;
  timeoutMs: number;
}): Promise<BaselineCall> {
  const constraints: MediaStreamConstraints = {
    audio: { echoCancellation: true, noiseSuppression: true },
    video: { facingMode: 'user' },
  };
  const callerStream = await navigator.mediaDevices.getUserMedia(constraints);
  // The app's caller has had its camera open while the bell rang.
  await new Promise((resolve) => setTimeout(resolve, ringMs));
  const caller = new RTCPeerConnection();
  const callee = new RTCPeerConnection();
  const videos: HTMLVideoElement[] = [];
  let calleeStream: MediaStream | undefined;

  const firstFrame = (pc: RTCPeerConnection) =>
    new Promise<number>((resolve) => {
      pc.ontrack = ({ track, streams }) => {
        if (track.kind !== 'video') return;
        const video = document.createElement('video');
        video.muted = true;
        video.autoplay = true;
        video.playsInline = true;
        video.width = 640;
        video.height = 480;
        video.srcObject = streams[0] ?? new MediaStream([track]);
        document.body.append(video);
        videos.push(video);
        video.requestVideoFrameCallback((now, metadata) => resolve(metadata.presentationTime || now));
        void video.play().catch(() => {});
      };
    });
  // A side takes candidates once it has the other's description; one it refuses fails the call.
  let failed: (error: unknown) => void = () => {};
  const failure = new Promise<never>((_, reject) => (failed = reject));
  const described = new Map<RTCPeerConnection, () => void>();
  const hasRemote = (pc: RTCPeerConnection) => new Promise<void>((resolve) => described.set(pc, resolve));
  const relay = (from: RTCPeerConnection, to: RTCPeerConnection) => {
    const ready = hasRemote(to);
    from.onicecandidate = ({ candidate }) =>
      void ready.then(() => to.addIceCandidate(candidate ?? undefined)).catch(failed);
  };
  relay(caller, callee);
  relay(callee, caller);
  const callerFrame = firstFrame(caller);
  const calleeFrame = firstFrame(callee);
  const timer = setTimeout(() => failed(new Error(`no remote frame within ${timeoutMs} ms`)), timeoutMs);

  try {
    const answeredAt = performance.now();
    const setUp = async () => {
      calleeStream = await navigator.mediaDevices.getUserMedia(constraints);
      for (const track of callerStream.getTracks()) caller.addTrack(track, callerStream);
      for (const track of calleeStream.getTracks()) callee.addTrack(track, calleeStream);
      await caller.setLocalDescription();
      await callee.setRemoteDescription(caller.localDescription!);
      described.get(callee)!();
      await callee.setLocalDescription();
      await caller.setRemoteDescription(callee.localDescription!);
      described.get(caller)!();
      return Promise.all([callerFrame, calleeFrame]);
    };
    const [callerAt, calleeAt] = await Promise.race([setUp(), failure]);
    return { callerMs: callerAt - answeredAt, calleeMs: calleeAt - answeredAt };
  } finally {
    clearTimeout(timer);
    caller.close();
    callee.close();
    for (const track of [...callerStream.getTracks(), ...(calleeStream?.getTracks() ?? [])]) track.stop();
    for (const video of videos) {
      video.srcObject = null;
      video.remove();
    }
  }
}
