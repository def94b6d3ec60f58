import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { cardSetupSchema, savedCardSchema, subscriptionSchema } from '../shop.ts';

/** An app path to come back to after the PSP's page (`/cardList`, `/shop`): never another origin. */
export const setupReturnToSchema = z.string().regex(/^\/[A-Za-z][\w/-]{0,60}$/, 'must be an app path');

export const setupNoSchema = z
  .string()
  .min(1)
  .regex(/^[A-Za-z0-9-]{1,40}$/, 'must be a setup number');

/**
 * Saves a card without a purchase (spec §2 `paymentInfoAdd`): a setup at the PSP and its hosted "save a card" page
 * (`setupUrl`), which sends the tab back to `/paymentInfoAdd?setupNo=…` (with `returnTo`). The card is saved when the
 * PSP's signed event says so. `cardSetupUnavailable` for a PSP without a setup flow.
 */
export const createCardSetup = endpoint({
  method: 'POST',
  path: '/api/pay/cards/setup',
  access: 'session',
  encryption: 'optional',
  input: z.object({ returnTo: setupReturnToSchema.optional() }),
  output: z.object({ setup: cardSetupSchema, setupUrl: z.string() }),
});

/** One of the user's card setups as the server knows it (the page after the PSP's). `cardSetupNotFound` otherwise. */
export const getCardSetup = endpoint({
  method: 'GET',
  path: '/api/pay/cards/setup',
  access: 'session',
  encryption: 'optional',
  input: z.object({ setupNo: setupNoSchema }),
  output: cardSetupSchema,
});

/**
 * Puts another of the user's saved cards on the held subscription: its next renewal (or the next try of a failed
 * one) is charged on it. `cardNotFound` for a card not the user's, `subscriptionNotFound` without an active one.
 */
export const setSubscriptionCard = endpoint({
  method: 'POST',
  path: '/api/pay/subscription/card',
  access: 'session',
  encryption: 'optional',
  input: z.object({ id: savedCardSchema.shape.id.regex(/^[1-9]\d{0,15}$/, 'must be a card id') }),
  output: z.object({ subscription: subscriptionSchema }),
});
