import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { REPORT_TEXT_MAX_LENGTH } from '../limits.ts';

/**
 * Why a user reports another (the spec names a report screen, §2, and an optional comment of at most
 * `REPORT_TEXT_MAX_LENGTH` letters, §5, but no reasons): the kinds of harm the community guidelines name.
 */
export const REPORT_REASONS = ['nudity', 'harassment', 'underage', 'scam', 'fakeProfile', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/**
 * What a report is about: a call (its `callId`) or a random match (its `matchId`) the reporter took part in, or a
 * chat (the other user's id) the reporter had: a conversation, a friendship or a friend request between the two.
 */
export const REPORT_SUBJECTS = ['call', 'match', 'chat'] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];

/**
 * Reports the other side of a call or a match the reporter takes or took part in (issue 18: one tap away in both
 * screens). The report is stored with the call or the match until a moderation queue takes it over; with `block`
 * the reported user is blocked at once: the two are never matched again and neither can ring the other
 * (`BUSINESS_CODES.userBlocked`). `callNotFound` / `matchNotFound` when the reporter was no side of it.
 */
export const postReport = endpoint({
  method: 'POST',
  path: '/api/safety/report',
  access: 'session',
  encryption: 'optional',
  input: z.object({
    subject: z.enum(REPORT_SUBJECTS),
    /** The call's `callId`, the match's `matchId`, or the chat's other user id. */
    id: z.string().regex(/^[0-9]{1,19}$/, 'must be a call, match or user id'),
    reason: z.enum(REPORT_REASONS),
    comment: z.string().max(REPORT_TEXT_MAX_LENGTH).optional(),
    block: z.boolean().optional(),
  }),
  output: z.object({
    reportId: z.string(),
    /** Whether the reported user is blocked now (this report or an earlier block). */
    blocked: z.boolean(),
  }),
});
