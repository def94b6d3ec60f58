import type {
  CallSession,
  EndpointInput,
  MatchInfo,
  MatchQuota,
  ServerMessage,
  postMatching,
} from '@aura/contracts';

/** The matching endpoints as the sagas use them; they reject with the gateway's code (GatewayCallError). */
export interface MatchingApi {
  matching(input: EndpointInput<typeof postMatching>): Promise<{
    state: 'matching' | 'matched' | 'cancelled';
    match?: MatchInfo;
    quota: MatchQuota;
  }>;
  exitMatch(): Promise<unknown>;
  beginMinCall(matchId: string): Promise<CallSession>;
  /** Ends the call a match became (the calls module's hangup, by the call's room). */
  hangUp(roomNum: string): Promise<unknown>;
}

/** The tab's realtime channel, as far as matching listens to it. */
export interface MatchingRealtime {
  onMessage(listener: (message: ServerMessage) => void): () => void;
}

/**
 * A match's video (the RTC port of @aura/rtc-call joined to the match's room). Optional: without it matching works
 * and shows the partner's card instead of their video.
 */
export interface MatchVideoPort {
  join(match: MatchInfo): void;
  leave(): void;
}

export interface MatchingDependencies {
  api: MatchingApi;
  realtime: MatchingRealtime;
  video?: MatchVideoPort;
}

/** Where the matching sagas find their dependencies in the saga context. */
export const MATCHING_DEPENDENCIES_CONTEXT_KEY = 'aura/matching';
