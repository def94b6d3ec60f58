import type { GatewayClient } from '@aura/gateway-client';
import type * as Effects from 'redux-saga/effects';

/**
 * The effect creators the shop's saga uses, handed in by the shell (`redux-saga/effects`'s own). The shop is loaded
 * with its route; importing the module itself from there would split it out of the app's first-load script into a
 * script of its own, which costs the first load more than the shop's whole saga (docs/performance.md).
 */
export type ShopSagaEffects = Pick<
  typeof Effects,
  'all' | 'call' | 'cancel' | 'delay' | 'fork' | 'put' | 'race' | 'select' | 'take' | 'takeLeading'
>;

/** What the shop needs from the shell. */
export interface ShopDependencies {
  gateway: GatewayClient;
  effects: ShopSagaEffects;
  /** Goes to the PSP's checkout page (`location.assign`); it sends the tab back to /payRes. */
  redirect(url: string): void;
  /** Goes to an app path (the shell's router, language prefix kept). */
  navigate(to: string): void;
  /** How often payRes asks the server about an order not final yet (2 s unless a test says). */
  pollMs?: number;
}
