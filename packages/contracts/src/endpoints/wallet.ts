import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { hostEarningsSchema, walletSchema } from '../wallet.ts';

/**
 * The signed-in user's wallet (an Aura extension: spec §7 shows only `goldNum` in the user's own data): coins and
 * points with the `seq` of their last movement, and a host's points earned today and in total. The client reads
 * it when its realtime channel opens; `balanceChanged` keeps it right from then on.
 */
export const getWallet = endpoint({
  method: 'GET',
  path: '/api/wallet',
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: walletSchema,
});

/** The signed-in host's points per day and per call (an Aura extension), from the ledger. */
export const getHostEarnings = endpoint({
  method: 'GET',
  path: '/api/wallet/earnings',
  access: 'session',
  encryption: 'optional',
  input: z.object({}),
  output: hostEarningsSchema,
});
