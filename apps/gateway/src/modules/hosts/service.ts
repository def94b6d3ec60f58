import {
  ALL_COUNTRIES_GROUP,
  COUNTRIES,
  PLACEMENT_CONFIG,
  UNKNOWN_COUNTRY,
  USER_STATUS,
  WALL_LIMITS,
  isCountryCode,
  sanitizeUserName,
  type Gender,
  type HostCard,
  type UserStatus,
  type WallGroup,
} from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import type { PubSub } from '../../db/pubsub.ts';
import { FriendService } from '../friends/index.ts';
import type { UserRow } from '../users/index.ts';
import type { PresenceService } from '../presence/index.ts';
import type { UserService } from '../users/index.ts';
import { avatarSvg, generatedAvatarPath } from './avatar.ts';
import { insertHostProfile, nicknameBySearchId, wallHosts } from './queries.ts';
import { WallCache, type WallLoad } from './wall-cache.ts';

/**
 * A new host's prices when none are given: the spec leaves per-minute prices to the server (§9) and names one
 * unit price, the cards' (`PLACEMENT_CONFIG.cards.unitPrice`); a host earns one point per coin paid.
 */
export const DEFAULT_HOST_PRICE = PLACEMENT_CONFIG.cards.unitPrice;

export interface NewHost {
  nickname: string;
  countryCode?: string;
  pricePerMinute?: number;
  friendPricePerMinute?: number;
  pointsPerMinute?: number;
  avatar?: string | null;
  phone?: string;
  demo?: boolean;
  /** Accepts video calls from friends only (spec §6); voice calls from anyone. */
  videoFriendsOnly?: boolean;
  /** Gender and birthday (`YYYY-MM-DD`) of an adult host, so that the profile needs no completion at sign-in. */
  profile?: { gender: Gender; birthday: string };
}

/** Online first, then busy, then everyone the wall cannot reach now (offline or invisible). */
const STATUS_ORDER: Record<UserStatus, number> = {
  [USER_STATUS.online]: 0,
  [USER_STATUS.busy]: 1,
  [USER_STATUS.invisible]: 2,
  [USER_STATUS.offline]: 2,
};

const COUNTRY_BY_ID = new Map<number, string>(Object.entries(COUNTRIES).map(([code, id]) => [id, code]));

function countryIdOf(code: string): number {
  return isCountryCode(code) ? COUNTRIES[code] : UNKNOWN_COUNTRY.id;
}

export function validPrice(value: number): boolean {
  return (
    Number.isSafeInteger(value) &&
    value >= WALL_LIMITS.minPricePerMinute &&
    value <= WALL_LIMITS.maxPricePerMinute
  );
}

/**
 * Hosts (role `goddess`, spec §6) and the wall: who is on it, in which country groups, in what order. Statuses come
 * from presence when the list is made; clients follow changes over realtime `watchPresence`. The wall is read from
 * a cache that every change of a host's card or presence drops (wall-cache.ts).
 */
export class HostService {
  /** The wall in memory (wall-cache.ts): a visitor's guest list and a page of the wall cost no query. */
  private readonly cache = new WallCache(() => this.loadWall());

  constructor(
    private readonly db: Db,
    private readonly users: UserService,
    private readonly presence: PresenceService,
    private readonly friends: FriendService = new FriendService(db),
  ) {}

  /** Resolves when the wall's cache next drops its snapshot because of `userId` (tests). */
  nextWallChange(userId?: string): Promise<void> {
    return this.cache.nextInvalidation(userId);
  }

  /** Makes a host: the user (role goddess) and the profile, in one transaction. */
  async create(host: NewHost): Promise<UserRow> {
    const price = host.pricePerMinute ?? DEFAULT_HOST_PRICE;
    const friendPrice = host.friendPricePerMinute ?? price;
    for (const value of [price, friendPrice])
      if (!validPrice(value)) throw new RangeError(`a price per minute must be a whole number of coins`);
    const points = host.pointsPerMinute ?? price;
    if (!Number.isSafeInteger(points) || points < 0)
      throw new RangeError('points per minute must be 0 or more');
    return this.users.create(
      {
        nickname: host.nickname,
        role: 'goddess',
        ...(host.countryCode ? { countryCode: host.countryCode } : {}),
        ...(host.phone ? { phone: host.phone, phoneVerifiedAt: new Date(), createdVia: 'admin' } : {}),
        ...(host.profile ? { ...host.profile, adultConfirmedAt: new Date() } : {}),
        ...(host.videoFriendsOnly ? { videoFriendsOnly: true } : {}),
      },
      (tx, row) =>
        insertHostProfile(tx, {
          userId: row.id,
          pricePerMinute: price,
          friendPricePerMinute: friendPrice,
          pointsPerMinute: points,
          avatar: host.avatar ?? null,
          demo: host.demo ?? false,
        }),
    );
  }

  /** Listens for what changes the wall; before the first request. */
  start(pubsub: PubSub): Promise<void> {
    return this.cache.start({ pubsub, onPresenceChange: (listener) => this.presence.onChange(listener) });
  }

  stop(): Promise<void> {
    return this.cache.stop();
  }

  /**
   * One page of the wall as `viewerId` sees it, online hosts first: the page is cut from the shared snapshot, and
   * the viewer's own part, which of its hosts are the viewer's friends, is one query on top (never in the cache).
   */
  async wall(viewerId: number, countryId: number | undefined, page: number, pageSize: number) {
    const cut = (await this.cache.current()).page(this.countryCodeOf(countryId), page, pageSize);
    const friends = await this.friends.friendsAmong(
      viewerId,
      cut.hosts.map((host) => Number(host.userId)),
    );
    return { ...cut, friendIds: [...friends].map(String) };
  }

  /** What a visitor sees: the first hosts of the whole wall. */
  async guestList(): Promise<HostCard[]> {
    return (await this.cache.current()).guestList();
  }

  /**
   * The wall's country groups: all countries, then the caller's country, then the rest by hosts online. Hosts of
   * an unknown country are counted in the all-countries group only.
   */
  async groups(viewerCountryId: number | undefined): Promise<WallGroup[]> {
    return (await this.cache.current()).groups(viewerCountryId);
  }

  /**
   * The generated picture served at `/upload/avatars/<searchId>.svg` (`generatedAvatarPath`) for a user without
   * one of their own: undefined when the file name is not a search id's or no user has it.
   */
  async avatar(file: string): Promise<string | undefined> {
    const searchId = /^(\d{1,19})\.svg$/.exec(file)?.[1];
    const nickname = searchId === undefined ? undefined : await nicknameBySearchId(this.db, searchId);
    return nickname === undefined ? undefined : avatarSvg(searchId!, nickname);
  }

  private countryCodeOf(countryId: number | undefined): string | undefined {
    if (countryId === undefined || countryId === ALL_COUNTRIES_GROUP) return undefined;
    // An id no country has lists nobody, rather than everybody.
    return COUNTRY_BY_ID.get(countryId) ?? UNKNOWN_COUNTRY.ab.toLowerCase();
  }

  /** The whole wall from the database, in the wall's order, and how long its statuses hold. */
  private async loadWall(): Promise<WallLoad> {
    const rows = await wallHosts(this.db);
    const { statuses, stableForMs } = await this.presence.statusesWithLapse(
      rows.map((row) => String(row.userId)),
    );
    const cards: HostCard[] = rows.map((row, index) => ({
      userId: String(row.userId),
      searchUserId: row.searchId,
      userName: sanitizeUserName(row.nickname),
      countryId: countryIdOf(row.countryCode),
      countryCode: row.countryCode,
      avatar: row.avatar ?? generatedAvatarPath(row.searchId),
      pricePerMinute: row.pricePerMinute,
      friendPricePerMinute: row.friendPricePerMinute,
      status: statuses[index]!.status,
      videoFriendsOnly: row.videoFriendsOnly,
    }));
    // Array.prototype.sort is stable: within a status the wall keeps the hosts' own order.
    cards.sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);
    return { cards, stableForMs };
  }
}
