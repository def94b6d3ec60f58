import * as tables from './schema.ts';
import type { Database } from '../../db/database.ts';
import { gatewayModule } from '../../module.ts';
import type { ProtocolServices } from '../../protocol/route.ts';
import type { FriendRequestService, FriendService } from '../friends/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import type { MediaService } from '../media/index.ts';
import type { PresenceService } from '../presence/index.ts';
import { likePushes, type PushService } from '../push/index.ts';
import { describeProfile } from '../profile/index.ts';
import { userById } from '../users/index.ts';
import { likeRoutes } from './routes.ts';
import { LikeService } from './service.ts';

interface LikesModuleServices {
  protocol: ProtocolServices;
  database: Database;
  ledger: LedgerService;
  presence: PresenceService;
  media: MediaService;
  friends: FriendService;
  friendRequests: FriendRequestService;
  push: PushService;
}

/** The card route (docs/profiles.md "The card"): the deck, likes through the ledger, passes, the Likes list. */
export const likesModule = gatewayModule({
  name: 'likes',
  routes: (app, { services }: { services: LikesModuleServices }) => {
    const { db } = services.database;
    const now = services.protocol.now;
    const sources = { db, presence: services.presence, media: services.media, now };
    const likes = new LikeService({
      db,
      ledger: services.ledger,
      profile: async (viewerId, userId) => describeProfile(sources, (await userById(db, userId))!, viewerId),
      befriendIn: (tx, a, b) => services.friendRequests.befriendIn(tx, a, b),
      areFriends: (a, b, tx) => services.friends.areFriends(a, b, tx),
      // "Someone liked you" by web push when no tab of theirs is open (docs/push.md).
      liked: likePushes(services.push, services.presence, app.log),
      now,
    });
    likeRoutes(app, services.protocol, likes);
  },
  schema: tables,
});

export { LikeService, likeKey, likedBy, type LikeServiceOptions } from './service.ts';
