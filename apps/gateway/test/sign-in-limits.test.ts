// Sign-in limits that fit real networks: an address is shared (an office, a carrier's NAT, a venue where a demo
// host signs in beside her audience), so its budget only stops a flood; a device, an account and a number are one
// person, and their budgets stop one abuser. Every refusal says how long to wait.
import { AUTH_LIMITS, postBindSendCode } from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './gateway.ts';
import { IndependentClient, type Answer } from './independent-client.ts';
import { PHONE_TEST_ENV, PhoneCaller, TestClock, expectCode, newNumber } from './phone-client.ts';

/** Small for the test, above one device's budget as the real one is far above it. */
const PER_ADDRESS = AUTH_LIMITS.operationsPerDevice + 12;
const WINDOW_SECONDS = AUTH_LIMITS.operationWindowMinutes * 60;

let gateway: TestGateway;
const clock = new TestClock();

beforeAll(async () => {
  gateway = await startTestGateway(
    {
      ...PHONE_TEST_ENV,
      SIGN_IN_OPERATIONS_PER_ADDRESS: String(PER_ADDRESS),
      ONE_SESSION_PER_ACCOUNT: 'false',
    },
    { clock },
  );
  await gateway.listen();
});

afterAll(() => gateway.close());

const caller = (options: ConstructorParameters<typeof PhoneCaller>[1] = {}) =>
  PhoneCaller.start(gateway, { clock, ...options });

/** The wait a refusal names, in seconds; checked to be in its data and its message alike. */
function waitOf(answer: Answer): number {
  expectCode(answer, 'tooManyOperations');
  const { retryAfterSeconds } = answer.body.data as { retryAfterSeconds: number };
  expect(retryAfterSeconds).toBeGreaterThan(0);
  expect(retryAfterSeconds).toBeLessThanOrEqual(WINDOW_SECONDS);
  const shown =
    retryAfterSeconds < 60 ? `${retryAfterSeconds} s` : `${Math.ceil(retryAfterSeconds / 60)} min`;
  expect(answer.body.message).toBe(`Too many attempts. Try again in ${shown}.`);
  return retryAfterSeconds;
}

describe('one address, many people', () => {
  it('signs in more people than one device may try for, and stops a flood from it with the wait', async () => {
    await clock.advanceSeconds(WINDOW_SECONDS);
    const ip = '198.51.100.200';
    // Each sign-up is three operations (check the number, ask a code, log in): 12 people are past a device's budget.
    const people = 12;
    for (let person = 0; person < people; person += 1) {
      const phone = await caller({ ip });
      const number = newNumber();
      expect((await phone.checkMobile(number)).body.code).toBe(200);
      const login = await phone.loginWithCode(number);
      expect(login.isNewUser).toBe(true);
    }
    expect(people * 3).toBeGreaterThan(AUTH_LIMITS.operationsPerDevice);

    // The rest of the address's budget, then a flood from many devices is stopped.
    for (let n = people * 3; n < PER_ADDRESS; n += 1) {
      expect((await (await caller({ ip })).checkMobile(newNumber())).body.code).toBe(200);
    }
    const wait = waitOf(await (await caller({ ip })).checkMobile(newNumber()));
    expect(wait).toBeGreaterThan(WINDOW_SECONDS - 60);
    // Another address is not held up, and this one is served again after the wait.
    expect((await (await caller()).checkMobile(newNumber())).body.code).toBe(200);
    await clock.advanceSeconds(wait);
    expect((await (await caller({ ip })).checkMobile(newNumber())).body.code).toBe(200);
  });
});

describe('one abuser', () => {
  it('is stopped on one device, from whatever address', async () => {
    await clock.advanceSeconds(WINDOW_SECONDS);
    const deviceId = 'limits-one-device';
    for (let n = 0; n < AUTH_LIMITS.operationsPerDevice; n += 1) {
      expect((await (await caller({ deviceId })).checkMobile(newNumber())).body.code).toBe(200);
    }
    const wait = waitOf(await (await caller({ deviceId })).passwordLogin(newNumber(), 'password'));
    await clock.advanceSeconds(wait - 30);
    expect(waitOf(await (await caller({ deviceId })).sendCode(newNumber()))).toBeLessThanOrEqual(30);
    await clock.advanceSeconds(30);
    expect((await (await caller({ deviceId })).checkMobile(newNumber())).body.code).toBe(200);
  });

  it('is stopped on one account, from whatever device and address', async () => {
    await clock.advanceSeconds(WINDOW_SECONDS);
    const { users, sessions } = gateway.services;
    const user = await users.create({ nickname: 'Busy', countryCode: 'NL' });
    const devices = await Promise.all(
      [1, 2, 3].map(async (n) => {
        const deviceId = `limits-account-device-${n}`;
        const { loginToken } = await sessions.create(user.id, deviceId);
        const client = new IndependentClient(gateway.url, { userId: String(user.id), deviceId, loginToken });
        client.clockSkewMs = clock.offsetMs;
        await client.handshake();
        return client;
      }),
    );
    const bindCode = (n: number) =>
      devices[n % devices.length]!.post(
        postBindSendCode.path,
        { kind: 'email', value: `limits.account.${n}@example.test` },
        { headers: { 'x-forwarded-for': `192.0.2.${n + 1}` } },
      );
    // Ten operations a device, on three devices and as many addresses: each device is well within its budget.
    for (let n = 0; n < AUTH_LIMITS.operationsPerAccount; n += 1) {
      expect((await bindCode(n)).body.code, `operation ${n}`).toBe(200);
    }
    waitOf(await bindCode(AUTH_LIMITS.operationsPerAccount));
  });

  it('is stopped on one number, from whatever device and address (codes are rationed per number)', async () => {
    await clock.advanceSeconds(WINDOW_SECONDS);
    const number = newNumber();
    expect((await (await caller()).sendCode(number)).body.code).toBe(200);
    const again = await (await caller()).sendCode(number);
    expectCode(again, 'tooManyCodeRequests');
    expect((again.body.data as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
  });
});
