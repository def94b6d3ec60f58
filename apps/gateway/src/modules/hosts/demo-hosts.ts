import { GENDERS, PLACEMENT_CONFIG } from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import { userByPhone } from '../users/index.ts';
import type { HostService } from './service.ts';

const PRICE = PLACEMENT_CONFIG.cards.unitPrice;

/** A demo host's complete profile, so that signing in as one goes straight to the app. */
const profile = (birthday: string) => ({ gender: GENDERS.female, birthday });

/**
 * The demo hosts of a development database (docs/hosts.md). Each has a fixed Dutch mobile number, so anyone can
 * sign in as one with the sandbox SMS code (read at /dev/outbox), and so seeding twice makes nobody twice.
 */
export const DEMO_HOSTS = [
  {
    nickname: 'Ayla',
    countryCode: 'TR',
    phone: '+31680000001',
    pricePerMinute: PRICE,
    profile: profile('1996-04-12'),
  },
  {
    nickname: 'Sanne',
    countryCode: 'NL',
    phone: '+31680000002',
    pricePerMinute: PRICE / 2,
    profile: profile('1994-09-03'),
  },
  {
    nickname: 'Elif',
    countryCode: 'TR',
    phone: '+31680000003',
    pricePerMinute: PRICE,
    profile: profile('1998-01-27'),
  },
  {
    nickname: 'Maya',
    countryCode: 'GB',
    phone: '+31680000004',
    pricePerMinute: PRICE * 2,
    profile: profile('1992-06-15'),
  },
  {
    nickname: 'Lotte',
    countryCode: 'NL',
    phone: '+31680000005',
    pricePerMinute: PRICE,
    profile: profile('1997-11-08'),
  },
  {
    nickname: 'Priya',
    countryCode: 'IN',
    phone: '+31680000006',
    pricePerMinute: PRICE / 2,
    profile: profile('1995-02-20'),
    // Spec §6: takes video calls from friends only (voice from anyone), so the rule can be tried; make a user her
    // friend with `admin friends add` (docs/admin.md).
    videoFriendsOnly: true,
  },
];

export interface DemoHost {
  userId: number;
  nickname: string;
  phone: string;
  created: boolean;
}

/** Makes the demo hosts that do not exist yet; friends pay a quarter less. */
export async function seedDemoHosts(db: Db, hosts: HostService): Promise<DemoHost[]> {
  const seeded: DemoHost[] = [];
  for (const demo of DEMO_HOSTS) {
    const existing = await userByPhone(db, demo.phone);
    if (existing) {
      seeded.push({ userId: existing.id, nickname: existing.nickname, phone: demo.phone, created: false });
      continue;
    }
    const row = await hosts.create({
      ...demo,
      friendPricePerMinute: Math.round((demo.pricePerMinute * 3) / 4),
      demo: true,
    });
    seeded.push({ userId: row.id, nickname: row.nickname, phone: demo.phone, created: true });
  }
  return seeded;
}

/** What `npm start` prints: how to sign in as a host from a second browser window. */
export function demoHostsHelp(hosts: readonly DemoHost[], origin: string): string {
  const [first] = hosts;
  if (!first) return '';
  return [
    `  Demo hosts: ${hosts.map((host) => host.nickname).join(', ')}.`,
    `  To be one, open ${origin} in a second browser (or a private window) and sign in by phone`,
    `  with ${first.phone} (${first.nickname}; the others end in 2-${hosts.length}); the SMS code is at ${origin}/dev/outbox.`,
    '',
  ].join('\n');
}
