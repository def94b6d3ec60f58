import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { PLACEMENT_CONFIG } from '../limits.ts';
import { userStatusSchema } from '../presence.ts';

/**
 * The wall's own numbers. The spec gives per-minute prices as "server-supplied (not shown)" (§9); these are the
 * bounds the server keeps them in, and the sizes of the lists it answers.
 */
export const WALL_LIMITS = {
  /** Hosts on one page of the wall, unless the client asks for fewer. */
  pageSize: 24,
  maxPageSize: 60,
  /** Hosts a visitor sees on the guest list (spec §6: a visitor sees the guest host list only). */
  guestListSize: 12,
  /** A host's per-minute price, in coins, is within these bounds. */
  minPricePerMinute: 1,
  maxPricePerMinute: 10_000,
} as const;

/** The spec's `{product}` path segment of the matches service (§7), for Aura. */
export const PRODUCT_PATH_SEGMENT = 'aura';

/** A whole number from the query string (GET parameters arrive as text). */
const queryInt = (schema: z.ZodNumber) => z.coerce.number().pipe(schema);

/** A host as the wall shows them (spec §6: a host sets a per-minute price and a separate friends' price). */
export const hostCardSchema = z.object({
  /** The internal id, as in `getStatusBatch` and the realtime `watchPresence`. */
  userId: z.string(),
  /** The public id people search for and share. */
  searchUserId: z.string(),
  /** The display name; angle brackets already replaced by asterisks. */
  userName: z.string(),
  countryId: z.number().int().nonnegative(),
  /** ISO 3166-1 alpha-2 (or one of the special regions); `ZZ` when unknown. */
  countryCode: z.string(),
  /** The picture's URL: a path on the gateway's origin, or an absolute URL. */
  avatar: z.string(),
  /** Coins per minute of a call. */
  pricePerMinute: z.number().int().positive(),
  /** Coins per minute for the host's friends. */
  friendPricePerMinute: z.number().int().positive(),
  /** The host's status when the list was made (spec §9 codes); live changes come over realtime `presence`. */
  status: userStatusSchema,
  /**
   * The host takes video calls only from her friends (spec §6, her call settings); voice calls from anyone. With the
   * wall's `friendIds` a card disables the video button for a viewer who is not her friend, before the press.
   */
  videoFriendsOnly: z.boolean(),
});
export type HostCard = z.infer<typeof hostCardSchema>;

/** A tab of the wall: everybody, or the hosts of one country. */
export const wallGroupSchema = z.object({
  /** `0` for all countries, else the country's id (`COUNTRIES`). */
  countryId: z.number().int().nonnegative(),
  /** `ZZ` for the all-countries group. */
  countryCode: z.string(),
  /** Hosts on the wall in this group, and how many of them are online or busy now (not invisible). */
  hosts: z.number().int().nonnegative(),
  online: z.number().int().nonnegative(),
});
export type WallGroup = z.infer<typeof wallGroupSchema>;

/** The all-countries group's `countryId`. */
export const ALL_COUNTRIES_GROUP = 0;

/**
 * The wall's country groups (spec §7 `selectAllInWallGroup`): all countries first, then the caller's country
 * (`countryId`, when it has hosts), then every other country with hosts, most online first.
 */
export const getWallGroups = endpoint({
  method: 'GET',
  path: '/matches/api/selectAllInWallGroup',
  access: 'session',
  encryption: 'optional',
  input: z.object({ countryId: queryInt(z.number().int().nonnegative()).optional() }),
  output: z.array(wallGroupSchema),
});

/**
 * One page of the wall (spec §7 `{product}/matches/wall`), for signed-in users: online hosts first, then busy,
 * then the rest; `countryId` 0 or absent for every country. The cards are the same for everyone; `friendIds` is
 * the caller's own part.
 */
export const getWall = endpoint({
  method: 'GET',
  path: `/matches/api/${PRODUCT_PATH_SEGMENT}/matches/wall`,
  access: 'session',
  encryption: 'optional',
  input: z.object({
    countryId: queryInt(z.number().int().nonnegative()).optional(),
    page: queryInt(z.number().int().min(1)).default(1),
    pageSize: queryInt(z.number().int().min(1).max(WALL_LIMITS.maxPageSize)).default(WALL_LIMITS.pageSize),
  }),
  output: z.object({
    hosts: z.array(hostCardSchema),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    /** Hosts in the group altogether. */
    total: z.number().int().nonnegative(),
    /**
     * The hosts of this page who are the caller's friends (their `userId`s): they take the caller's video even when
     * `videoFriendsOnly`, and charge the caller their friends' price.
     */
    friendIds: z.array(z.string()),
  }),
});

const placementSchema = z.object({
  locations: z.array(z.number().int()),
  countdownSeconds: z.number().int().nonnegative(),
  fakeCallPageSeconds: z.number().int().nonnegative(),
});

/**
 * The wall's and the placements' configuration (spec §7 `{product}/matches/globalconf`, §9 "Config"): the client
 * shows what this says, never numbers of its own.
 */
export const getGlobalConf = endpoint({
  method: 'GET',
  path: `/matches/api/${PRODUCT_PATH_SEGMENT}/matches/globalconf`,
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: z.object({
    wall: z.object({ pageSize: z.number().int().min(1), maxPageSize: z.number().int().min(1) }),
    cards: placementSchema.extend({ unitPrice: z.number().int(), playWayPrice: z.number().int() }),
    search: placementSchema.extend({ unitPrice: z.number().int() }),
    matching: placementSchema.extend({
      normalPrice: z.number().int(),
      embedPrice: z.number().int(),
      autoNextVideoSeconds: z.number().int(),
      nextButtonCountdownSeconds: z.number().int(),
    }),
  }),
});

/** The values `getGlobalConf` answers, from spec §9. */
export const GLOBAL_CONF: z.infer<typeof getGlobalConf.output> = {
  wall: { pageSize: WALL_LIMITS.pageSize, maxPageSize: WALL_LIMITS.maxPageSize },
  cards: { ...PLACEMENT_CONFIG.cards, locations: [...PLACEMENT_CONFIG.cards.locations] },
  search: { ...PLACEMENT_CONFIG.search, locations: [...PLACEMENT_CONFIG.search.locations] },
  matching: { ...PLACEMENT_CONFIG.matching, locations: [...PLACEMENT_CONFIG.matching.locations] },
};

/**
 * The guest host list (spec §6, §7): what a visitor sees instead of the wall, exempt. At most
 * `WALL_LIMITS.guestListSize` hosts, online first.
 */
export const getGuestHosts = endpoint({
  method: 'GET',
  path: '/facade/api/homepage/userlist/exempt/list/part/users/guest',
  access: 'public',
  encryption: 'optional',
  input: z.object({}),
  output: z.array(hostCardSchema),
});
