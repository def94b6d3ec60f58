import { z } from 'zod';
import { languageIdSchema } from './languages.ts';
import { NONCE_LENGTH, PLATFORM_TYPE } from './limits.ts';
import { userIdSchema } from './people.ts';

const deviceIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'deviceId must be 8-64 letters, digits, "-" or "_"');

/**
 * The envelope every call carries (spec §3, architecture §5): in the body of POST, PUT and PATCH, in the query
 * string of GET and DELETE.
 */
export const requestEnvelopeSchema = z.object({
  appId: z.string().min(1).max(64),
  version: z.string().min(1).max(32),
  platformType: z.literal(PLATFORM_TYPE),
  languageId: languageIdSchema,
  deviceId: deviceIdSchema,
  /** A logged-in user's id; visitors send none (or an empty string). */
  userId: z.union([userIdSchema, z.literal('')]).optional(),
  noCrypt: z.boolean().optional(),
});
export type RequestEnvelope = z.infer<typeof requestEnvelopeSchema>;

/** The same envelope as it arrives in a query string, every value a string. */
export const requestEnvelopeQuerySchema = requestEnvelopeSchema.extend({
  platformType: z.coerce.number().pipe(z.literal(PLATFORM_TYPE)),
  languageId: z.coerce.number().pipe(languageIdSchema),
  noCrypt: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
});

/** Fields a signed (non-public) call adds (architecture §5). */
export const signatureSchema = z.object({
  sign: z.string().regex(/^[0-9A-F]{64}$/, 'sign must be 64 uppercase hex digits'),
  timestamp: z.coerce.number().int().positive(),
  nonce: z
    .string()
    .regex(new RegExp(`^[A-Za-z0-9]{${NONCE_LENGTH}}$`), `nonce must be ${NONCE_LENGTH} letters or digits`),
});
export type Signature = z.infer<typeof signatureSchema>;

/** Turns an envelope into query parameters, the way GET and DELETE carry it. */
export function envelopeToQuery(envelope: RequestEnvelope): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(envelope)) {
    if (value !== undefined) query[name] = String(value);
  }
  return query;
}
