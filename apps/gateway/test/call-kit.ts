// What the call suites share: a gateway whose clock the test moves and whose call scheduler runs when the test
// says, callers with coins, hosts with prices, realtime sockets, and the ledger read back.
import { randomBytes } from 'node:crypto';
import type { CallRecord, CallSession } from '@aura/contracts';
import { eq, like } from 'drizzle-orm';
import { ledgerTransactions } from '../src/db/schema.ts';
import { LedgerService } from '../src/modules/ledger/service.ts';
import { AccountBed, type SignedInUser } from './account-kit.ts';
import { startTestGateway } from './gateway.ts';
import type { Answer } from './independent-client.ts';
import { TestSocket, socketUrl } from './realtime-client.ts';

export interface CallAnswer<T> extends Answer {
  body: { code: number; message: string; data: T };
}

export class CallBed extends AccountBed {
  ledger!: LedgerService;

  static async open(env: Record<string, string> = {}): Promise<CallBed> {
    const bed = new CallBed();
    bed.gateway = await startTestGateway(env, { clock: bed.clock, callScheduler: 'manual' });
    await bed.gateway.listen();
    bed.ledger = new LedgerService(bed.gateway.services.database.db);
    return bed;
  }

  /** A signed-in user with `coins` coins, online. */
  async caller(coins: number, nickname = 'Caller'): Promise<SignedInUser> {
    const user = await this.signIn(nickname);
    if (coins > 0) await this.grant(user.userId, coins);
    await this.gateway.services.presence.heartbeat(user.userId);
    return user;
  }

  /**
   * A host at `pricePerMinute` earning `pointsPerMinute`, signed in and online; `friends` gives the friends' price
   * and whether video is taken from friends only.
   */
  async host(
    pricePerMinute: number,
    pointsPerMinute: number,
    nickname = 'Host',
    friends: { friendPricePerMinute?: number; videoFriendsOnly?: boolean } = {},
  ): Promise<SignedInUser> {
    const { hosts, sessions, presence } = this.gateway.services;
    const row = await hosts.create({ nickname, pricePerMinute, pointsPerMinute, ...friends });
    const deviceId = `host-${randomBytes(8).toString('hex')}`;
    const { loginToken } = await sessions.create(row.id, deviceId);
    const identity = { userId: String(row.id), deviceId, loginToken };
    await presence.heartbeat(row.id);
    return { userId: row.id, identity, client: await this.client(identity) };
  }

  /** Spends `amount` of the user's coins (the sign-up coins, say), so they hold exactly what the test grants. */
  async drain(userId: number, amount: number): Promise<void> {
    if (amount > 0) await this.ledger.charge({ userId, amount, key: `drain:${userId}`, kind: 'test' });
  }

  /** A caller holding exactly `coins`, in a connected call with a host at `price` earning `points` a minute. */
  async connected(price: number, points: number, coins: number) {
    const caller = await this.caller(0);
    const start = await this.coins(caller.userId);
    if (coins > 0) await this.grant(caller.userId, coins);
    await this.drain(caller.userId, start);
    const host = await this.host(price, points);
    const launched = await launch(caller, host.userId);
    if (launched.body.code !== 200) throw new Error(`launch answered ${launched.body.code}`);
    const roomNum = launched.body.data.call.roomNum;
    const answered = await act(host, 'answer', roomNum);
    if (answered.body.code !== 200) throw new Error(`answer answered ${answered.body.code}`);
    return { caller, host, roomNum, callId: launched.body.data.call.callId };
  }

  grant(userId: number, amount: number) {
    return this.ledger.grant({ userId, amount, key: randomBytes(8).toString('hex'), memo: 'test' });
  }

  coins(userId: number) {
    return this.ledger.balance(userId, 'coin');
  }

  points(userId: number) {
    return this.ledger.balance(userId, 'point');
  }

  /** The ledger keys of the call's charged minutes, in order. */
  async minuteKeys(callId: string): Promise<string[]> {
    const rows = await this.gateway.services.database.db
      .select({ key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `call:${callId}:%`))
      .orderBy(ledgerTransactions.id);
    return rows.map((row) => row.key);
  }

  async keyCount(key: string): Promise<number> {
    const rows = await this.gateway.services.database.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, key));
    return rows.length;
  }

  /** A realtime socket of the user, once its hello arrived. */
  async socket(user: SignedInUser): Promise<TestSocket> {
    const socket = TestSocket.open(socketUrl(user.client));
    await socket.next({ type: 'hello' });
    return socket;
  }

  /** Moves the clock and runs the scheduler's pass, as the scheduler would when that much time passed. */
  async elapse(ms: number): Promise<void> {
    await this.advance(ms);
    await this.gateway.services.callScheduler.pass();
  }
}

export async function launch(user: SignedInUser, calleeId: number, media = 'video') {
  return (await user.client.post('/api/call/launch', {
    calleeId: String(calleeId),
    media,
  })) as CallAnswer<CallSession>;
}

export async function act(user: SignedInUser, action: string, roomNum?: string) {
  return (await user.client.post(
    `/api/call/${action}`,
    roomNum === undefined ? {} : { roomNum },
  )) as CallAnswer<{
    skipped: boolean;
    call?: CallRecord;
    iceServers?: unknown[];
  }>;
}
