import type {
  EndpointInput,
  EndpointOutput,
  MatchInfo,
  MatchQuota,
  ServerMessage,
  getCallPriceAndCoins,
  postBeginMinCall,
  postDeclineMinCall,
  postMatching,
  postReport,
} from '@aura/contracts';

/** The matching endpoints as the sagas use them; they reject with the gateway's code (GatewayCallError). */
export interface MatchingApi {
  matching(input: EndpointInput<typeof postMatching>): Promise<{
    state: 'matching' | 'matched' | 'cancelled';
    match?: MatchInfo;
    quota: MatchQuota;
  }>;
  exitMatch(): Promise<unknown>;
  /** The allowance now: whether the next match is free, and the price of a paid one. */
  quota(): Promise<MatchQuota>;
  /** What a call with `userId` would cost this side per minute (the quote a call from the wall shows). */
  callQuote(userId: string): Promise<EndpointOutput<typeof getCallPriceAndCoins>>;
  /** Invites the partner to a call, or accepts the partner's invitation (only that, with `acceptOnly`). */
  beginMinCall(matchId: string, acceptOnly?: boolean): Promise<EndpointOutput<typeof postBeginMinCall>>;
  /** Declines the partner's invitation, or withdraws this side's. */
  declineMinCall(matchId: string): Promise<EndpointOutput<typeof postDeclineMinCall>>;
  /** Ends the call a match became (the calls module's hangup, by the call's room). */
  hangUp(roomNum: string): Promise<unknown>;
  /** Stay: keeps the match, and tells the partner so their auto-next count stops too (issue 18). */
  stay(matchId: string): Promise<unknown>;
  /** Reports the other side of a call or a match, and blocks them with `block` (issue 18). */
  report(input: EndpointInput<typeof postReport>): Promise<EndpointOutput<typeof postReport>>;
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
