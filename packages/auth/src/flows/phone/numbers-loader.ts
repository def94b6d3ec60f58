import type * as Numbers from './numbers.ts';

/**
 * The phone-number rules (libphonenumber-js and its mobile metadata, ~35 kB gzipped) as a chunk of their own: the
 * sagas load them when a number is submitted, the phone screens when they open (docs/performance.md, "The app's
 * first load"). Loaded once; later calls get the same module.
 */
export const loadPhoneNumbers = (): Promise<typeof Numbers> => import('./numbers.ts');
