import {
  BUSINESS_CODES,
  type CallSettings,
  type EndpointParams,
  type postCallSettings,
} from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import { setVideoFriendsOnly } from '../users/index.ts';
import { callSettingsOf, setHostPrices, type CallSettingsRow } from './queries.ts';

export type CallSettingsChange = EndpointParams<typeof postCallSettings>;

/** Only a host (role goddess, with a host profile) has prices. */
function isHost(
  row: CallSettingsRow,
): row is CallSettingsRow & { pricePerMinute: number; friendPricePerMinute: number } {
  return row.role === 'goddess' && row.pricePerMinute !== null && row.friendPricePerMinute !== null;
}

function settingsOf(row: CallSettingsRow): CallSettings {
  return {
    videoFriendsOnly: row.videoFriendsOnly,
    ...(isHost(row)
      ? { host: { pricePerMinute: row.pricePerMinute, friendPricePerMinute: row.friendPricePerMinute } }
      : {}),
  };
}

function noSuchUser(): GatewayError {
  return new GatewayError(BUSINESS_CODES.userNotFound, 'No such user.');
}

/**
 * A user's own call settings (spec §6): video from friends only, for everybody; a host's price and friends' price
 * per minute. Calls fix their price when they start (`calls/terms.ts`), so a change here reaches only calls that
 * start after it.
 */
export class CallSettingsService {
  constructor(private readonly db: Db) {}

  async get(userId: number): Promise<CallSettings> {
    const row = await callSettingsOf(this.db, userId);
    if (!row) throw noSuchUser();
    return settingsOf(row);
  }

  /** Changes what `change` names, all or nothing; prices from anybody but a host are refused (`notAHost`). */
  update(userId: number, change: CallSettingsChange): Promise<CallSettings> {
    return this.db.transaction(async (tx) => {
      const row = await callSettingsOf(tx, userId, true);
      if (!row) throw noSuchUser();
      const prices = {
        ...(change.pricePerMinute === undefined ? {} : { pricePerMinute: change.pricePerMinute }),
        ...(change.friendPricePerMinute === undefined
          ? {}
          : { friendPricePerMinute: change.friendPricePerMinute }),
      };
      if (Object.keys(prices).length > 0) {
        if (!isHost(row))
          throw new GatewayError(BUSINESS_CODES.notAHost, 'Only hosts set a price per minute.');
        await setHostPrices(tx, userId, prices);
      }
      if (change.videoFriendsOnly !== undefined && change.videoFriendsOnly !== row.videoFriendsOnly)
        await setVideoFriendsOnly(tx, userId, change.videoFriendsOnly);
      return settingsOf({
        ...row,
        ...prices,
        videoFriendsOnly: change.videoFriendsOnly ?? row.videoFriendsOnly,
      });
    });
  }
}
