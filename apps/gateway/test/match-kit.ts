// What the matching suites share: a call bed (clock, coins, sockets) whose match scheduler runs when the test says.
import type { CallSession, MatchInfo, MatchQuota } from '@aura/contracts';
import { LedgerService } from '../src/modules/ledger/service.ts';
import type { SignedInUser } from './account-kit.ts';
import { CallBed, type CallAnswer } from './call-kit.ts';
import { startTestGateway } from './gateway.ts';

export class MatchBed extends CallBed {
  /** `schedulers: 'start'`: both schedulers run by themselves and act at once when the clock is advanced. */
  static override async open(
    env: Record<string, string> = {},
    { schedulers = 'manual' }: { schedulers?: 'manual' | 'start' } = {},
  ): Promise<MatchBed> {
    const bed = new MatchBed();
    bed.gateway = await startTestGateway(env, {
      clock: bed.clock,
      callScheduler: schedulers,
      matchScheduler: schedulers,
    });
    await bed.gateway.listen();
    bed.ledger = new LedgerService(bed.gateway.services.database.db);
    return bed;
  }

  /** A signed-in, online user holding exactly `coins` coins. */
  async player(coins: number, nickname = 'Player'): Promise<SignedInUser> {
    const user = await this.caller(0, nickname);
    const start = await this.coins(user.userId);
    if (start > 0)
      await this.ledger.charge({
        userId: user.userId,
        amount: start,
        key: `drain:${user.userId}`,
        kind: 'test',
      });
    if (coins > 0) await this.grant(user.userId, coins);
    return user;
  }
}

export interface MatchingData {
  state: 'matching' | 'matched';
  match?: MatchInfo;
  quota: MatchQuota;
}

export async function startMatching(user: SignedInUser, body: { mode?: string; nextOf?: string } = {}) {
  return (await user.client.post('/matches/api/V1/matching', body)) as CallAnswer<MatchingData>;
}

export async function exitMatch(user: SignedInUser) {
  return (await user.client.post('/matches/api/V1/exitMatch', {})) as CallAnswer<{ state: string }>;
}

export interface BeginMinCallData {
  state: 'invited' | 'connected' | 'failed';
  pricePerMinute?: number;
  session?: CallSession;
}

/** beginMinCall: invites the partner to a call, or accepts the partner's invitation. */
export async function beginMinCall(user: SignedInUser, matchId: string) {
  return (await user.client.post('/matches/api/V1/beginMinCall', {
    matchId,
  })) as CallAnswer<BeginMinCallData>;
}

export async function declineMinCall(user: SignedInUser, matchId: string) {
  return (await user.client.post('/matches/api/V1/declineMinCall', { matchId })) as CallAnswer<{
    state: 'declined' | 'withdrawn' | 'none';
  }>;
}

/**
 * The match made into a call the only way there is: `asker` invites, `partner` accepts. The asker is the caller
 * and pays; the answer is the partner's (the callee's) session.
 */
export async function convertMatch(asker: SignedInUser, partner: SignedInUser, matchId: string) {
  const invite = await beginMinCall(asker, matchId);
  if (invite.body.code !== 200) return invite;
  if (invite.body.data.state !== 'invited') throw new Error(`not invited: ${JSON.stringify(invite.body)}`);
  return beginMinCall(partner, matchId);
}
