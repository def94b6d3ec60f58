import type { Db } from '../../db/database.ts';
import { reports } from './schema.ts';

export type ReportRow = typeof reports.$inferSelect;

export async function insertReport(db: Db, values: typeof reports.$inferInsert): Promise<ReportRow> {
  const [row] = await db.insert(reports).values(values).returning();
  return row!;
}
