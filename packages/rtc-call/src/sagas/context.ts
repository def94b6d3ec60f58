import type { CallMemory } from '../call-memory.ts';
import type { CallStreams } from '../call-streams.ts';
import type { CallApi, CallRealtime, FrameGrabber, MediaDevicesPort, Ringer } from '../ports.ts';
import type { RtcEngine, RtcSession } from '../rtc/rtc-port.ts';
import type { TabLock } from '../tab-lock.ts';

/**
 * A media room another part of the app already runs (a match's video), handed to the call made of it so the
 * picture goes on without a new connection: the joined and published session, and its streams.
 */
export interface RtcHandover {
  session: RtcSession;
  local: MediaStream;
  remote: MediaStream | undefined;
}

/**
 * A match's video as the call made of the match needs it (@aura/matching's `rtcMatchVideo` on this package's RTC
 * engine fits): its running media of `room`, given up without being stopped; undefined when it runs no media there.
 */
export interface MatchMediaSource {
  handOver(room: string): RtcHandover | undefined;
}

/** The saga context key under which the shell gives the call sagas their boundaries. */
export const CALL_DEPENDENCIES_CONTEXT_KEY = 'rtcCall';

/** Everything the call sagas touch outside the store, passed in (style.md §6) so tests run them with fakes. */
export interface CallDependencies {
  api: CallApi;
  realtime: CallRealtime;
  engine: RtcEngine;
  devices: MediaDevicesPort;
  ringer: Ringer;
  streams: CallStreams;
  /**
   * The match video, whose running media a call made of a match takes over (`sagas/match-call.ts`); without it
   * that call joins the room itself.
   */
  matchVideo?: MatchMediaSource;
  /** Which of the user's tabs holds the call (Web Locks in the browser); every tab may take a call up without it. */
  tabLock?: TabLock;
  /**
   * Which call this tab ran before a reload (sessionStorage in the browser): a reload takes its call up at once, a
   * new visit is asked first. Without it every tab takes its call up at once.
   */
  callMemory?: CallMemory;
  /**
   * Takes the frames of this side's camera that a video call uploads for moderation (`sagas/snapshots.ts`, the
   * snapshot config's interval); no frames are taken without it.
   */
  frames?: FrameGrabber;
  /** The clock for the duration display; Date.now unless given. */
  now?: () => number;
  /** Whether the page runs as the installed web app (the bell-cancel record's inappFlag); the browser's unless given. */
  installedApp?: () => boolean;
}
