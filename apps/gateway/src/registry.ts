// The gateway's modules, in the order the server registers their routes (docs/architecture.md "The gateway
// inside"). Part of the composition root: no module imports this file.
import type { Config } from './config.ts';
import type { GatewayModule } from './module.ts';
import { accountsModule } from './modules/accounts/index.ts';
import { bansModule } from './modules/bans/index.ts';
import { bindingModule } from './modules/binding/index.ts';
import { callsModule } from './modules/calls/index.ts';
import { devModule } from './modules/dev/index.ts';
import { dictionariesModule } from './modules/dictionaries/index.ts';
import { emailModule } from './modules/email/index.ts';
import { friendsModule } from './modules/friends/index.ts';
import { geoModule } from './modules/geo/index.ts';
import { healthModule } from './modules/health/index.ts';
import { hostsModule } from './modules/hosts/index.ts';
import { imModule } from './modules/im/index.ts';
import { kycModule } from './modules/kyc/index.ts';
import { ledgerModule } from './modules/ledger/index.ts';
import { matchingModule } from './modules/matching/index.ts';
import { mediaModule } from './modules/media/index.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { giftsModule } from './modules/gifts/index.ts';
import { likesModule } from './modules/likes/index.ts';
import { phoneModule } from './modules/phone/index.ts';
import { presenceModule } from './modules/presence/index.ts';
import { profileModule } from './modules/profile/index.ts';
import { pushModule } from './modules/push/index.ts';
import { realtimeModule } from './modules/realtime/index.ts';
import { rewardsModule } from './modules/rewards/index.ts';
import { safetyModule } from './modules/safety/index.ts';
import { sessionsModule } from './modules/sessions/index.ts';
import { socialModule } from './modules/social/index.ts';
import { systemModule } from './modules/system/index.ts';
import { usageModule } from './modules/usage/index.ts';
import { usersModule } from './modules/users/index.ts';
import type { GatewayServices } from './gateway-services.ts';

/** What the server hands every module's routes; each module takes the part it declares. */
export interface ModuleContext {
  config: Config;
  services: GatewayServices;
  server: { version: string; startedAt: Date };
}

/**
 * Every module. The type checks each module against the context: a module whose routes ask for something the
 * server does not provide does not compile here.
 */
export const GATEWAY_MODULES: readonly GatewayModule<ModuleContext>[] = [
  healthModule,
  systemModule,
  geoModule,
  dictionariesModule,
  presenceModule,
  usersModule,
  hostsModule,
  callsModule,
  matchingModule,
  accountsModule,
  socialModule,
  emailModule,
  phoneModule,
  profileModule,
  bindingModule,
  realtimeModule,
  devModule,
  sessionsModule,
  bansModule,
  ledgerModule,
  rewardsModule,
  pushModule,
  friendsModule,
  safetyModule,
  mediaModule,
  imModule,
  paymentsModule,
  kycModule,
  giftsModule,
  likesModule,
  usageModule,
];
