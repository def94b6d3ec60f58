// What the wall cache's suites share: waiting, where it is needed, for the cache to hear of a change.
import { expect } from 'vitest';
import { databaseKind, type TestGateway } from './gateway.ts';

/**
 * Runs `change` and returns once the wall's cache of `gateway` has dropped its snapshot because of `userId`. On
 * PGlite the notification is delivered before the writing statement returns, so a change that the server has
 * finished when `change` returns (`finishedOnReturn`) must have been heard by then; on PostgreSQL it arrives a
 * moment later, on the listener connection.
 */
export async function afterWallChange(
  gateway: TestGateway,
  userId: number,
  change: () => Promise<unknown>,
  finishedOnReturn = true,
): Promise<void> {
  let heard = false;
  const heardOf = gateway.services.hosts.nextWallChange(String(userId)).then(() => (heard = true));
  await change();
  if (databaseKind === 'pglite' && finishedOnReturn) expect(heard).toBe(true);
  await heardOf;
}
