import { COUNTRIES, USER_STATUS, type HostCard, type WallGroup } from '@aura/contracts';

/** A picture that needs no network: a coloured disc with the initial, as the gateway's generated ones look. */
function picture(initial: string, hue: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" fill="hsl(${hue} 55% 45%)"/>` +
    `<text x="48" y="62" font-size="44" font-family="sans-serif" text-anchor="middle" fill="white">${initial}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function host(
  n: number,
  userName: string,
  countryCode: keyof typeof COUNTRIES,
  pricePerMinute: number,
  status: HostCard['status'],
  friendPricePerMinute = pricePerMinute,
): HostCard {
  return {
    userId: String(200_000 + n),
    searchUserId: String(7_700_000 + n),
    userName,
    countryId: COUNTRIES[countryCode],
    countryCode,
    avatar: picture(userName.charAt(0), (n * 67) % 360),
    pricePerMinute,
    friendPricePerMinute,
    status,
    videoFriendsOnly: false,
  };
}

/** Hosts as the wall shows them: online first, then busy, then the rest. */
export const sampleHosts: HostCard[] = [
  host(1, 'Ayla', 'TR', 60, USER_STATUS.online, 45),
  host(2, 'Sanne', 'NL', 40, USER_STATUS.online),
  host(3, 'Elif', 'TR', 90, USER_STATUS.online, 70),
  host(4, 'Maya', 'GB', 50, USER_STATUS.busy),
  host(5, 'Lotte', 'NL', 35, USER_STATUS.offline),
  host(6, 'Priya', 'IN', 1_200, USER_STATUS.offline, 900),
  host(7, 'Anneke van der Berg-Vermeulen', 'BE', 55, USER_STATUS.invisible),
];

/** A host with a name long enough to test how a card wraps. */
export const longNamedHost: HostCard = sampleHosts[6]!;

/** The groups of `sampleHosts`: everybody, then by country. */
export const sampleGroups: WallGroup[] = [
  { countryId: 0, countryCode: 'ZZ', hosts: 7, online: 4 },
  { countryId: COUNTRIES.TR, countryCode: 'TR', hosts: 2, online: 2 },
  { countryId: COUNTRIES.NL, countryCode: 'NL', hosts: 2, online: 1 },
  { countryId: COUNTRIES.GB, countryCode: 'GB', hosts: 1, online: 1 },
  { countryId: COUNTRIES.IN, countryCode: 'IN', hosts: 1, online: 0 },
  { countryId: COUNTRIES.BE, countryCode: 'BE', hosts: 1, online: 0 },
];

/** `count` hosts, numbered, for paging. */
export function manyHosts(count: number, from = 100): HostCard[] {
  return Array.from({ length: count }, (_, i) =>
    host(from + i, `Host ${from + i}`, 'NL', 30 + (i % 5) * 10, USER_STATUS.online),
  );
}
