import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { sandboxOutbox } from './schema.ts';

export type OutboxChannel = 'email' | 'sms' | 'whatsapp';

export interface OutboxMessage {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
  html: string | null;
  createdAt: Date;
}

/** What a sandbox provider "sent": kept in the database, so every instance's outbox page shows it. */
export async function recordSandboxMessage(
  db: Db,
  message: { channel: OutboxChannel; recipient: string; subject?: string; body: string; html?: string },
): Promise<void> {
  await db.insert(sandboxOutbox).values({
    channel: message.channel,
    recipient: message.recipient,
    subject: message.subject ?? '',
    body: message.body,
    html: message.html ?? null,
  });
}

/** The newest messages first, optionally for one recipient. */
export async function listOutbox(
  db: Db,
  options: { recipient?: string; limit?: number } = {},
): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(sandboxOutbox)
    .where(options.recipient ? and(eq(sandboxOutbox.recipient, options.recipient)) : undefined)
    .orderBy(desc(sandboxOutbox.id))
    .limit(options.limit ?? 100);
  return rows.map((row) => ({ ...row, channel: row.channel as OutboxChannel }));
}
