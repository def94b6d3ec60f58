/**
 * The ledger's currencies (architecture §6): coins are what users buy and spend; points are what hosts earn per
 * minute of call, a separate currency that never turns back into coins.
 */
export const LEDGER_CURRENCIES = ['coin', 'point'] as const;
export type LedgerCurrency = (typeof LEDGER_CURRENCIES)[number];
