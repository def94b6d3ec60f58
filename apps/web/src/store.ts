import {
  NAVIGATE_CONTEXT_KEY,
  REALTIME_CHANNEL_CONTEXT_KEY,
  authSlice,
  sessionSaga,
  visitorSettled,
  signInFlowSlices,
  signInFlowsSaga,
  walletSaga,
  walletSlice,
  type Navigate,
} from '@aura/auth';
import {
  GATEWAY_CLIENT_CONTEXT_KEY,
  gatewaySaga,
  gatewaySlice,
  realtimeSaga,
  type GatewayClient,
  type RealtimeChannel,
} from '@aura/gateway-client';
import { hostsSaga, hostsSlice } from '@aura/hosts';
import {
  MATCHING_DEPENDENCIES_CONTEXT_KEY,
  MatchStreams,
  gatewayMatchingApi,
  matchingSaga,
  matchingSlice,
  reportSlice,
  rtcMatchVideo,
} from '@aura/matching';
import {
  CALL_DEPENDENCIES_CONTEXT_KEY,
  browserCallDependencies,
  callSaga,
  callSlice,
  type CallDependencies,
} from '@aura/rtc-call';
import { I18N_CONTEXT_KEY, localeSaga, localeSlice, type I18n } from '@aura/i18n-catalog';
import type { GiftsRootState } from '@aura/gifts';
import type { ImRootState } from '@aura/im';
import type * as WallChunkModule from './routes/wall-route-page.tsx';
import { combineSlices, configureStore, type Slice } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import {
  all,
  call,
  cancel,
  cancelled,
  delay,
  fork,
  put,
  race,
  select,
  spawn,
  take,
  takeLeading,
} from 'redux-saga/effects';

/** Each package contributes its slice here; the shell never writes a feature's state itself. */
export const rootReducer = combineSlices(
  localeSlice,
  gatewaySlice,
  authSlice,
  walletSlice,
  ...signInFlowSlices,
  hostsSlice,
  callSlice,
  matchingSlice,
  reportSlice,
).withLazyLoadedSlices<Partial<ImRootState> & Partial<GiftsRootState>>();
export type RootState = ReturnType<typeof rootReducer>;

/**
 * @aura/im's slice and sagas (and @aura/gifts'), loaded after start with the wall's chunk, where the Messages routes are too (no
 * chunk of their own: wall-route-page.tsx says why); the tab badge reads `im` once it is there.
 */
type WallChunk = typeof WallChunkModule;

function* im(dependencies: SagaDependencies) {
  const { runIm, runGifts } = (yield call(() => import('./routes/wall-route-page.tsx'))) as WallChunk;
  const { gateway, realtime } = dependencies;
  yield all([
    call(runIm, rootReducer, gateway, realtime),
    // @aura/gifts' slice and saga come with IM's, so a gift received on any page plays at once (docs/gifts.md).
    call(runGifts, rootReducer, { ...dependencies, effects: FEATURE_EFFECTS }),
  ]);
}

/**
 * Each package's root saga, spawned so that one failing saga does not take the others down. Cancelling the root
 * (`store.sagaTask.cancel()`, as a test does when it takes the app down) cancels them all: a spawned saga is not
 * cancelled with its parent by itself, and one left running would dial the socket into a torn-down page.
 */
function* rootSaga(dependencies: SagaDependencies) {
  const tasks: Task[] = yield all([
    spawn(localeSaga),
    spawn(gatewaySaga),
    // One socket at start-up: a visitor's tab dials when startup finds no session; a signed-in one when it signs in.
    spawn(realtimeSaga, dependencies.realtime, { connectAfter: visitorSettled }),
    spawn(sessionSaga),
    spawn(walletSaga),
    spawn(signInFlowsSaga),
    spawn(hostsSaga),
    spawn(callSaga),
    spawn(matchingSaga),
    spawn(im, dependencies),
  ]);
  try {
    yield new Promise<never>(() => {});
  } finally {
    if ((yield cancelled()) as boolean) for (const task of tasks) task.cancel();
  }
}

/** What sagas get from the shell through their context: the boundaries, never imported directly. */
export interface SagaDependencies {
  i18n: I18n;
  gateway: GatewayClient;
  /** The tab's one realtime socket. */
  realtime: RealtimeChannel;
  /** Goes to an app path (no language prefix; the router keeps the current one). */
  navigate: Navigate;
  /** The calls' boundaries; the browser's (WebRTC, camera, the gateway and socket above) unless given. */
  call?: CallDependencies;
}

/**
 * The effect creators a feature loaded with its route gets from here: were its saga to import `redux-saga/effects`
 * itself, the bundler would split that module out of the first-load script into one more (docs/performance.md).
 */
const FEATURE_EFFECTS = { all, call, cancel, delay, fork, put, race, select, take, takeLeading };
export type FeatureDependencies = SagaDependencies & { effects: typeof FEATURE_EFFECTS };

export function createStore(dependencies: SagaDependencies, preloadedState?: Partial<RootState>) {
  const callPorts = dependencies.call ?? browserCallDependencies(dependencies.gateway, dependencies.realtime);
  // A match's video uses the calls' RTC engine and camera; its streams, like the call's, live beside the store.
  const matchStreams = new MatchStreams();
  const matchVideo = rtcMatchVideo(callPorts.engine, callPorts.devices, matchStreams);
  // A match that becomes a call hands this video's running media to the call screen (@aura/rtc-call's saga).
  const call: CallDependencies = { ...callPorts, matchVideo };
  const realtime = dependencies.realtime;
  const matching = {
    api: gatewayMatchingApi(dependencies.gateway),
    realtime: {
      onMessage: (listener: Parameters<typeof realtime.on<'message'>>[1]) => realtime.on('message', listener),
    },
    video: matchVideo,
  };
  const sagaMiddleware = createSagaMiddleware({
    context: {
      [I18N_CONTEXT_KEY]: dependencies.i18n,
      [GATEWAY_CLIENT_CONTEXT_KEY]: dependencies.gateway,
      [NAVIGATE_CONTEXT_KEY]: dependencies.navigate,
      [REALTIME_CHANNEL_CONTEXT_KEY]: dependencies.realtime,
      [CALL_DEPENDENCIES_CONTEXT_KEY]: call,
      [MATCHING_DEPENDENCIES_CONTEXT_KEY]: matching,
    },
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const sagaTask = sagaMiddleware.run(rootSaga, dependencies);
  // The call's media streams are browser objects, not state: the call overlay reads them from here.
  // A package that joins with its lazy route (@aura/profile) injects its slice into `rootReducer` and starts its
  // saga with `runSaga`; its chunk never imports this file, which would pull the store's graph out of the entry.
  // The shop uses `addFeature`: its slice and its saga, handed the shell's dependencies, ended with the root.
  const addFeature = (slice: Slice, saga: (given: FeatureDependencies) => Generator) => {
    rootReducer.inject(slice as never);
    const task = sagaMiddleware.run(saga, { ...dependencies, effects: FEATURE_EFFECTS });
    void sagaTask.toPromise().finally(() => task.cancel());
  };
  return Object.assign(store, {
    sagaTask,
    callStreams: call.streams,
    matchStreams,
    rootReducer,
    runSaga: sagaMiddleware.run,
    addFeature,
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
