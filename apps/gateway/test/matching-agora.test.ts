// Matching on a gateway configured for Agora (docs/rtc-call.md): the match and the call made of it give each side
// its Agora channel (the room), uid (its user id) and a signed token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAccessToken2, verifyAccessToken2 } from '../src/modules/calls/agora-token.ts';
import { MatchBed, convertMatch, startMatching } from './match-kit.ts';

const APP_ID = '970CA35de60c44645bbae8a215061b33';
const CERTIFICATE = '5CFd2fd1755d40ecb72977518be15d3b';
/** Enough for a match and a minute at any price the suite meets. */
const COINS = 500;
let bed: MatchBed;

beforeAll(async () => {
  bed = await MatchBed.open({ AGORA_APP_ID: APP_ID, AGORA_APP_CERTIFICATE: CERTIFICATE });
});
afterAll(() => bed.close());

describe('matching with Agora configured', () => {
  it('gives the matched side and the call made of the match its own Agora media', async () => {
    const first = await bed.player(COINS);
    const second = await bed.player(COINS);
    await startMatching(first);
    const matched = await startMatching(second);
    const match = matched.body.data.match!;
    expect(match.agora).toMatchObject({ channel: match.roomNum, uid: second.userId });
    expect(verifyAccessToken2(parseAccessToken2(match.agora!.token), CERTIFICATE)).toBe(true);
    // Second invites, first accepts: first's session carries first's own Agora media.
    const call = await convertMatch(second, first, match.matchId);
    expect(call.body.code).toBe(200);
    const session = call.body.data.session!;
    expect(session.agora).toMatchObject({ channel: session.call.roomNum, uid: first.userId });
  });
});
