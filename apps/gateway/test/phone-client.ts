// Phone sign-in as a client does it: the independent protocol client (node:crypto only) over real HTTP, each
// caller from its own address (the gateway trusts X-Forwarded-For in these tests) and device, and codes read from
// the sandbox outbox like a person reads their phone.
import { BUSINESS_CODES } from '@aura/contracts';
import { expect } from 'vitest';
import { TestClock as GatewayTestClock } from '../src/clock.ts';
import type { TestGateway } from './gateway.ts';
import { IndependentClient, type Answer, type Identity } from './independent-client.ts';

export const PHONE = {
  checkMobile: '/facade/api/mobile/checkMobile',
  sendCode: '/facade/api/mobile/sms/sendCode',
  checkCode: '/facade/api/mobile/sms/checkCode',
  login: '/facade/api/user/exempt/login/phone',
  passwordLogin: '/facade/api/mobile/mobilePasswordLogin',
  updatePassword: '/facade/api/mobile/updateMobilePassword',
  checkUserSetPassword: '/facade/api/mobile/checkUserSetPassword',
} as const;

/**
 * The gateway's clock in these tests: real time plus an offset that tests move forward (code lifetimes, resend
 * intervals, pauses), instead of waiting.
 */
export class TestClock extends GatewayTestClock {
  advanceSeconds(seconds: number): Promise<void> {
    return this.advance(seconds * 1000);
  }
}

/** Environment for phone tests: the caller's address comes from X-Forwarded-For. */
export const PHONE_TEST_ENV = { TRUST_PROXY: 'true' };

let callers = 0;
let devices = 0;
let numbers = 0;

/** A Dutch mobile number nobody else in the run uses, in E.164. */
export function newNumber(): string {
  numbers += 1;
  return `+3161${String(numbers).padStart(7, '0')}`;
}

/** An address in a documentation range: the gateway knows no country for it. */
function newAddress(): string {
  callers += 1;
  return `198.51.${100 + Math.floor(callers / 250)}.${(callers % 250) + 1}`;
}

export interface CodeMessage {
  channel: string;
  recipient: string;
  body: string;
  code: string;
}

/** The newest message the sandbox sent to `number`, and the code in it. */
export async function lastMessage(gateway: TestGateway, number: string): Promise<CodeMessage> {
  const response = await fetch(`${gateway.url}/dev/outbox.json?to=${encodeURIComponent(number)}`);
  const [message] = (await response.json()) as { channel: string; recipient: string; body: string }[];
  if (!message) throw new Error(`nothing was sent to ${number}`);
  const code = /code is (\d+)/.exec(message.body)?.[1];
  if (!code) throw new Error(`no code in "${message.body}"`);
  return { ...message, code };
}

export async function messagesTo(gateway: TestGateway, number: string): Promise<number> {
  const response = await fetch(`${gateway.url}/dev/outbox.json?to=${encodeURIComponent(number)}`);
  return ((await response.json()) as unknown[]).length;
}

/** A code that is not `code`. */
export function wrongCode(code: string, seed = 1): string {
  const guess = (Number(code) + seed) % 10 ** code.length;
  return String(guess).padStart(code.length, '0');
}

export interface LoginData {
  userId: string;
  loginToken: string;
  isNewUser: boolean;
  goldNum?: number;
  profile: { phone?: string; hasPassword: boolean };
}

/** One person on one device, at one address. */
export class PhoneCaller {
  readonly client: IndependentClient;
  readonly headers: Record<string, string>;
  private readonly clock: TestClock | undefined;

  constructor(
    readonly gateway: TestGateway,
    options: { ip?: string; deviceId?: string; identity?: Identity; clock?: TestClock } = {},
  ) {
    this.clock = options.clock;
    this.headers = { 'x-forwarded-for': options.ip ?? newAddress() };
    devices += 1;
    const deviceId = options.identity?.deviceId ?? options.deviceId ?? `phone-device-${devices}`;
    this.client = new IndependentClient(gateway.url, options.identity ?? { deviceId });
  }

  static async start(gateway: TestGateway, options: ConstructorParameters<typeof PhoneCaller>[1] = {}) {
    const caller = new PhoneCaller(gateway, options);
    await caller.client.handshake();
    return caller;
  }

  /** The same person, signed in on this device with the session a login gave. */
  async signedIn(login: LoginData): Promise<PhoneCaller> {
    const identity = {
      userId: login.userId,
      deviceId: this.client.identity.deviceId,
      loginToken: login.loginToken,
    };
    const { clock } = this;
    return PhoneCaller.start(this.gateway, {
      ip: this.headers['x-forwarded-for'],
      identity,
      ...(clock ? { clock } : {}),
    });
  }

  checkMobile(mobile: string): Promise<Answer> {
    return this.client.get(PHONE.checkMobile, { mobile }, { signed: false, headers: this.headers });
  }

  sendCode(
    mobile: string,
    options: {
      channel?: 'sms' | 'whatsapp';
      purpose?: 'login' | 'reset';
      headers?: Record<string, string>;
    } = {},
  ): Promise<Answer> {
    this.syncClock();
    return this.client.post(
      PHONE.sendCode,
      { mobile, channel: options.channel ?? 'sms', purpose: options.purpose ?? 'login' },
      { headers: { ...this.headers, ...options.headers } },
    );
  }

  checkCode(mobile: string, requestId: string, code: string): Promise<Answer> {
    return this.post(PHONE.checkCode, { mobile, requestId, code }, false);
  }

  login(
    mobile: string,
    requestId: string,
    code: string,
    extra: Record<string, unknown> = {},
  ): Promise<Answer> {
    return this.post(PHONE.login, { mobile, requestId, code, ...extra }, false);
  }

  passwordLogin(mobile: string, password: string): Promise<Answer> {
    return this.post(PHONE.passwordLogin, { mobile, password }, false);
  }

  updatePassword(mobile: string, requestId: string, code: string, password: string): Promise<Answer> {
    return this.post(
      PHONE.updatePassword,
      { mobile, requestId, code, password },
      'userId' in this.client.identity,
    );
  }

  checkUserSetPassword(): Promise<Answer> {
    this.syncClock();
    return this.client.get(PHONE.checkUserSetPassword, {}, { headers: this.headers });
  }

  /** Sends a code and reads it from the outbox. */
  async receiveCode(
    mobile: string,
    options: { channel?: 'sms' | 'whatsapp'; purpose?: 'login' | 'reset' } = {},
  ): Promise<{ requestId: string; code: string }> {
    const sent = await this.sendCode(mobile, options);
    expect(sent.body).toMatchObject({ code: 200 });
    const { requestId } = sent.body.data as { requestId: string };
    return { requestId, code: (await lastMessage(this.gateway, mobile)).code };
  }

  /** Signs up or in with a code. */
  async loginWithCode(mobile: string, extra: Record<string, unknown> = {}): Promise<LoginData> {
    const { requestId, code } = await this.receiveCode(mobile);
    const answer = await this.login(mobile, requestId, code, extra);
    expect(answer.body).toMatchObject({ code: 200 });
    return answer.body.data as LoginData;
  }

  /** Signs with the gateway's clock, as a client does after a timestamp correction. */
  private syncClock(): void {
    this.client.clockSkewMs = this.clock?.offsetMs ?? 0;
  }

  private post(path: string, params: Record<string, unknown>, signed: boolean): Promise<Answer> {
    this.syncClock();
    return this.client.post(path, params, { signed, headers: this.headers });
  }
}

/** Expects a business error with this name's code. */
export function expectCode(answer: Answer, name: keyof typeof BUSINESS_CODES, data?: object): void {
  expect(answer.httpStatus).toBe(200);
  expect(answer.body.code, answer.body.message).toBe(BUSINESS_CODES[name]);
  if (data) expect(answer.body.data).toMatchObject(data);
}
