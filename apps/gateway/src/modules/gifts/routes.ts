import { getBackpack, getGiftCatalogue, sendGift } from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import { route, type ProtocolServices } from '../../protocol/route.ts';
import type { GiftService } from './service.ts';

export function giftRoutes(app: FastifyInstance, services: ProtocolServices, gifts: GiftService): void {
  route(app, services, getGiftCatalogue, () => gifts.catalogue());
  route(app, services, sendGift, ({ session, params }) =>
    gifts.send(session.userId, { ...params, toUserId: Number(params.toUserId) }),
  );
  route(app, services, getBackpack, async ({ session }) => ({ items: await gifts.backpack(session.userId) }));
}
