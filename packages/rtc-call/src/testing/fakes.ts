import { walletSlice } from '@aura/auth';
import { reportSlice } from '@aura/matching';
import { USER_STATUS, type CallRecord, type ClientMessage, type ServerMessage } from '@aura/contracts';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { CallStreams } from '../call-streams.ts';
import type { CallApi, CallRealtime, MediaDevicesPort, Ringer } from '../ports.ts';
import { Listeners } from '../rtc/listeners.ts';
import type { JoinOptions, RtcEngine, RtcSession, RtcSessionEvents } from '../rtc/rtc-port.ts';
import { callSaga } from '../sagas/call-saga.ts';
import { CALL_DEPENDENCIES_CONTEXT_KEY, type CallDependencies } from '../sagas/context.ts';
import { callSlice } from '../slice.ts';

/** A media track that records whether it was stopped. */
export interface FakeTrack {
  kind: 'audio' | 'video';
  enabled: boolean;
  stopped: boolean;
  stop(): void;
}

export function fakeStream(
  kinds: ('audio' | 'video')[] = ['audio', 'video'],
): MediaStream & { tracks: FakeTrack[] } {
  const tracks = kinds.map((kind): FakeTrack => ({
    kind,
    enabled: true,
    stopped: false,
    stop() {
      this.stopped = true;
    },
  }));
  return {
    tracks,
    addTrack: (track: FakeTrack) => tracks.push(track),
    getTracks: () => tracks,
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
  } as unknown as MediaStream & { tracks: FakeTrack[] };
}

/** The RTC port as the sagas see it; the test drives its events. */
export class FakeSession implements RtcSession {
  readonly events = new Listeners<RtcSessionEvents>();
  published: MediaStream | undefined;
  microphone = true;
  camera = true;
  left = false;
  constructor(readonly options: JoinOptions) {}
  async publish(stream: MediaStream) {
    this.published = stream;
  }
  setMicrophoneEnabled(enabled: boolean) {
    this.microphone = enabled;
  }
  setCameraEnabled(enabled: boolean) {
    this.camera = enabled;
  }
  async replaceVideoTrack() {}
  on<K extends keyof RtcSessionEvents>(event: K, listener: (payload: RtcSessionEvents[K]) => void) {
    return this.events.on(event, listener);
  }
  leave() {
    this.left = true;
  }
}

export class FakeEngine implements RtcEngine {
  sessions: FakeSession[] = [];
  join(options: JoinOptions) {
    const session = new FakeSession(options);
    this.sessions.push(session);
    return session;
  }
  get last(): FakeSession {
    const session = this.sessions.at(-1);
    if (!session) throw new Error('nobody joined');
    return session;
  }
}

export class FakeRealtime implements CallRealtime {
  private readonly listeners = new Set<(message: ServerMessage) => void>();
  private readonly reopenListeners = new Set<() => void>();
  sent: ClientMessage[] = [];
  onMessage(listener: (message: ServerMessage) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  send(message: ClientMessage) {
    this.sent.push(message);
    return true;
  }
  push(message: ServerMessage) {
    for (const listener of [...this.listeners]) listener(message);
  }
  onReopen(listener: () => void) {
    this.reopenListeners.add(listener);
    return () => this.reopenListeners.delete(listener);
  }
  /** The socket opened again. */
  reopen() {
    for (const listener of [...this.reopenListeners]) listener();
  }
}

export const ROOM = '0123456789abcdef';

export function record(patch: Partial<CallRecord> = {}): CallRecord {
  return {
    callId: 'c1',
    roomNum: ROOM,
    role: 'caller',
    remoteUserId: '100002',
    media: 'video',
    state: 'ringing',
    pricePerMinute: 60,
    hostCall: true,
    matchCall: false,
    minutesBilled: 0,
    amount: 0,
    createdAt: 1,
    callTimeSec: 0,
    ...patch,
  };
}

/** The call endpoints, answering as scripted and keeping a log of what was asked. */
export function fakeApi(overrides: Partial<CallApi> = {}): CallApi & { log: string[] } {
  const log: string[] = [];
  const api: CallApi = {
    priceAndCoins: async (userId) => ({
      pricePerMinute: 60,
      currentCoin: 500,
      canAfford: true,
      remoteUserInfo: { id: userId, userName: 'Ada', avatar: '/a.svg', isHost: true, status: 2 },
    }),
    launch: async () => ({ call: record(), iceServers: [], minuteMs: 60_000, ringTimeoutMs: 5_000 }),
    action: async (_name, _room) => ({
      skipped: false,
      call: record({ state: 'connected', role: 'callee' }),
    }),
    current: async () => undefined,
    statusOf: async () => USER_STATUS.online,
    bellRecord: async () => ({ recorded: true }),
    videoRecord: async () => ({ recorded: true }),
    snapshotConfig: async () => ({ enabled: true, intervalMs: 60_000, retentionDays: 30 }),
    uploadSnapshot: async () => ({ id: '00000000-0000-4000-8000-000000000000' }),
    ...overrides,
  };
  return {
    log,
    priceAndCoins: (userId) => (log.push(`price ${userId}`), api.priceAndCoins(userId)),
    launch: (calleeId, media) => (log.push(`launch ${calleeId} ${media}`), api.launch(calleeId, media)),
    action: (name, room) => (log.push(`${name} ${room}`), api.action(name, room)),
    current: () => (log.push('current'), api.current()),
    statusOf: (userId) => (log.push(`status ${userId}`), api.statusOf(userId)),
    bellRecord: (input) => (log.push(`bell ${JSON.stringify(input)}`), api.bellRecord(input)),
    videoRecord: (input) => (log.push(`video ${JSON.stringify(input)}`), api.videoRecord(input)),
    snapshotConfig: () => (log.push('snapshotConfig'), api.snapshotConfig()),
    uploadSnapshot: (roomNum, image) => (
      log.push(`snapshot ${roomNum} ${image}`),
      api.uploadSnapshot(roomNum, image)
    ),
  };
}

export function fakeDevices(fail?: Error): MediaDevicesPort & { asked: MediaStreamConstraints[] } {
  const asked: MediaStreamConstraints[] = [];
  return {
    asked,
    getUserMedia: async (constraints) => {
      asked.push(constraints);
      if (fail) throw fail;
      return fakeStream(constraints.video ? ['audio', 'video'] : ['audio']);
    },
  };
}

/**
 * A ringer that records whether it rings. `locked`: the browser holds its sound back until `touch()` (the user's
 * first touch of the page) or `unlockSound()` (the bell's press).
 */
export function fakeRinger({ locked = false } = {}): Ringer & {
  ringing: boolean;
  rang: number;
  locked: boolean;
  unlockPresses: number;
  /** How many listen for the sound's unlock now. */
  readonly listening: number;
  touch(): void;
} {
  const listeners = new Set<() => void>();
  return {
    ringing: false,
    rang: 0,
    locked,
    unlockPresses: 0,
    start() {
      this.ringing = true;
      this.rang += 1;
    },
    stop() {
      this.ringing = false;
    },
    soundLocked() {
      return this.locked;
    },
    async unlockSound() {
      this.unlockPresses += 1;
      this.touch();
    },
    onSoundUnlocked(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get listening() {
      return listeners.size;
    },
    touch() {
      this.locked = false;
      for (const listener of [...listeners]) listener();
    },
  };
}

export interface FakeDependencies extends CallDependencies {
  api: ReturnType<typeof fakeApi>;
  realtime: FakeRealtime;
  engine: FakeEngine;
  devices: ReturnType<typeof fakeDevices>;
  ringer: ReturnType<typeof fakeRinger>;
}

/** A store with the call slice and saga, its boundaries faked. */
export function callStore(patch: Partial<FakeDependencies> = {}) {
  const deps: FakeDependencies = {
    api: fakeApi(),
    realtime: new FakeRealtime(),
    engine: new FakeEngine(),
    devices: fakeDevices(),
    ringer: fakeRinger(),
    streams: new CallStreams(),
    // A browser tab, not the installed web app.
    installedApp: () => false,
    ...patch,
  };
  const sagas = createSagaMiddleware({ context: { [CALL_DEPENDENCIES_CONTEXT_KEY]: deps } });
  const store = configureStore({
    reducer: { call: callSlice.reducer, wallet: walletSlice.reducer, report: reportSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).concat(sagas),
  });
  sagas.run(callSaga);
  return { store, deps };
}
