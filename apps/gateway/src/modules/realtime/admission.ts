import { REALTIME, RESULT_CODES, requestEnvelopeQuerySchema, type RequestEnvelope } from '@aura/contracts';
import type { FastifyRequest } from 'fastify';
import { GatewayError, invalidRequest } from '../../protocol/errors.ts';
import { verifySignature, type SignatureServices } from '../../protocol/verify-signature.ts';
import type { ActiveSession } from '../sessions/index.ts';

/** Who a socket speaks for: a signed-in user's verified session, or a visitor (no sign in the query). */
export interface Admission {
  envelope: RequestEnvelope;
  session: ActiveSession | undefined;
}

/** A refused upgrade: the error the client is told, then the close code the socket ends with. */
export class Refusal extends Error {
  constructor(
    readonly closeCode: number,
    readonly error: GatewayError,
  ) {
    super(error.message);
    this.name = 'Refusal';
  }
}

type Query = Record<string, string | string[] | undefined>;

/**
 * Checks the upgrade request's query exactly like a signed GET of `/ws` with that query: the envelope, then, when
 * a `sign` is present, the whole signature. Without a `sign` the socket is a visitor's.
 */
export async function admit(services: SignatureServices, request: FastifyRequest): Promise<Admission> {
  const query = (request.query ?? {}) as Query;
  const parsed = requestEnvelopeQuerySchema.safeParse(query);
  if (!parsed.success)
    throw new Refusal(REALTIME.closeCodes.protocolError, invalidRequest(parsed.error.issues));
  const envelope = parsed.data;
  if (query.sign === undefined) return { envelope, session: undefined };
  try {
    const session = await verifySignature(services, {
      path: request.url.split('?')[0] ?? REALTIME.path,
      query,
      fields: query,
      envelope,
      log: request.log,
    });
    return { envelope, session };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    const replaced = error.code === RESULT_CODES.activeOnAnotherDevice;
    throw new Refusal(replaced ? REALTIME.closeCodes.replaced : REALTIME.closeCodes.unauthorized, error);
  }
}
