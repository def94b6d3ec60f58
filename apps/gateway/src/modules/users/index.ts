import * as tables from './schema.ts';
import { gatewayModule } from '../../module.ts';
import type { ProtocolServices } from '../../protocol/route.ts';
import { userRoutes } from './routes.ts';
import type { UserService } from './service.ts';

/** Accounts: user info, search ids, and the changes other modules make to an account (changes.ts). */
export const usersModule = gatewayModule({
  name: 'users',
  routes: (app, { services }: { services: { protocol: ProtocolServices; users: UserService } }) =>
    userRoutes(app, services.protocol, services.users),
  schema: tables,
});

export { UserService, newSearchId, type CoinBalances, type NewUser } from './service.ts';
export { insertUser, userById, userByPhone, userBySearchId } from './queries.ts';
export {
  bindAddress,
  bindEmailIfFree,
  deleteFreshUser,
  markEmailVerified,
  markPhoneVerified,
  setClientDetails,
  setCreatedVia,
  setInvisible,
  setPasswordHash,
  setProfile,
  setProfileDetails,
  setVideoFriendsOnly,
  type AddressKind,
} from './changes.ts';
export { users, type UserRow } from './schema.ts';
