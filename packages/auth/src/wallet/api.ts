import { getWallet, type Wallet } from '@aura/contracts';
import type { GatewayClient } from '@aura/gateway-client';

/**
 * The wallet's gateway call. It rejects: the saga keeps what it has on a failure (the next reconnect or movement
 * corrects it); session errors raise their session events, which the session sagas act on.
 */
export const walletApi = {
  getWallet: (client: GatewayClient): Promise<Wallet> =>
    client.call(getWallet, {}, { errorPolicy: 'reject' }),
};
