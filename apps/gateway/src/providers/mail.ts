import type { Db } from '../db/database.ts';
import { recordSandboxMessage } from './outbox.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail. Adapters: the sandbox (kept in the outbox) and SMTP (nodemailer). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** A mailer that delivers to the sandbox outbox (/dev/outbox) instead of the world. */
export class SandboxMailer implements Mailer {
  constructor(private readonly db: Db) {}

  async send(mail: Mail): Promise<void> {
    await recordSandboxMessage(this.db, {
      channel: 'email',
      recipient: mail.to,
      subject: mail.subject,
      body: mail.text,
      html: mail.html,
    });
  }
}
