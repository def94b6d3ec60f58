import type { ServerMessage } from '@aura/contracts';
import type { GatewayClient } from '@aura/gateway-client';
import type * as Effects from 'redux-saga/effects';

/**
 * The effect creators the gifts' saga uses, handed in by the shell (`redux-saga/effects`'s own): the gifts are
 * loaded after start, and importing the module itself from there would split it out of the app's first-load script
 * (docs/performance.md), as for the shop.
 */
export type GiftsSagaEffects = Pick<
  typeof Effects,
  'all' | 'call' | 'cancel' | 'delay' | 'fork' | 'put' | 'select' | 'take' | 'takeLeading'
>;

/** What the gifts need from the shell. */
export interface GiftsDependencies {
  gateway: GatewayClient;
  effects: GiftsSagaEffects;
  /** The part of the tab's realtime socket the gifts listen to (a received gift). */
  realtime: { on(event: 'message', listener: (message: ServerMessage) => void): () => void };
  /** Goes to an app path (the shell's router, language prefix kept): the backpack page from the panel. */
  navigate?: (to: string) => void;
  /** A new send id; `crypto.randomUUID` unless a test says. */
  newSendId?: () => string;
  /** How long a received gift's animation shows (4.5 s unless a test says). */
  arrivalMs?: number;
}
