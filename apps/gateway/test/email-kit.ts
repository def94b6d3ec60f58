// What the e-mail sign-in suites share: a gateway on a clock the tests can move, visitors and signed-in clients
// speaking protocol v1 (the independent client), and the sandbox outbox read back over HTTP.
import { randomBytes } from 'node:crypto';
import {
  EMAIL_LINK_QUERY,
  getEmailExists,
  postAlreadyVerifyEmail,
  postEmailAutoLogin,
  postEmailRegister,
  postEmailSetPassword,
  type Endpoint,
  type EndpointOutput,
  type LoginResult,
} from '@aura/contracts';
import { expect } from 'vitest';
import { TestClock } from '../src/clock.ts';
import { startTestGateway, type TestGateway, type TestGatewayOptions } from './gateway.ts';
import { IndependentClient, type Answer } from './independent-client.ts';

export interface OutboxMail {
  id: number;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  html: string | null;
}

/** Ten minutes and a second: a fresh window of the sign-in operation throttle. */
export const OPERATION_WINDOW_MS = 10 * 60 * 1000 + 1000;

export const newDeviceId = () => `email-${randomBytes(8).toString('hex')}`;

let sequence = 0;
/** A new address for each test, so tests share a gateway without sharing accounts. */
export const newAddress = (label = 'user') => `${label}.${Date.now()}.${(sequence += 1)}@example.test`;

export class EmailBed {
  gateway!: TestGateway;

  private constructor(readonly clock: TestClock) {}

  /** A gateway on its own test clock, or on `options.clock` (another bed's, when the two share a database). */
  static async start(
    env: Record<string, string> = {},
    { clock = new TestClock(), ...options }: Omit<TestGatewayOptions, 'clock'> & { clock?: TestClock } = {},
  ): Promise<EmailBed> {
    const bed = new EmailBed(clock);
    bed.gateway = await startTestGateway(env, { ...options, clock });
    await bed.gateway.listen();
    return bed;
  }

  /** Milliseconds the gateway's clock runs ahead of the real one. */
  get shift(): number {
    return this.clock.offsetMs;
  }

  get url(): string {
    return this.gateway.url;
  }

  advance(ms: number): Promise<void> {
    return this.clock.advance(ms);
  }

  /** Moves the clock past the operation throttle's window: every test starts with a full budget. */
  freshWindow(): Promise<void> {
    return this.advance(OPERATION_WINDOW_MS);
  }

  async visitor(deviceId = newDeviceId()): Promise<IndependentClient> {
    const client = new IndependentClient(this.url, { deviceId });
    await client.handshake();
    return client;
  }

  /** A client holding the session a sign-in answered, on the device that signed in. */
  async signedIn(result: LoginResult, deviceId: string): Promise<IndependentClient> {
    const client = new IndependentClient(this.url, {
      userId: result.userId,
      deviceId,
      loginToken: result.loginToken,
    });
    client.clockSkewMs = this.shift;
    await client.handshake();
    return client;
  }

  /** The outbox as /dev/outbox.json shows it, newest first. */
  async mails(to: string): Promise<OutboxMail[]> {
    const response = await fetch(`${this.url}/dev/outbox.json?to=${encodeURIComponent(to)}`);
    expect(response.status).toBe(200);
    return (await response.json()) as OutboxMail[];
  }

  /** The token of the link in the newest mail to `to`, checked to point at the web app's login page. */
  async linkToken(to: string, kind: keyof typeof EMAIL_LINK_QUERY): Promise<string> {
    const [mail] = await this.mails(to);
    expect(mail, `a mail to ${to}`).toBeDefined();
    return tokenOf(mail!, this.gateway.config.publicUrl, kind);
  }

  /** Signs up with the link opened on the registering device; the account has no password. */
  async signUp(email: string, deviceId = newDeviceId()) {
    const client = await this.visitor(deviceId);
    const registered = ok(await call(client, postEmailRegister, { email }));
    const token = await this.linkToken(email, 'verify');
    const login = ok(await call(client, postEmailAutoLogin, { token }));
    return { client, deviceId, login, registrationToken: registered.registrationToken };
  }

  /** A verified account with a password, made the way the app makes it. */
  async account(email: string, password: string, deviceId = newDeviceId()) {
    const { client, registrationToken } = await this.signUp(email, deviceId);
    ok(await call(client, postAlreadyVerifyEmail, { email, registrationToken }));
    const login = ok(await call(client, postEmailSetPassword, { email, password, registrationToken }));
    return { client, deviceId, login };
  }

  async exists(client: IndependentClient, email: string) {
    return ok(await call(client, getEmailExists, { email }));
  }

  close(): Promise<void> {
    return this.gateway.close();
  }
}

export function tokenOf(mail: OutboxMail, publicUrl: string, kind: keyof typeof EMAIL_LINK_QUERY): string {
  const links = mail.body.match(/https?:\/\/\S+/g) ?? [];
  expect(links, 'exactly one link in the mail').toHaveLength(1);
  const link = new URL(links[0]!);
  expect(`${link.origin}${link.pathname}`).toBe(`${publicUrl}/login`);
  const token = link.searchParams.get(EMAIL_LINK_QUERY[kind]);
  expect(token, `the ${EMAIL_LINK_QUERY[kind]} parameter`).toBeTruthy();
  // The HTML part carries the same link, visible.
  expect(mail.html).toContain(links[0]!.replace(/&/g, '&amp;'));
  return token!;
}

/** An answer whose success data has the endpoint's output type. */
export type Reply<T> = Answer & { readonly output?: T };

/**
 * Calls an endpoint of @aura/contracts the way it is declared (GET in the query, anything else in the body);
 * signed when the client holds a session. Parameters are loosely typed so tests can send wrong ones.
 */
export function call<E extends Endpoint>(
  client: IndependentClient,
  endpoint: E,
  params: Record<string, unknown>,
  options: { encrypt?: boolean } = {},
): Promise<Reply<EndpointOutput<E>>> {
  const signed = 'loginToken' in client.identity;
  if (endpoint.method === 'GET') {
    const query = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
    return client.get(endpoint.path, query, { signed, ...options });
  }
  return client.post(endpoint.path, params, { signed, ...options });
}

/** The data of a successful answer; fails the test with the answer otherwise. */
export function ok<T>(reply: Reply<T>): T {
  expect(reply.body, JSON.stringify(reply.body)).toMatchObject({ code: 200 });
  return reply.body.data as T;
}

/** The data of a refusal with this code. */
export function refused(answer: Answer, code: number): Record<string, unknown> {
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(code);
  expect(answer.httpStatus).toBe(200);
  return (answer.body.data ?? {}) as Record<string, unknown>;
}
