import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { USER_STATUS, userStatusSchema } from '../presence.ts';

/** Most ids one batch status lookup may ask for. */
export const STATUS_BATCH_MAX_IDS = 200;

const NON_NUMERIC_ID = '0';

/** A heartbeat: keeps a device, and a signed-in user, counted as online. Exempt; does more when signed. */
export const postHeartbeat = endpoint({
  method: 'POST',
  path: '/facade/api/onlinestatus/exempt/heartbeat/status',
  access: 'optionalSession',
  encryption: 'optional',
  input: z.object({}),
  output: z.object({
    /** The server's clock, in milliseconds since the epoch, for the client's clock offset. */
    serverTime: z.number().int(),
    /** The caller's status as others now see it; offline for visitors. */
    status: userStatusSchema,
  }),
});

/** The statuses a user may set for themselves; busy is set by the server while in a call. */
export const uploadableStatusSchema = z.literal([
  USER_STATUS.offline,
  USER_STATUS.online,
  USER_STATUS.invisible,
]);

/** The user sets their own status: online, invisible, or offline (leaving). */
export const postStatus = endpoint({
  method: 'POST',
  path: '/facade/api/onlinestatus/exempt/upload/status',
  access: 'session',
  encryption: 'optional',
  input: z.object({ status: uploadableStatusSchema }),
  output: z.object({ status: userStatusSchema }),
});

/**
 * Statuses of many users at once (spec §5, §7): `userIds` is a comma list; an id that is not a number becomes 0.
 * The answer has one entry per id asked, in order.
 */
export const getStatusBatch = endpoint({
  method: 'GET',
  path: '/facade/api/onlinestatus/exempt/batch',
  access: 'public',
  encryption: 'optional',
  input: z.object({
    userIds: z
      .string({ error: 'userIds is required: a comma-separated list of user ids' })
      .transform((list) =>
        list.split(',').map((id) => (/^\d{1,19}$/.test(id.trim()) ? id.trim() : NON_NUMERIC_ID)),
      )
      .pipe(
        z.array(z.string()).min(1).max(STATUS_BATCH_MAX_IDS, `at most ${STATUS_BATCH_MAX_IDS} ids at once`),
      ),
  }),
  output: z.array(z.object({ userId: z.string(), status: userStatusSchema })),
});
