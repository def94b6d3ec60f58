import type { Db } from '../../db/database.ts';
import { desc, eq } from 'drizzle-orm';
import { reports } from './schema.ts';

export type ReportRow = typeof reports.$inferSelect;

export async function insertReport(db: Db, values: typeof reports.$inferInsert): Promise<ReportRow> {
  const [row] = await db.insert(reports).values(values).returning();
  return row!;
}

/** The moderation queue, newest first: every report, or those against one user. */
export async function listReports(db: Db, { reportedId, limit }: { reportedId?: number; limit: number }) {
  return db
    .select()
    .from(reports)
    .where(reportedId === undefined ? undefined : eq(reports.reportedId, reportedId))
    .orderBy(desc(reports.id))
    .limit(limit);
}
