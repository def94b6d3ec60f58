import * as tables from './schema.ts';
import { gatewayModule } from '../../module.ts';
import type { ProtocolServices } from '../../protocol/route.ts';
import { pushRoutes } from './routes.ts';
import type { PushService } from './service.ts';

/** Web push: subscriptions per device, notifications, and the grants for notifications and the app (docs/push.md). */
export const pushModule = gatewayModule({
  name: 'push',
  routes: (app, { services }: { services: { protocol: ProtocolServices; push: PushService } }) =>
    pushRoutes(app, services.protocol, services.push),
  schema: tables,
});

export { PushService, PUSH_REWARDS, type NotifyResult, type PushSenderPort } from './service.ts';
export { WebPushSender, type PushTarget, type SendOptions, type SendResult } from './sender.ts';
export { loadVapidKeys, VAPID_FILE, type VapidKeys } from './vapid.ts';
export {
  callNotifierWithPush,
  likePushes,
  messagePushes,
  renewalPushes,
  rewardPushes,
  type CompletedReward,
  type OpenTabs,
} from './hooks.ts';
