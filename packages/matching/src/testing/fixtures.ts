import type { CallSession, MatchInfo, MatchQuota } from '@aura/contracts';
import { MATCH_LIMITS } from '@aura/contracts';

export const sampleQuota: MatchQuota = {
  freeLeft: 3,
  freeResetsAt: Date.parse('2026-11-21T13:00:00Z'),
  dailyLeft: 40,
  dailyResetsAt: Date.parse('2026-11-22T00:00:00Z'),
  price: MATCH_LIMITS.normalPrice,
};

/** What a call with the sample match's partner costs per minute. */
export const sampleQuote = { matchId: '41', pricePerMinute: MATCH_LIMITS.normalPrice * 4, canAfford: true };

export function sampleMatch(overrides: Partial<MatchInfo> = {}): MatchInfo {
  return {
    matchId: '41',
    roomNum: '00112233445566aa',
    mode: 'random',
    partner: { userId: '100077', userName: 'Noor', avatar: '', countryCode: 'NL' },
    polite: false,
    iceServers: [],
    charged: 0,
    matchedAt: Date.parse('2026-11-21T12:00:00Z'),
    ...overrides,
  };
}

export function sampleCall(match: MatchInfo): CallSession {
  return {
    call: {
      callId: '9',
      roomNum: match.roomNum,
      role: 'caller',
      remoteUserId: match.partner.userId,
      media: 'video',
      state: 'connected',
      outcome: 'connected',
      pricePerMinute: MATCH_LIMITS.normalPrice * 4,
      hostCall: false,
      matchCall: true,
      minutesBilled: 1,
      amount: MATCH_LIMITS.normalPrice * 4,
      createdAt: match.matchedAt,
      answeredAt: match.matchedAt,
      callTimeSec: 0,
    },
    iceServers: [],
    minuteMs: 60_000,
    ringTimeoutMs: 30_000,
  };
}
