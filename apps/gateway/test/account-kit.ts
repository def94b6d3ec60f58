// What the profile, binding and ban suites share: a gateway on a clock the tests can move, signed-in users
// speaking protocol v1 through the independent client, and codes read back from the sandbox outbox over HTTP.
import { randomBytes } from 'node:crypto';
import { AUTH_LIMITS } from '@aura/contracts';
import { TestClock } from '../src/clock.ts';
import { startTestGateway, type TestGateway } from './gateway.ts';
import { IndependentClient, type Identity } from './independent-client.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface SignedInUser {
  userId: number;
  identity: Identity;
  client: IndependentClient;
}

export interface SentMessage {
  channel: string;
  recipient: string;
  subject: string;
  body: string;
}

export class AccountBed {
  /** The gateway's clock: real time plus what the tests moved it; signed-in clients follow it. */
  clock = new TestClock();
  gateway!: TestGateway;

  /** `today` (YYYY-MM-DD) sets the gateway's date, noon UTC, for rules that count days or years. */
  static async start(env: Record<string, string> = {}, today?: string): Promise<AccountBed> {
    const bed = new AccountBed();
    if (today) bed.clock = new TestClock({ startAt: Date.parse(`${today}T12:00:00Z`) });
    bed.gateway = await startTestGateway(env, { clock: bed.clock });
    await bed.gateway.listen();
    return bed;
  }

  readonly now = (): number => this.clock.now();

  /** Milliseconds the gateway's clock runs ahead of the real one. */
  get offsetMs(): number {
    return this.clock.offsetMs;
  }

  get url(): string {
    return this.gateway.url;
  }

  /** Moves the gateway's clock forward; resolves once its running schedulers acted on the new time. */
  advance(ms: number): Promise<void> {
    return this.clock.advance(ms);
  }

  /** A new account with a session on a new device, and a client that signs with the bed's clock. */
  async signIn(nickname = 'Tester', countryCode = 'NL'): Promise<SignedInUser> {
    const { users, sessions } = this.gateway.services;
    const user = await users.create({ nickname, countryCode });
    const deviceId = `acct-${randomBytes(8).toString('hex')}`;
    const { loginToken } = await sessions.create(user.id, deviceId);
    const identity = { userId: String(user.id), deviceId, loginToken };
    return { userId: user.id, identity, client: await this.client(identity) };
  }

  async client(identity: Identity): Promise<IndependentClient> {
    const client = new IndependentClient(this.url, identity);
    Object.defineProperty(client, 'clockSkewMs', { get: () => this.offsetMs });
    await client.handshake();
    return client;
  }

  /** The newest message the sandbox providers sent to `recipient` (read like a person reads their inbox). */
  async lastMessage(recipient: string): Promise<SentMessage | undefined> {
    const response = await fetch(`${this.url}/dev/outbox.json?to=${encodeURIComponent(recipient)}`);
    const messages = (await response.json()) as SentMessage[];
    return messages[0];
  }

  /** The code in the newest message to `recipient`. */
  async codeSentTo(recipient: string): Promise<string> {
    const message = await this.lastMessage(recipient);
    const code = message?.body.match(new RegExp(`\\b\\d{${AUTH_LIMITS.codeDigits}}\\b`))?.[0];
    if (!code) throw new Error(`no code was sent to ${recipient}`);
    return code;
  }

  close(): Promise<void> {
    return this.gateway.close();
  }
}
