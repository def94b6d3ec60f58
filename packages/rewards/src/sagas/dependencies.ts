import type { GatewayClient } from '@aura/gateway-client';
import type * as Effects from 'redux-saga/effects';

/**
 * The effect creators the rewards' saga uses, handed in by the shell (`redux-saga/effects`'s own): the rewards load
 * after sign-in, and importing the module from their chunk would split it out of the app's first-load script.
 */
export type RewardsSagaEffects = Pick<typeof Effects, 'all' | 'call' | 'put' | 'takeLeading'>;

/** What the rewards need from the shell. */
export interface RewardsDependencies {
  gateway: GatewayClient;
  effects: RewardsSagaEffects;
}
