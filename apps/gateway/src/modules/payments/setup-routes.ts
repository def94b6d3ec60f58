import { createCardSetup, getCardSetup, setSubscriptionCard } from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import { route, type ProtocolServices } from '../../protocol/route.ts';
import type { CardSetups } from './setups.ts';

/** paymentInfoAdd's calls (setups.ts): a setup at the PSP, its state, another card on the subscription. */
export function cardSetupRoutes(app: FastifyInstance, services: ProtocolServices, setups: CardSetups): void {
  route(app, services, createCardSetup, ({ session, params }) =>
    setups.create(session.userId, params.returnTo),
  );
  route(app, services, getCardSetup, ({ session, params }) => setups.get(session.userId, params.setupNo));
  route(app, services, setSubscriptionCard, ({ session, params }) =>
    setups.useForSubscription(session.userId, Number(params.id)),
  );
}
