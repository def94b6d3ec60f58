import { PROTOCOL_ERRORS, SESSION_EXPIRED_HTTP_STATUS } from '@aura/contracts';
import type { z } from 'zod';

/**
 * An error with a protocol code, answered as `{ code, message, data }`. Business errors answer with HTTP 200
 * (architecture §5); only a missing session (401), an unknown path (404) and rate limiting (429) use HTTP status.
 */
export class GatewayError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
    readonly httpStatus = 200,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export interface FieldIssue {
  field: string;
  message: string;
}

/** Turns zod issues into one readable sentence naming each field, and the list itself as data. */
export function invalidRequest(issues: z.core.$ZodIssue[], prefix = ''): GatewayError {
  const fields: FieldIssue[] = issues.map((issue) => ({
    field: [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(body)',
    message: issue.message,
  }));
  const sentence = fields.map(({ field, message }) => `${field}: ${message}`).join('; ');
  return new GatewayError(PROTOCOL_ERRORS.invalidRequest, `Invalid request. ${sentence}`, { issues: fields });
}

export function sessionRequired(message = 'This call needs a signed-in session.'): GatewayError {
  return new GatewayError(SESSION_EXPIRED_HTTP_STATUS, message, null, SESSION_EXPIRED_HTTP_STATUS);
}
