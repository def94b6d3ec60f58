// `hosts create` and `users create --role goddess` on the test database: both make a host with a profile.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_HOST_PRICE } from '../modules/hosts/service.ts';
import { openAdminKit, type AdminKit } from '../../test/admin-kit.ts';

let kit: AdminKit;
const admin = (...argv: string[]) => kit.admin(...argv);

beforeAll(async () => {
  kit = await openAdminKit();
});

afterAll(() => kit.close());

it('creates hosts with their prices, and refuses bad ones', async () => {
  const host = await admin(
    'hosts',
    'create',
    '--nickname',
    'Ayla',
    '--country',
    'TR',
    '--price',
    '90',
    '--points',
    '45',
  );
  expect(host.code, host.err).toBe(0);
  expect(JSON.parse(host.out)).toMatchObject({
    nickname: 'Ayla',
    countryCode: 'TR',
    pricePerMinute: 90,
    friendPricePerMinute: 90,
    pointsPerMinute: 45,
  });
  const goddess = await admin('users', 'create', '--nickname', 'Sanne', '--role', 'goddess');
  expect(JSON.parse(goddess.out)).toMatchObject({ role: 'goddess' });
  const defaults = await admin('hosts', 'create', '--nickname', 'Lotte');
  expect(JSON.parse(defaults.out)).toMatchObject({ pricePerMinute: DEFAULT_HOST_PRICE });
  for (const bad of [
    ['--price', '0'],
    ['--price', 'x'],
    ['--friend-price', '-1'],
    ['--country', 'XX'],
  ])
    expect((await admin('hosts', 'create', '--nickname', 'N', ...bad)).code, bad.join(' ')).toBe(2);
});
