// Phone numbers and e-mail addresses never reach the log in full (docs/accounts.md): every line the gateway
// writes over sign-ups and sign-ins by phone and by e-mail is read back here.
import {
  getEmailExists,
  postAlreadyVerifyEmail,
  postEmailAutoLogin,
  postEmailLogin,
  postEmailRegister,
  postEmailSetPassword,
} from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ok, tokenOf, type OutboxMail } from './email-kit.ts';
import { startTestGateway, type TestGateway } from './gateway.ts';
import { IndependentClient } from './independent-client.ts';
import { PHONE_TEST_ENV, PhoneCaller } from './phone-client.ts';

const lines: string[] = [];
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway(
    { ...PHONE_TEST_ENV, LOG_LEVEL: 'trace' },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
  await gateway.listen();
});

afterAll(() => gateway.close());

const PHONE = '+31612345678';
const EMAIL = 'jane.doe.private@example.test';

async function mailsTo(email: string): Promise<OutboxMail[]> {
  return (await (
    await fetch(`${gateway.url}/dev/outbox.json?to=${encodeURIComponent(email)}`)
  ).json()) as OutboxMail[];
}

describe('the log', () => {
  it('masks the number and the address of people signing up and in', async () => {
    // By phone: the number as typed (spaces, no +) and in E.164, in queries and encrypted bodies, and a telemetry
    // header that carries it too.
    const caller = await PhoneCaller.start(gateway);
    await caller.checkMobile('0031 6 1234 5678');
    await caller.checkMobile(PHONE);
    const { requestId, code } = await caller.receiveCode(PHONE);
    expect((await caller.login(PHONE, requestId, code)).body.code).toBe(200);
    await caller.sendCode(PHONE, { headers: { 'x-aura-telemetry': JSON.stringify({ typed: PHONE }) } });

    // By e-mail: sign-up by the mailed link, a password, then a sign-in.
    const client = new IndependentClient(gateway.url, { deviceId: 'log-privacy-device' });
    await client.handshake();
    ok(await call(client, getEmailExists, { email: EMAIL }));
    const { registrationToken } = ok(await call(client, postEmailRegister, { email: EMAIL }));
    const [mail] = await mailsTo(EMAIL);
    ok(await call(client, postEmailAutoLogin, { token: tokenOf(mail!, gateway.config.publicUrl, 'verify') }));
    ok(await call(client, postAlreadyVerifyEmail, { email: EMAIL, registrationToken }));
    const password = 'a long private passphrase';
    ok(await call(client, postEmailSetPassword, { email: EMAIL, password, registrationToken }));
    ok(await call(client, postEmailLogin, { email: EMAIL, password }));
    // Wherever else they may turn up: an unknown path's query.
    await fetch(`${gateway.url}/facade/api/nothing?email=${encodeURIComponent(EMAIL)}&mobile=${PHONE}`);

    const log = lines.join('');
    // The log was written, and names the requests (masked).
    expect(log).toContain('/facade/api/mobile/checkMobile');
    expect(log).toContain('/facade/api/user/email/v2/exists');
    expect(log).toContain('+31…78');
    expect(log).toContain('j…@example.test');
    for (const secret of ['612345678', '6 1234 5678', '6%201234%205678', 'jane.doe', 'jane%2Edoe']) {
      expect(log, `the log shows ${secret}`).not.toContain(secret);
    }
  });
});
