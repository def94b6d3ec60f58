import { ROLES, isCountryCode, type Role } from '@aura/contracts';
import type { Database } from '../../db/database.ts';
import { UsageError, type Command } from '../../module.ts';
import { LedgerService } from '../ledger/index.ts';
import { PresenceService } from '../presence/index.ts';
import { UserService } from '../users/index.ts';
import { hostProfileOf } from './queries.ts';
import { DEFAULT_HOST_PRICE, HostService, validPrice } from './service.ts';

/** The services a command works with, on the database the command opened. */
function usersOf(database: Database): UserService {
  return new UserService(database.db, new LedgerService(database.db));
}

function hostService(database: Database): HostService {
  return new HostService(database.db, usersOf(database), new PresenceService(database.db, database.pubsub));
}

function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/**
 * Making users and hosts. `users create` lives here, not in the users module: a user of role goddess is a host,
 * made with a host profile, and only this module (which builds on users) can make one.
 */
export const hostCommands: Record<string, Command> = {
  'users create': {
    summary: 'Creates a user (with an empty coin account) and prints it.',
    options: {
      nickname: { description: 'The display name.', required: true },
      role: { description: `One of: ${ROLES.join(', ')}.`, default: 'user' },
      country: { description: 'ISO 3166-1 alpha-2 country code; unknown when left out.' },
    },
    async run({ nickname = '', role = '', country }, context) {
      if (!isRole(role)) throw new UsageError(`--role must be one of: ${ROLES.join(', ')}`, 'users create');
      if (country !== undefined && !isCountryCode(country))
        throw new UsageError(`--country must be an ISO 3166-1 alpha-2 code`, 'users create');
      const database = await context.database();
      const countryCode = country ? { countryCode: country } : {};
      // A host is a user with a host profile: `--role goddess` makes one with the default prices.
      const user =
        role === 'goddess'
          ? await hostService(database).create({ nickname, ...countryCode })
          : await usersOf(database).create({ nickname, role, ...countryCode });
      return {
        userId: String(user.id),
        searchId: user.searchId,
        nickname: user.nickname,
        role: user.role,
        countryCode: user.countryCode,
      };
    },
  },

  'hosts create': {
    summary: 'Creates a host (role goddess) with prices per minute in coins, and prints it.',
    options: {
      nickname: { description: 'The display name.', required: true },
      country: { description: 'ISO 3166-1 alpha-2 country code; unknown when left out.' },
      price: { description: `Coins per minute of a call (default ${DEFAULT_HOST_PRICE}).` },
      'friend-price': { description: "Coins per minute for the host's friends (default: the price)." },
      points: { description: 'Points the host earns per minute of call (default: the price).' },
    },
    async run({ nickname = '', country, price, 'friend-price': friendPrice, points }, context) {
      const name = 'hosts create';
      if (country !== undefined && !isCountryCode(country))
        throw new UsageError('--country must be an ISO 3166-1 alpha-2 code', name);
      const number = (value: string | undefined, option: string, check: (n: number) => boolean) => {
        if (value === undefined) return undefined;
        const parsed = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
        if (!check(parsed)) throw new UsageError(`--${option} is out of range`, name);
        return parsed;
      };
      const pricePerMinute = number(price, 'price', validPrice);
      const friendPricePerMinute = number(friendPrice, 'friend-price', validPrice);
      const pointsPerMinute = number(points, 'points', (n) => Number.isSafeInteger(n));
      const host = await hostService(await context.database()).create({
        nickname,
        ...(country ? { countryCode: country } : {}),
        ...(pricePerMinute === undefined ? {} : { pricePerMinute }),
        ...(friendPricePerMinute === undefined ? {} : { friendPricePerMinute }),
        ...(pointsPerMinute === undefined ? {} : { pointsPerMinute }),
      });
      const profile = (await hostProfileOf((await context.database()).db, host.id))!;
      return {
        userId: String(host.id),
        searchId: host.searchId,
        nickname: host.nickname,
        countryCode: host.countryCode,
        pricePerMinute: profile.pricePerMinute,
        friendPricePerMinute: profile.friendPricePerMinute,
        pointsPerMinute: profile.pointsPerMinute,
      };
    },
  },
};
