import { randomInt } from 'node:crypto';
import {
  BUSINESS_CODES,
  COUNTRIES,
  UNKNOWN_COUNTRY,
  isCountryCode,
  sanitizeUserName,
  type Gender,
  type Role,
  type UserInfo,
} from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from './schema.ts';
import { GatewayError } from '../../protocol/errors.ts';
import { insertUser, userById, userBySearchId } from './queries.ts';

const SEARCH_ID_DIGITS = 8;

export interface NewUser {
  nickname: string;
  role?: Role;
  countryCode?: string;
  phone?: string;
  phoneVerifiedAt?: Date;
  createdVia?: string;
  /** Accepts video calls from friends only (spec §6). */
  videoFriendsOnly?: boolean;
  /** A profile made complete at creation (demo hosts): gender code, birthday `YYYY-MM-DD`, age confirmed. */
  gender?: Gender;
  birthday?: string;
  adultConfirmedAt?: Date;
}

/** Public search ids: 8 digits, not starting with 0, random so that they reveal no sign-up order. */
export function newSearchId(): string {
  return String(randomInt(10 ** (SEARCH_ID_DIGITS - 1), 10 ** SEARCH_ID_DIGITS));
}

/**
 * Where a user's coins are read (the ledger's API). A port rather than an import: the users module is the one
 * every other module builds on, so it imports none of them (the ledger reaches the realtime channel, which
 * reaches presence, which reads users).
 */
export interface CoinBalances {
  balance(userId: number): Promise<number>;
}

export class UserService {
  constructor(
    private readonly db: Db,
    private readonly coins: CoinBalances,
  ) {}

  /** Makes a user; `created` runs in the same transaction (a host's profile, say). */
  async create(
    { nickname, role = 'user', countryCode = UNKNOWN_COUNTRY.ab, ...more }: NewUser,
    created?: (tx: Db, row: UserRow) => Promise<unknown>,
  ): Promise<UserRow> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const values = { searchId: newSearchId(), nickname, role, countryCode, ...more };
      const row = await insertUser(this.db, values, created);
      if (row) return row;
    }
    throw new Error('could not find a free search id');
  }

  /** A user's info as `viewerId` may see it: balance and push token only for oneself. */
  async info(viewerId: number, searchUserId?: string): Promise<UserInfo> {
    const row = searchUserId
      ? await userBySearchId(this.db, searchUserId)
      : await userById(this.db, viewerId);
    if (!row) throw new GatewayError(BUSINESS_CODES.userNotFound, 'No such user.');
    const own = row.id === viewerId;
    return {
      id: row.id,
      userId: String(row.id),
      userName: sanitizeUserName(row.nickname),
      ...(own ? { goldNum: await this.coins.balance(row.id) } : {}),
      countryId: isCountryCode(row.countryCode) ? COUNTRIES[row.countryCode] : UNKNOWN_COUNTRY.id,
      pushToken: own ? row.pushToken : '',
      searchUserId: row.searchId,
    };
  }
}
