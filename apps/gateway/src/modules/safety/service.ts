import { BUSINESS_CODES, type ReportReason, type ReportSubject } from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import type { FriendService } from '../friends/index.ts';
import { insertReport } from './queries.ts';

/** Where a report finds the two sides of what it is about: the calls and matching modules. */
export interface PartiesSource {
  partiesOf(id: number): Promise<[number, number] | undefined>;
}

/** Where a chat report checks that the two had a chat (the im module). */
export interface ChatSource {
  talked(a: number, b: number): Promise<boolean>;
}

export interface SafetyServiceOptions {
  db: Db;
  friends: FriendService;
  calls: PartiesSource;
  matches: PartiesSource;
  chats: ChatSource;
}

export interface ReportRequest {
  subject: ReportSubject;
  id: number;
  reason: ReportReason;
  comment?: string;
  block: boolean;
}

const NOT_FOUND = {
  call: () => new GatewayError(BUSINESS_CODES.callNotFound, 'No such call.'),
  match: () => new GatewayError(BUSINESS_CODES.matchNotFound, 'No such match.'),
  chat: () => new GatewayError(BUSINESS_CODES.userNotFound, 'No such chat.'),
} as const;

/**
 * Reports and blocks from a call or a match (issue 18, docs/safety.md). A report names the call or match, never a
 * user: the reported user is the other side of it, so nobody can report (or block through a report) someone they
 * never met. The block itself is the friends module's (`blocks`), which matching and calls read.
 */
export class SafetyService {
  constructor(private readonly options: SafetyServiceOptions) {}

  async report(reporterId: number, request: ReportRequest): Promise<{ reportId: string; blocked: boolean }> {
    const parties = await this.partiesOf(reporterId, request);
    if (!parties?.includes(reporterId)) throw NOT_FOUND[request.subject]();
    const reportedId = parties[0] === reporterId ? parties[1] : parties[0];
    const row = await this.options.db.transaction(async (tx) => {
      if (request.block) await this.options.friends.block(reporterId, reportedId, tx);
      return insertReport(tx, {
        reporterId,
        reportedId,
        callId: request.subject === 'call' ? request.id : null,
        matchId: request.subject === 'match' ? request.id : null,
        reason: request.reason,
        comment: request.comment?.trim() || null,
        blocked: request.block,
      });
    });
    const blocked = request.block || (await this.options.friends.blocked(reporterId, reportedId));
    return { reportId: String(row.id), blocked };
  }

  private async partiesOf(reporterId: number, request: ReportRequest): Promise<[number, number] | undefined> {
    if (request.subject === 'chat') {
      if (request.id === reporterId) return undefined;
      return (await this.options.chats.talked(reporterId, request.id)) ? [reporterId, request.id] : undefined;
    }
    const source = request.subject === 'call' ? this.options.calls : this.options.matches;
    return source.partiesOf(request.id);
  }
}
