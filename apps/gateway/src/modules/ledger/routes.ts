import { getWallet } from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import { route, type ProtocolServices } from '../../protocol/route.ts';
import type { LedgerService } from './service.ts';

export function ledgerRoutes(app: FastifyInstance, services: ProtocolServices, ledger: LedgerService): void {
  // The user's own coins and points (Aura extension); `balanceChanged` on the realtime channel keeps it current.
  route(app, services, getWallet, ({ session }) => ledger.wallet(session.userId));
}
