import { z } from 'zod';
import { userIdSchema } from './people.ts';
import { userStatusSchema } from './presence.ts';

/**
 * The realtime channel: one WebSocket per tab at `/ws`, opened with the envelope (and, for a signed-in user, the
 * signature fields) in the query string, exactly like a signed GET. Every message is JSON validated by these
 * schemas on both sides.
 */
export const REALTIME = {
  path: '/ws',
  /** The client pings this often; the server closes a socket silent for three intervals. */
  heartbeatSeconds: 25,
  /** Reconnect backoff: first wait, growth factor, cap. */
  reconnect: { initialMs: 500, factor: 2, maxMs: 30_000 },
  /** Most users one socket may watch the presence of. */
  maxWatchedUsers: 500,
  /** A larger message closes the socket (1009, "message too big"). */
  maxMessageBytes: 64 * 1024,
  /** Messages one socket may send per minute; more are answered with a rate-limit error and dropped. */
  maxMessagesPerMinute: 300,
  /** The `limit`th invalid message within `windowSeconds` of the first closes the socket (protocolError). */
  invalidMessages: { limit: 5, windowSeconds: 60 },
  /** Close codes of our own (4000–4999 are application codes). */
  closeCodes: { unauthorized: 4401, heartbeatMissed: 4408, protocolError: 4400, replaced: 4409 },
} as const;

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  /** Start receiving status changes of these users (the wall's visible hosts, say). */
  z.object({
    type: z.literal('watchPresence'),
    userIds: z.array(userIdSchema).max(REALTIME.maxWatchedUsers),
  }),
  z.object({
    type: z.literal('unwatchPresence'),
    userIds: z.array(userIdSchema).max(REALTIME.maxWatchedUsers),
  }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hello'),
    connectionId: z.string(),
    /** The signed-in user this socket speaks for; absent for visitors. */
    userId: userIdSchema.optional(),
    serverTime: z.number().int(),
    heartbeatSeconds: z.number().int().positive(),
    /** The same interval in milliseconds; when present it wins (a server may beat faster than a second). */
    heartbeatMs: z.number().int().positive().optional(),
  }),
  z.object({ type: z.literal('pong'), serverTime: z.number().int() }),
  z.object({ type: z.literal('presence'), userId: userIdSchema, status: userStatusSchema }),
  z.object({
    type: z.literal('error'),
    code: z.number().int(),
    message: z.string(),
    /** As in an HTTP answer: `issues` of an invalid message, `serverTime` of a stale timestamp. */
    data: z.unknown().optional(),
  }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
