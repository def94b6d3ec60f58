// A call's own headers against a real gateway (in-process, PGlite in memory): what the gateway receives, over
// real HTTP, for plaintext and encrypted calls, and the headers a call may not set.
import type { IncomingHttpHeaders } from 'node:http';
import {
  PROTOCOL,
  TELEMETRY_HEADER,
  getPublicKey,
  getServerTime,
  getUserInfo,
  USER_STATUS,
  postHeartbeat,
  postStatus,
} from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayApi } from './api.ts';
import { PROTOCOL_HEADERS, extraHeaders } from './call-headers.ts';
import { startGateway, testClient, type TestGateway } from '../test/gateway.ts';

let gateway: TestGateway;
/** The headers of every request the gateway received, as `METHOD /path` and headers. */
const received: { call: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  gateway = await startGateway((started) => {
    started.app.addHook('onRequest', async (request) => {
      received.push({ call: `${request.method} ${request.url.split('?')[0]}`, headers: request.headers });
    });
  });
});
afterAll(() => gateway.close());

/** The headers the gateway received with the last request to `path`. */
function headersOf(method: string, path: string): IncomingHttpHeaders {
  const found = received.findLast(({ call }) => call === `${method} ${path}`);
  if (!found) throw new Error(`the gateway received no ${method} ${path}`);
  return found.headers;
}

describe('extra headers of one call', () => {
  it('reach the gateway with a plaintext call', async () => {
    const { client } = await testClient(gateway);
    await client.call(postHeartbeat, {}, { noCrypt: true, headers: { 'X-Aura-Test': 'plain one' } });
    const headers = headersOf('POST', postHeartbeat.path);
    expect(headers['x-aura-test']).toBe('plain one');
    expect(headers['content-type']).toMatch(/^application\/json/);
  });

  it('reach the gateway with an encrypted GET, beside the key header the protocol sets', async () => {
    const { client, session } = await testClient(gateway, { nickname: 'Header' });
    const info = await client.call(getUserInfo, {}, { headers: { 'x-aura-test': 'sealed GET' } });
    expect(info.userId).toBe(session!.userId);
    const headers = headersOf('GET', getUserInfo.path);
    expect(headers['x-aura-test']).toBe('sealed GET');
    expect(headers[PROTOCOL.keyHeader]).toMatch(/^[0-9a-f]{32}:/);
  });

  it('reach the gateway with an encrypted POST through gatewayApi, and only with the call given them', async () => {
    const { client } = await testClient(gateway, { nickname: 'Through' });
    const set = await gatewayApi.postStatus(
      client,
      { status: USER_STATUS.invisible },
      { headers: { [TELEMETRY_HEADER]: 'eyJrZXlzIjo0fQ' } },
    );
    expect(set).toEqual({ status: USER_STATUS.invisible });
    expect(headersOf('POST', postStatus.path)[TELEMETRY_HEADER]).toBe('eyJrZXlzIjo0fQ');
    // The key fetch that preceded it, and the next call, carry no such header.
    expect(headersOf('GET', getPublicKey.path)[TELEMETRY_HEADER]).toBeUndefined();
    await gatewayApi.getServerTime(client);
    expect(headersOf('GET', getServerTime.path)[TELEMETRY_HEADER]).toBeUndefined();
  });

  it('may not set a protocol header, in any case: the call rejects with a TypeError and sends nothing', async () => {
    const { client, requests } = await testClient(gateway, { nickname: 'Forger' });
    for (const name of [...PROTOCOL_HEADERS, PROTOCOL.keyHeader.toUpperCase(), 'Content-Type']) {
      const call = client.call(getUserInfo, {}, { errorPolicy: 'swallow', headers: { [name]: 'x' } });
      await expect(call).rejects.toThrow(
        new TypeError(
          `header ${name.toLowerCase()} belongs to the gateway protocol and cannot be set by a call`,
        ),
      );
    }
    expect(requests).toEqual([]);
  });
});

describe('extraHeaders', () => {
  it('lower-cases names and keeps values as given', () => {
    expect(extraHeaders({ 'X-Aura-Telemetry': 'abc-_09', 'x-other': '' })).toEqual({
      'x-aura-telemetry': 'abc-_09',
      'x-other': '',
    });
    expect(extraHeaders(undefined)).toEqual({});
  });

  it('refuses names and values that are no HTTP header, and one name given twice', () => {
    expect(() => extraHeaders({ 'bad name': 'x' })).toThrow(TypeError);
    expect(() => extraHeaders({ 'x-a': 'line\r\nx-injected: 1' })).toThrow(
      'header x-a must be a string of visible ASCII characters',
    );
    expect(() => extraHeaders({ 'x-a': 'caf\u00e9' })).toThrow(TypeError);
    expect(() => extraHeaders({ 'X-A': '1', 'x-a': '2' })).toThrow('header x-a is given twice');
  });
});
