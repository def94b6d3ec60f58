import * as tables from './schema.ts';
import { gatewayModule } from '../../module.ts';
import type { ProtocolServices } from '../../protocol/route.ts';
import { giftCommands } from './commands.ts';
import { giftRoutes } from './routes.ts';
import type { GiftService } from './service.ts';

/** Gifts and the backpack (docs/gifts.md): the catalogue, sending through the ledger, the backpack. */
export const giftsModule = gatewayModule({
  name: 'gifts',
  routes: (app, { services }: { services: { protocol: ProtocolServices; gifts: GiftService } }) =>
    giftRoutes(app, services.protocol, services.gifts),
  commands: giftCommands,
  schema: tables,
});

export {
  GiftService,
  giftSendKey,
  type GiftRecords,
  type GiftSentEvent,
  type SendRequest,
} from './service.ts';
export { DEFAULT_GIFT_CATALOGUE } from './catalogue.ts';
