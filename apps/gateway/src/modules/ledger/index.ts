import * as tables from './schema.ts';
import { gatewayModule } from '../../module.ts';
import type { ProtocolServices } from '../../protocol/route.ts';
import { coinCommands } from './commands.ts';
import { ledgerRoutes, type HostCheck } from './routes.ts';
import type { LedgerService } from './service.ts';

/** Money rules in one place (docs/ledger.md): every coin and point moves through LedgerService. */
export const ledgerModule = gatewayModule({
  name: 'ledger',
  routes: (
    app,
    {
      services,
    }: { services: { protocol: ProtocolServices; ledger: LedgerService; callSettings: HostCheck } },
  ) => ledgerRoutes(app, services.protocol, services.ledger, services.callSettings),
  commands: coinCommands,
  schema: tables,
});

export {
  IdempotencyConflictError,
  balanceAfter,
  insufficientCoins,
  isInsufficientCoins,
  type PostOptions,
  type PostedEntry,
  type PostedTransaction,
  type Posting,
  type TransactionRequest,
} from './posting.ts';
export type { AccountRef, SystemAccount } from './queries.ts';
export {
  LedgerService,
  callMinuteKey,
  type CallMinuteRequest,
  type ChargeRequest,
  type MinuteCharged,
} from './service.ts';
