import { createTransport } from 'nodemailer';
import type { Mail, Mailer } from './mail.ts';

export interface SmtpOptions {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`; query options as nodemailer reads them. */
  smtpUrl: string;
  /** The From header, `Aura <no-reply@example.com>`. */
  from: string;
}

/**
 * Sends mail through an SMTP server with nodemailer: one connection per mail (sign-in mails are few), with
 * timeouts short enough that a stuck server fails the call well inside the client's 50-second limit.
 */
export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(options: SmtpOptions) {
    this.transport = createTransport(
      { url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
      { from: options.from },
    );
  }

  async send(mail: Mail): Promise<void> {
    const info = await this.transport.sendMail({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    if (info.rejected.length > 0) throw new Error('the SMTP server refused the recipient');
  }

  /** Checks the connection and credentials (for a start-up or health check). */
  async verify(): Promise<void> {
    await this.transport.verify();
  }
}
