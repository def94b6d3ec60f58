import {
  BUSINESS_CODES,
  STATUS_BATCH_MAX_IDS,
  USER_STATUS,
  getStatusBatch,
  getUserInfo,
  postStatus,
  publicKeySchema,
} from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_POLICIES, gatewayApi } from './api.ts';
import { GatewayCallError } from './errors.ts';
import { startGateway, testClient, type TestGateway } from '../test/gateway.ts';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

const NO_SUCH_SEARCH_ID = '1';

describe('error policies', () => {
  it('reject: throws a GatewayCallError with code, message, data and HTTP status', async () => {
    const { client } = await testClient(gateway, { nickname: 'Rejecter' });
    const error = await client
      .call(getUserInfo, { searchUserId: NO_SUCH_SEARCH_ID }, { errorPolicy: 'reject' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GatewayCallError);
    expect(error).toMatchObject({
      code: BUSINESS_CODES.userNotFound,
      message: 'No such user.',
      data: null,
      httpStatus: 200,
      reason: 'server',
      call: `GET ${getUserInfo.path}`,
    });
  });

  it('reject is what client.call does unless told', async () => {
    const { client } = await testClient(gateway, { nickname: 'Default' });
    await expect(client.call(getUserInfo, { searchUserId: NO_SUCH_SEARCH_ID })).rejects.toBeInstanceOf(
      GatewayCallError,
    );
  });

  it('swallow: resolves undefined', async () => {
    const { client } = await testClient(gateway, { nickname: 'Swallower' });
    const answer = await client.call(
      getUserInfo,
      { searchUserId: NO_SUCH_SEARCH_ID },
      { errorPolicy: 'swallow' },
    );
    expect(answer).toBeUndefined();
  });

  it('returnError: resolves the error', async () => {
    const { client } = await testClient(gateway, { nickname: 'Returner' });
    const answer = await client.call(
      getUserInfo,
      { searchUserId: NO_SUCH_SEARCH_ID },
      { errorPolicy: 'returnError' },
    );
    expect(answer).toBeInstanceOf(GatewayCallError);
    expect(answer).toMatchObject({ code: BUSINESS_CODES.userNotFound });
  });

  it('applies to failures without an answer too', async () => {
    const { client } = await testClient(gateway, { baseURL: 'http://127.0.0.1:1' });
    await expect(gatewayApi.getCountryByIp(client)).resolves.toBeUndefined();
    await expect(gatewayApi.getPublicKey(client)).rejects.toMatchObject({ reason: 'network' });
  });

  it('refuses input outside the endpoint’s schema before sending anything', async () => {
    const { client, requests } = await testClient(gateway, { nickname: 'Invalid' });
    // postStatus swallows errors, so the typed function resolves undefined; client.call can return the error.
    expect(await gatewayApi.postStatus(client, { status: USER_STATUS.busy as never })).toBeUndefined();
    const rejected = await client.call(
      postStatus,
      { status: USER_STATUS.busy as never },
      { errorPolicy: 'returnError' },
    );
    expect(rejected).toMatchObject({
      reason: 'invalidInput',
      data: { issues: [expect.objectContaining({ field: 'status' })] },
    });
    expect(requests).toEqual([]);
  });

  it('are declared for every endpoint the API offers', () => {
    expect(Object.keys(API_POLICIES).sort()).toEqual(Object.keys(gatewayApi).sort());
  });
});

describe('the typed API', () => {
  it('answers every call against the real gateway', async () => {
    const { client, session } = await testClient(gateway, { nickname: 'Typed' });
    expect(publicKeySchema.safeParse(await gatewayApi.getPublicKey(client)).success).toBe(true);
    expect(await gatewayApi.getServerTime(client)).toEqual({
      serverTime: expect.any(Number),
      userId: session!.userId,
    });
    expect(await gatewayApi.getCountryByIp(client)).toMatchObject({ ip: '127.0.0.1' });
    const statuses = await gatewayApi.getOnlineStatusDictionary(client);
    expect(statuses?.map(({ code }) => code).sort()).toEqual(Object.values(USER_STATUS).sort());
    expect((await gatewayApi.getUserGenderDictionary(client))?.length).toBeGreaterThan(0);
    expect((await gatewayApi.getInterests(client))?.length).toBeGreaterThan(0);
    expect((await gatewayApi.getLanguages(client))?.length).toBeGreaterThan(0);
    expect(await gatewayApi.postHeartbeat(client)).toMatchObject({ status: USER_STATUS.online });
    expect(await gatewayApi.postStatus(client, { status: USER_STATUS.invisible })).toEqual({
      status: USER_STATUS.invisible,
    });
  });
});

describe('getStatusBatch', () => {
  it('skips the call for an empty list', async () => {
    const { client, requests } = await testClient(gateway);
    expect(await gatewayApi.getStatusBatch(client, [])).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('answers one status per id, in order', async () => {
    const online = await testClient(gateway, { nickname: 'Online' });
    await gatewayApi.postHeartbeat(online.client);
    const { client } = await testClient(gateway);
    const ids = ['999999', online.session!.userId, 'x'];
    expect(await gatewayApi.getStatusBatch(client, ids)).toEqual([
      { userId: '999999', status: USER_STATUS.offline },
      { userId: online.session!.userId, status: USER_STATUS.online },
      { userId: '0', status: USER_STATUS.offline },
    ]);
  });

  it('splits a list longer than one batch, keeping the order', async () => {
    const { client, requests } = await testClient(gateway);
    const ids = Array.from({ length: STATUS_BATCH_MAX_IDS * 2 + 1 }, (_, index) => String(index + 1));
    const answer = await gatewayApi.getStatusBatch(client, ids);
    expect(answer?.map(({ userId }) => userId)).toEqual(ids);
    expect(requests.filter((request) => request === `GET ${getStatusBatch.path}`)).toHaveLength(3);
  });
});
