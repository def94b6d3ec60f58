import { getHostEarnings, getWallet } from '@aura/contracts';
import type { FastifyInstance } from 'fastify';
import { route, type ProtocolServices } from '../../protocol/route.ts';
import type { LedgerService } from './service.ts';

/** Who is a host is the hosts module's to say (its call settings carry a host's prices): asked, never read here. */
export interface HostCheck {
  get(userId: number): Promise<{ host?: unknown }>;
}

export function ledgerRoutes(
  app: FastifyInstance,
  services: ProtocolServices,
  ledger: LedgerService,
  hosts: HostCheck,
): void {
  // The user's own coins and points (Aura extension); `balanceChanged` on the realtime channel keeps it current.
  route(app, services, getWallet, async ({ session }) => {
    const [wallet, settings] = await Promise.all([ledger.wallet(session.userId), hosts.get(session.userId)]);
    return { ...wallet, host: settings.host !== undefined };
  });
  // A host's points per day and per call (Aura extension), read from the ledger's credits of her points.
  route(app, services, getHostEarnings, async ({ session }) => {
    const [earnings, settings] = await Promise.all([
      ledger.earnings(session.userId),
      hosts.get(session.userId),
    ]);
    return { ...earnings, host: settings.host !== undefined };
  });
}
