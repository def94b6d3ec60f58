// Each session error of spec §8 becomes its action, from real gateway answers. The gateway has no ban codes of
// its own yet, so a tiny route on the same gateway answers any code asked for; the client classifies it with the
// real table (contracts' BANNED_CODES and RELOGIN_CODES through sessionErrorKind).
import {
  BANNED_CODES,
  RELOGIN_CODES,
  RESULT_CODES,
  SESSION_EXPIRED_HTTP_STATUS,
  endpoint,
  getUserInfo,
  postHeartbeat,
} from '@aura/contracts';
import { runSaga, type EventChannel } from 'redux-saga';
import { take } from 'redux-saga/effects';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sessionEventChannel } from './session-event-channel.ts';
import {
  isSessionEvent,
  sessionBanned,
  sessionExpired,
  sessionReloginRequired,
  type SessionEvent,
} from './session-events.ts';
import { startGateway, testClient, type TestGateway } from '../test/gateway.ts';

const CODE_PATH = '/test/session-code';
const BROKEN_PATH = '/test/broken';

/** Answers `{ code }` in plaintext, as the gateway answers a business error. */
const sessionCode = endpoint({
  method: 'GET',
  path: CODE_PATH,
  access: 'public',
  encryption: 'optional',
  input: z.object({ code: z.number() }),
  output: z.null(),
});

const broken = endpoint({
  method: 'GET',
  path: BROKEN_PATH,
  access: 'public',
  encryption: 'optional',
  input: z.object({}),
  output: z.null(),
});

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startGateway((app) => {
    app.app.get(CODE_PATH, async (request) => {
      const code = Number((request.query as { code: string }).code);
      return { code, message: `server says ${code}`, data: null };
    });
    app.app.get(BROKEN_PATH, async (_, reply) => reply.code(503).type('text/html').send('<h1>down</h1>'));
  });
});
afterAll(() => gateway.close());

async function sessionEventsOf(
  run: (client: Awaited<ReturnType<typeof testClient>>['client']) => Promise<unknown>,
) {
  const received: SessionEvent[] = [];
  const { client, events } = await testClient(gateway, { onSessionEvent: (event) => received.push(event) });
  await run(client);
  expect(events.filter(isSessionEvent)).toEqual(received);
  return received;
}

describe('session events', () => {
  it.each(BANNED_CODES)('code %i: session/banned with the server’s message', async (code) => {
    const received = await sessionEventsOf((client) =>
      client.call(sessionCode, { code }, { noCrypt: true, errorPolicy: 'returnError' }),
    );
    expect(received).toEqual([sessionBanned({ code, message: `server says ${code}` })]);
    expect(received[0]!.type).toBe('session/banned');
  });

  it.each(RELOGIN_CODES)('code %i: session/reloginRequired with the server’s message', async (code) => {
    const received = await sessionEventsOf((client) =>
      client.call(sessionCode, { code }, { noCrypt: true, errorPolicy: 'returnError' }),
    );
    expect(received).toEqual([sessionReloginRequired({ code, message: `server says ${code}` })]);
  });

  it('a session replaced by a newer one: session/reloginRequired, active on another device', async () => {
    const user = await testClient(gateway, { nickname: 'Replaced' });
    const { sessions } = gateway.services;
    const lookup = await sessions.lookup(Number(user.session!.userId), user.client.deviceId);
    if (lookup.status !== 'active') throw new Error('expected an active session');
    await sessions.revoke(lookup.session.id, 'replaced');
    const received: SessionEvent[] = [];
    user.client.subscribe((event) => isSessionEvent(event) && received.push(event));
    const error = await user.client.call(getUserInfo, {}, { errorPolicy: 'returnError' });
    expect(error).toMatchObject({ code: RESULT_CODES.activeOnAnotherDevice, reason: 'server' });
    expect(received).toEqual([
      sessionReloginRequired({ code: RESULT_CODES.activeOnAnotherDevice, message: expect.any(String) }),
    ]);
  });

  it('an unknown user: HTTP 401, session/expired', async () => {
    const received: SessionEvent[] = [];
    const { client } = await testClient(gateway, {
      session: () => ({ userId: '999999999', loginToken: 'no-such-token' }),
      onSessionEvent: (event) => received.push(event),
    });
    const error = await client.call(getUserInfo, {}, { errorPolicy: 'returnError' });
    expect(error).toMatchObject({ httpStatus: SESSION_EXPIRED_HTTP_STATUS, reason: 'server' });
    expect(received).toEqual([sessionExpired({ message: expect.any(String) })]);
    // optionalSession calls are signed when there is a session, so they notice too.
    await client.call(postHeartbeat, {}, { errorPolicy: 'swallow' });
    expect(received.map(({ type }) => type)).toEqual(['session/expired', 'session/expired']);
  });

  it('a ban code in plaintext to an encrypted call is not believed: dataInvalid, no event', async () => {
    const received = await sessionEventsOf((client) =>
      expect(
        client.call(sessionCode, { code: RESULT_CODES.accountBanned }, { errorPolicy: 'reject' }),
      ).rejects.toMatchObject({ code: RESULT_CODES.dataInvalid }),
    );
    expect(received).toEqual([]);
  });

  it('other codes and other HTTP errors go to the caller without an event', async () => {
    const received = await sessionEventsOf(async (client) => {
      const business = await client.call(
        sessionCode,
        { code: 20_001 },
        { noCrypt: true, errorPolicy: 'returnError' },
      );
      expect(business).toMatchObject({ code: 20_001, reason: 'server', httpStatus: 200 });
      const http = await client.call(broken, {}, { noCrypt: true, errorPolicy: 'returnError' });
      expect(http).toMatchObject({ code: 503, reason: 'http', httpStatus: 503 });
    });
    expect(received).toEqual([]);
  });

  it('a visitor calling a session endpoint fails at once, without a request or an event', async () => {
    const { client, requests, events } = await testClient(gateway);
    await expect(client.call(getUserInfo, {})).rejects.toMatchObject({ reason: 'noSession' });
    expect(requests).toEqual([]);
    expect(events).toEqual([]);
  });
});

describe('sessionEventChannel', () => {
  it('lets a saga take session events, and nothing else', async () => {
    const { client } = await testClient(gateway);
    const taken: SessionEvent[] = [];
    const task = runSaga({}, function* () {
      const channel: EventChannel<SessionEvent> = sessionEventChannel(client);
      try {
        for (;;) taken.push((yield take(channel)) as SessionEvent);
      } finally {
        channel.close();
      }
    });
    const [banned] = BANNED_CODES as [number];
    await client.call(sessionCode, { code: banned }, { noCrypt: true, errorPolicy: 'swallow' });
    await client.call(getUserInfo, {}, { noCrypt: true, errorPolicy: 'swallow' });
    await client.call(
      sessionCode,
      { code: RESULT_CODES.reloginRequired },
      { noCrypt: true, errorPolicy: 'swallow' },
    );
    task.cancel();
    expect(taken.map(({ type }) => type)).toEqual(['session/banned', 'session/reloginRequired']);
  });
});
