import { PROTOCOL_ERRORS, REALTIME, clientMessageSchema, type ClientMessage } from '@aura/contracts';
import type { RawData } from 'ws';
import { GatewayError, invalidRequest } from '../../protocol/errors.ts';

export type Inbound = { message: ClientMessage; error?: never } | { message?: never; error: GatewayError };

function invalid(message: string): GatewayError {
  return new GatewayError(PROTOCOL_ERRORS.invalidRequest, `Invalid request. (message): ${message}`, {
    issues: [{ field: '(message)', message }],
  });
}

/** A client message as the contracts define it: one JSON text frame, validated by clientMessageSchema. */
export function readMessage(data: RawData, isBinary: boolean): Inbound {
  if (isBinary) return { error: invalid('must be a JSON text frame, not binary') };
  const text = (
    Array.isArray(data) ? Buffer.concat(data) : data instanceof ArrayBuffer ? Buffer.from(data) : data
  ).toString('utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: invalid('is not JSON') };
  }
  const parsed = clientMessageSchema.safeParse(json);
  if (!parsed.success) return { error: invalidRequest(parsed.error.issues) };
  return { message: parsed.data };
}

/**
 * Counts invalid messages in a fixed window that opens with the first one; a socket reaching the limit inside
 * its window is sending garbage, not making a mistake, and is closed.
 */
export class InvalidMessageCounter {
  private windowStartedAt = 0;
  private count = 0;

  constructor(private readonly now: () => number) {}

  /** Counts one invalid message; true when this one reaches the limit. */
  strike(): boolean {
    const now = this.now();
    if (this.count === 0 || now - this.windowStartedAt >= REALTIME.invalidMessages.windowSeconds * 1000) {
      this.windowStartedAt = now;
      this.count = 0;
    }
    this.count += 1;
    return this.count >= REALTIME.invalidMessages.limit;
  }
}
