import { describe, expect, it, vi } from 'vitest';
import { sampleMatch } from './testing/fixtures.ts';
import { MATCH_VIDEO_RETRY_MS, MatchStreams, rtcMatchVideo, type MatchRtcSession } from './video.ts';

function fakeStream() {
  const track = { stop: vi.fn() };
  return { stream: { getTracks: () => [track] } as unknown as MediaStream, track };
}

function setUp() {
  let remoteListener: ((payload: { stream: MediaStream }) => void) | undefined;
  const session: MatchRtcSession = {
    publish: vi.fn(async () => {}),
    on: vi.fn((_event, listener) => {
      remoteListener = listener;
      return () => (remoteListener = undefined);
    }),
    leave: vi.fn(),
  };
  const engine = { join: vi.fn(() => session) };
  const local = fakeStream();
  let grant: (stream: MediaStream) => void = () => {};
  let refuse: (error: Error) => void = () => {};
  const devices = {
    getUserMedia: vi.fn(
      () =>
        new Promise<MediaStream>((resolve, reject) => {
          grant = resolve;
          refuse = reject;
        }),
    ),
  };
  const streams = new MatchStreams();
  const video = rtcMatchVideo(engine, devices, streams);
  return {
    session,
    engine,
    devices,
    streams,
    video,
    local,
    grant: (s = local.stream) => grant(s),
    refuse: () => refuse(new Error('NotAllowedError')),
    remote: (stream: MediaStream) => remoteListener?.({ stream }),
  };
}

describe('rtcMatchVideo', () => {
  it('publishes the camera into the match’s room, the impolite side as the offerer, and shows the partner', async () => {
    const bed = setUp();
    const match = sampleMatch({ polite: false });
    bed.video.join(match);
    expect(bed.devices.getUserMedia).toHaveBeenCalledWith({ video: true, audio: true });
    bed.grant();
    await vi.waitFor(() => expect(bed.session.publish).toHaveBeenCalledWith(bed.local.stream));
    expect(bed.engine.join).toHaveBeenCalledWith({ room: match.roomNum, role: 'caller', iceServers: [] });
    expect(bed.streams.current.local).toBe(bed.local.stream);
    const remote = fakeStream().stream;
    bed.remote(remote);
    expect(bed.streams.current.remote).toBe(remote);

    bed.video.leave();
    expect(bed.session.leave).toHaveBeenCalledTimes(1);
    expect(bed.local.track.stop).toHaveBeenCalled();
    expect(bed.streams.current).toEqual({});
  });

  it('says no video is coming when the camera is refused, until the match is left', async () => {
    const bed = setUp();
    bed.video.join(sampleMatch());
    bed.refuse();
    await vi.waitFor(() => expect(bed.streams.current).toEqual({ unavailable: true }));
    expect(bed.engine.join).not.toHaveBeenCalled();
    bed.video.leave();
    expect(bed.streams.current).toEqual({});
  });

  it('joins with the match’s Agora media when the gateway issued it', async () => {
    const bed = setUp();
    const agora = {
      provider: 'agora' as const,
      appId: '970CA35de60c44645bbae8a215061b33',
      channel: '00112233445566aa',
      uid: 100078,
      token: '007match',
      expiresAt: 1,
    };
    bed.video.join(sampleMatch({ agora }));
    bed.grant();
    await vi.waitFor(() =>
      expect(bed.engine.join).toHaveBeenCalledWith({
        room: '00112233445566aa',
        role: 'caller',
        iceServers: [],
        agora,
      }),
    );
  });

  it('joins as the polite side when the match says so', async () => {
    const bed = setUp();
    bed.video.join(sampleMatch({ polite: true }));
    bed.grant();
    await vi.waitFor(() =>
      expect(bed.engine.join).toHaveBeenCalledWith(expect.objectContaining({ role: 'callee' })),
    );
  });

  it('stops a camera granted after the match was left, and joins nothing', async () => {
    const bed = setUp();
    bed.video.join(sampleMatch());
    bed.video.leave();
    bed.grant();
    await vi.waitFor(() => expect(bed.local.track.stop).toHaveBeenCalled());
    expect(bed.engine.join).not.toHaveBeenCalled();
  });
});

describe('rtcMatchVideo when no picture comes', () => {
  /** A stream from the other side whose video track is muted (no packet yet) until `unmute()`. */
  function remoteVideo() {
    let onUnmute = () => {};
    const track = {
      kind: 'video',
      muted: true,
      stop: vi.fn(),
      addEventListener: (_type: string, listener: () => void) => (onUnmute = listener),
    };
    const stream = { getTracks: () => [track] } as unknown as MediaStream;
    return { stream, unmute: () => ((track.muted = false), onUnmute()) };
  }

  it('sets the media up again once, MATCH_VIDEO_RETRY_MS after the join, when the partner’s picture never came', async () => {
    vi.useFakeTimers();
    try {
      const bed = setUp();
      bed.video.join(sampleMatch());
      bed.grant();
      await vi.waitFor(() => expect(bed.session.publish).toHaveBeenCalledTimes(1));
      bed.remote(remoteVideo().stream);
      await vi.advanceTimersByTimeAsync(MATCH_VIDEO_RETRY_MS - 1);
      expect(bed.engine.join).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      // The first session and camera go, a new camera is asked for and joins the same room.
      expect(bed.session.leave).toHaveBeenCalledTimes(1);
      expect(bed.local.track.stop).toHaveBeenCalled();
      expect(bed.devices.getUserMedia).toHaveBeenCalledTimes(2);
      bed.grant();
      await vi.waitFor(() => expect(bed.engine.join).toHaveBeenCalledTimes(2));
      // Once only.
      await vi.advanceTimersByTimeAsync(3 * MATCH_VIDEO_RETRY_MS);
      expect(bed.devices.getUserMedia).toHaveBeenCalledTimes(2);
      bed.video.leave();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sets nothing up again once the partner’s picture arrives, nor after the match was left', async () => {
    vi.useFakeTimers();
    try {
      const bed = setUp();
      bed.video.join(sampleMatch());
      bed.grant();
      await vi.waitFor(() => expect(bed.session.publish).toHaveBeenCalledTimes(1));
      const remote = remoteVideo();
      bed.remote(remote.stream);
      remote.unmute();
      await vi.advanceTimersByTimeAsync(2 * MATCH_VIDEO_RETRY_MS);
      expect(bed.devices.getUserMedia).toHaveBeenCalledTimes(1);
      bed.video.join(sampleMatch({ matchId: '2', roomNum: 'room-2' }));
      bed.video.leave();
      await vi.advanceTimersByTimeAsync(2 * MATCH_VIDEO_RETRY_MS);
      expect(bed.devices.getUserMedia).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('rtcMatchVideo handing over', () => {
  it('gives the running session and streams to the call the match became, and stops nothing', async () => {
    const bed = setUp();
    const match = sampleMatch();
    bed.video.join(match);
    bed.grant();
    await vi.waitFor(() => expect(bed.session.publish).toHaveBeenCalled());
    const remote = fakeStream().stream;
    bed.remote(remote);
    expect(bed.video.handOver('fedcba9876543210')).toBeUndefined();
    const handover = bed.video.handOver(match.roomNum);
    expect(handover).toEqual({ session: bed.session, local: bed.local.stream, remote });
    // The match screen lets go of the streams; the session and camera run on for the call.
    expect(bed.streams.current).toEqual({});
    bed.video.leave();
    expect(bed.session.leave).not.toHaveBeenCalled();
    expect(bed.local.track.stop).not.toHaveBeenCalled();
    // Handed over once: a second taker gets nothing.
    expect(bed.video.handOver(match.roomNum)).toBeUndefined();
  });

  it('has nothing to hand over before the camera is granted, and then joins nothing', async () => {
    const bed = setUp();
    const match = sampleMatch();
    bed.video.join(match);
    expect(bed.video.handOver(match.roomNum)).toBeUndefined();
    bed.grant();
    await vi.waitFor(() => expect(bed.local.track.stop).toHaveBeenCalled());
    expect(bed.engine.join).not.toHaveBeenCalled();
  });
});
