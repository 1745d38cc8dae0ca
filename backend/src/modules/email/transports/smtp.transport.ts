import { createTransport } from 'nodemailer';
import type { OutgoingEmail } from '../domain/email-message';
import { EmailTransport, TransportFailure, TransportReceipt } from './email-transport';

/** Short enough that a dead server fails the admin's test send in seconds, not the library's minutes. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
  response?: string;
}

/** SMTP through nodemailer: one multipart/alternative message (text and HTML), with our Message-ID. */
export class SmtpTransport extends EmailTransport {
  readonly name = 'smtp' as const;
  private readonly transporter: ReturnType<typeof createTransport>;
  private readonly server: string;

  constructor(smtpUrl: string) {
    super();
    const url = new URL(smtpUrl);
    this.server = `${url.hostname}:${url.port || (url.protocol === 'smtps:' ? '465' : '587')}`;
    this.transporter = createTransport({ url: smtpUrl, ...TIMEOUTS });
  }

  describe(): string {
    return `SMTP via ${this.server}`;
  }

  async deliver(email: OutgoingEmail): Promise<TransportReceipt> {
    const headers: Record<string, string> = {};
    if (email.unsubscribeUrl) {
      headers['List-Unsubscribe'] = `<${email.unsubscribeUrl}>`;
      // RFC 8058: mail clients may POST to the link to unsubscribe in one click.
      headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    }
    try {
      const info = await this.transporter.sendMail({
        from: email.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: email.messageId,
        headers,
      });
      return { response: typeof info.response === 'string' ? info.response : null };
    } catch (error) {
      throw this.failure(error as SmtpError, 'message');
    }
  }

  async verify(): Promise<void> {
    try {
      await this.transporter.verify();
    } catch (error) {
      throw this.failure(error as SmtpError, 'connection');
    }
  }

  close(): void {
    this.transporter.close();
  }

  private failure(error: SmtpError, refusedWhat: 'message' | 'connection'): TransportFailure {
    if (error.responseCode) {
      const reply = (error.response ?? error.message).trim();
      return new TransportFailure(`The SMTP server refused the ${refusedWhat}: ${reply}`, true, reply);
    }
    return new TransportFailure(`Could not reach the SMTP server at ${this.server}: ${error.message}`, false);
  }
}
