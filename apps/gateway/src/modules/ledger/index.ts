import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema.ts';
import { gatewayModule } from '../../module.ts';
import { coinCommands } from './commands.ts';

/** Money rules in one place (docs/ledger.md): every coin and point moves through the ledger's API. */
export const ledgerModule = gatewayModule({
  name: 'ledger',
  commands: coinCommands,
  schema: { ledgerAccounts, ledgerTransactions, ledgerEntries },
});

export {
  LedgerService,
  IdempotencyConflictError,
  balanceAfter,
  insufficientCoins,
  payReward,
  post,
  signupBonus,
  type AccountRef,
  type ChargeRequest,
  type PostedEntry,
  type PostedTransaction,
  type Posting,
  type SystemAccount,
  type TransactionRequest,
} from './service.ts';
