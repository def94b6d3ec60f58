import { describe, expect, it } from 'vitest';
import { MATCH_LIMITS } from '../matching.ts';
import { PLACEMENT_CONFIG } from '../limits.ts';
import { serverMessageSchema } from '../realtime.ts';
import { postBeginMinCall, postExitMatch, postMatching } from './matching.ts';

describe('matching endpoints', () => {
  it('carries the spec §7 paths', () => {
    expect(postMatching.path).toBe('/matches/api/V1/matching');
    expect(postExitMatch.path).toBe('/matches/api/V1/exitMatch');
  });

  it('defaults to random mode and refuses a match id that is no number', () => {
    expect(postMatching.input.parse({})).toEqual({ mode: 'random' });
    expect(postMatching.input.safeParse({ nextOf: 'abc' }).success).toBe(false);
    expect(postBeginMinCall.input.safeParse({}).success).toBe(false);
  });

  it('derives the timers from the placement config in milliseconds', () => {
    const config = PLACEMENT_CONFIG.matching;
    expect(MATCH_LIMITS.autoNextMs).toBe(config.autoNextVideoSeconds * 1000);
    expect(MATCH_LIMITS.nextButtonCountdownMs).toBe(config.nextButtonCountdownSeconds * 1000);
    expect(MATCH_LIMITS.faceToFaceDecideMs).toBe(config.countdownSeconds * 1000);
  });

  it('validates the realtime matched event', () => {
    const match = {
      matchId: '7',
      roomNum: '0123456789abcdef',
      mode: 'faceToFace',
      partner: { userId: '100002', userName: 'Ada', avatar: '', countryCode: 'NL' },
      polite: true,
      iceServers: [],
      charged: 5,
      matchedAt: 1,
      decideBy: 2,
    };
    expect(serverMessageSchema.parse({ type: 'matched', match })).toEqual({ type: 'matched', match });
    expect(
      serverMessageSchema.safeParse({ type: 'matched', match: { ...match, mode: 'other' } }).success,
    ).toBe(false);
  });
});
