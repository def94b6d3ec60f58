// Heartbeats on a gateway whose interval is shortened to a fraction of a second, so three missed beats take
// well under a second instead of REALTIME.heartbeatSeconds × 3.
import { REALTIME, USER_STATUS } from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './gateway.ts';
import { IndependentClient } from './independent-client.ts';
import { TestSocket, socketUrl } from './realtime-client.ts';

const HEARTBEAT_MS = 150;
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({}, { realtimeHeartbeatMs: HEARTBEAT_MS });
  await gateway.listen();
});

afterAll(() => gateway.close());

function visitorSocket(deviceId: string): TestSocket {
  return TestSocket.open(socketUrl(new IndependentClient(gateway.url, { deviceId })));
}

describe('heartbeats', () => {
  it('announces the interval in hello', async () => {
    const socket = visitorSocket('heartbeat-hello-1');
    expect(await socket.next({ type: 'hello' })).toMatchObject({
      heartbeatMs: HEARTBEAT_MS,
      heartbeatSeconds: 1,
    });
    await socket.close();
  });

  it('closes a socket silent for three intervals with heartbeatMissed', async () => {
    const socket = visitorSocket('heartbeat-silent-1');
    await socket.next({ type: 'hello' });
    const openedAt = Date.now();
    const closed = await socket.closed;
    expect(closed.code).toBe(REALTIME.closeCodes.heartbeatMissed);
    // Not before three intervals (timers may fire a little late, never early).
    expect(Date.now() - openedAt).toBeGreaterThanOrEqual(HEARTBEAT_MS * 2);
  });

  it('keeps a socket that pings open well past three intervals', async () => {
    const socket = visitorSocket('heartbeat-pinging-1');
    await socket.next({ type: 'hello' });
    const pinger = setInterval(() => socket.send({ type: 'ping' }), HEARTBEAT_MS / 2);
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 8));
    clearInterval(pinger);
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    expect(socket.received.filter((message) => message.type === 'pong').length).toBeGreaterThan(5);
    expect((await socket.closed).code).toBe(REALTIME.closeCodes.heartbeatMissed);
  });

  it('takes a user whose socket went silent offline', async () => {
    const user = await gateway.services.users.create({ nickname: 'Quiet', countryCode: 'NL' });
    const deviceId = 'heartbeat-user-1';
    const { loginToken } = await gateway.services.sessions.create(user.id, deviceId);
    const socket = TestSocket.open(
      socketUrl(new IndependentClient(gateway.url, { userId: String(user.id), deviceId, loginToken })),
    );
    await socket.next({ type: 'hello' });
    expect(await gateway.services.presence.status(user.id)).toBe(USER_STATUS.online);
    expect((await socket.closed).code).toBe(REALTIME.closeCodes.heartbeatMissed);
    await expect.poll(() => gateway.services.presence.status(user.id)).toBe(USER_STATUS.offline);
  });
});
