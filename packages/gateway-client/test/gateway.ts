// Test helpers: a real gateway (in-process, PGlite in memory) and clients of it.
import { LANGUAGE_IDS } from '@aura/contracts';
import { startTestGateway, type TestGateway } from '@aura/gateway/testing';
import { createGatewayClient, type GatewayClient, type GatewayClientOptions } from '../src/client.ts';
import type { GatewayClientEvent } from '../src/client-events.ts';
import { ensureDeviceId, type Session } from '../src/identifiers.ts';
import { memoryStorage } from '../src/memory-storage.ts';

export type { TestGateway };

export async function startGateway(prepare?: (gateway: TestGateway) => void): Promise<TestGateway> {
  const gateway = await startTestGateway();
  prepare?.(gateway);
  await gateway.listen();
  return gateway;
}

export interface TestClient {
  client: GatewayClient;
  session: Session | undefined;
  /** Every event the client reported, in order. */
  events: GatewayClientEvent[];
  /** Every request sent, as `METHOD /path`. */
  requests: string[];
}

/** A visitor's client of `gateway`, or a signed-in user's when `nickname` is given. */
export async function testClient(
  gateway: TestGateway,
  options: { nickname?: string } & Partial<GatewayClientOptions> = {},
): Promise<TestClient> {
  const { nickname, ...overrides } = options;
  const storage = overrides.storage ?? memoryStorage();
  let session: Session | undefined;
  if (nickname) {
    const user = await gateway.services.users.create({ nickname, countryCode: 'NL' });
    const { loginToken } = await gateway.services.sessions.create(user.id, ensureDeviceId(storage));
    session = { userId: String(user.id), loginToken };
  }
  const client = createGatewayClient({
    baseURL: gateway.url,
    appId: 'aura-web-test',
    version: '1.0.0',
    languageId: () => LANGUAGE_IDS.en,
    session: () => session,
    ...overrides,
    storage,
  });
  const events: GatewayClientEvent[] = [];
  client.subscribe((event) => events.push(event));
  const requests: string[] = [];
  client.http.interceptors.request.use((config) => {
    requests.push(`${config.method?.toUpperCase()} ${config.url?.split('?')[0]}`);
    return config;
  });
  return { client, session, events, requests };
}
