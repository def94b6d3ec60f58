import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
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
