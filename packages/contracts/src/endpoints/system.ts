import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { userIdSchema } from '../people.ts';
import { publicKeySchema } from '../protocol.ts';

/** The gateway's current RSA public key and its id, for wrapping AES keys. Exempt. */
export const getPublicKey = endpoint({
  method: 'GET',
  path: '/facade/api/function/exempt/publicKey',
  access: 'public',
  encryption: 'optional',
  input: z.object({}),
  output: publicKeySchema,
});

/**
 * The server's clock, so the client can sign with a corrected timestamp; a signed call also learns which user the
 * gateway sees. Exempt; reads nothing but the session.
 */
export const getServerTime = endpoint({
  method: 'GET',
  path: '/facade/api/function/exempt/serverTime',
  access: 'optionalSession',
  encryption: 'optional',
  input: z.object({}),
  output: z.object({ serverTime: z.number().int(), userId: userIdSchema.optional() }),
});
