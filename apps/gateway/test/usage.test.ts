// The usage-tracking endpoint (usage events and the page-load report, stored as sent) and the country a test
// may force on a gateway in test mode only (docs/consent.md).
import {
  PAGE_LOAD_EVENT_ID,
  PROTOCOL_ERRORS,
  TEST_COUNTRY_HEADER,
  USAGE_PLACE_ID,
  getCountryByIp,
  postUsageEvents,
} from '@aura/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageEvents } from '../src/db/schema.ts';
import { startTestGateway, type TestGateway } from './gateway.ts';

const envelope = {
  appId: 'usage-test',
  version: '1.0.0',
  platformType: 4,
  languageId: 1,
  deviceId: 'usage-test-device-1',
  noCrypt: true,
};

let testMode: TestGateway;
let plain: TestGateway;
beforeAll(async () => {
  [testMode, plain] = await Promise.all([startTestGateway({ TEST_CLOCK: 'true' }), startTestGateway()]);
});
afterAll(async () => {
  await Promise.all([testMode.close(), plain.close()]);
});

async function country(gateway: TestGateway, forced?: string) {
  const query = new URLSearchParams({ ...envelope, platformType: '4', languageId: '1', noCrypt: 'true' });
  const response = await gateway.app.inject({
    method: 'GET',
    url: `${getCountryByIp.path}?${query}`,
    headers: { ...(forced ? { [TEST_COUNTRY_HEADER]: forced } : {}), 'x-forwarded-for': '8.8.8.8' },
    remoteAddress: '127.0.0.1',
  });
  return (response.json() as { data: { ab: string; id: number } }).data;
}

describe('the country', () => {
  it('is the one a test names on a gateway in test mode', async () => {
    expect(await country(testMode, 'de')).toMatchObject({ ab: 'DE' });
    expect(await country(testMode, 'US')).toMatchObject({ ab: 'US' });
  });

  it('ignores the header outside test mode and on a code that is not a country', async () => {
    const byAddress = await country(plain);
    expect(await country(plain, 'DE')).toEqual(byAddress);
    expect((await country(testMode, 'XX')).ab).toBe(byAddress.ab);
  });
});

describe('usage events', () => {
  const pageLoad = {
    eventId: PAGE_LOAD_EVENT_ID,
    placeId: USAGE_PLACE_ID,
    xaid: 0,
    time: 1_795_000_000_000,
    country: 'US',
    language: 'en',
    deviceModel: 'Linux',
    path: '/tr/',
    responseTimeMs: 42,
    loadTimeMs: 380,
  };

  it('stores a visitor page-load report with its device and no user', async () => {
    const response = await testMode.app.inject({
      method: 'POST',
      url: postUsageEvents.path,
      payload: { ...envelope, events: [pageLoad, { ...pageLoad, eventId: '106-1-1', path: undefined }] },
    });
    expect(response.json()).toMatchObject({ code: 200, data: { stored: 2 } });
    const rows = await testMode.services.database.db
      .select()
      .from(usageEvents)
      .where(eq(usageEvents.deviceId, envelope.deviceId));
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.eventId === PAGE_LOAD_EVENT_ID)).toMatchObject({
      userId: null,
      placeId: 106,
      xaid: 0,
      path: '/tr/',
      responseTimeMs: 42,
      loadTimeMs: 380,
      time: new Date(pageLoad.time),
    });
  });

  it('refuses an event that is not one, naming the field', async () => {
    const response = await testMode.app.inject({
      method: 'POST',
      url: postUsageEvents.path,
      payload: { ...envelope, events: [{ ...pageLoad, eventId: 'page load' }] },
    });
    expect(response.json()).toMatchObject({ code: PROTOCOL_ERRORS.invalidRequest });
    expect(response.json().message).toContain('eventId');
  });
});
