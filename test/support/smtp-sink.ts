import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface MimePart {
  headers: Record<string, string>;
  /** The body with its transfer encoding (quoted-printable or base64) undone. */
  body: string;
}

export interface ReceivedMessage {
  envelope: { from: string | null; to: string[] };
  /** Header names lower-cased, folded lines joined; the first occurrence of each. */
  headers: Record<string, string>;
  raw: string;
  /** The body after the header block, as it came over the wire. */
  rawBody: string;
  /** The leaf parts of a multipart message (one part, the body itself, otherwise). */
  parts: MimePart[];
}

/** A local SMTP server (smtp-server, no TLS, any login) that keeps what it receives and can refuse messages. */
export class SmtpSink {
  readonly messages: ReceivedMessage[] = [];
  private server: SMTPServer | null = null;
  private rejections: Array<{ code: number; message: string }> = [];

  async start(): Promise<string> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const rejection = this.rejections.shift();
          if (rejection) return callback(Object.assign(new Error(rejection.message), { responseCode: rejection.code }));
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : null;
          this.messages.push(
            parseMessage(
              Buffer.concat(chunks).toString('utf8'),
              from,
              session.envelope.rcptTo.map((r) => r.address),
            ),
          );
          callback(null, `Ok: queued as SINK${this.messages.length}`);
        });
      },
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  /** The next `count` messages are refused at end of DATA with this reply (4xx temporary, 5xx permanent). */
  rejectNext(count: number, code = 550, message = '5.7.1 Message rejected by the sink'): void {
    for (let i = 0; i < count; i += 1) this.rejections.push({ code, message });
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

function parseMessage(raw: string, from: string | null, to: string[]): ReceivedMessage {
  const { headers, body } = splitHeaders(raw);
  return { envelope: { from, to }, headers, raw, rawBody: body, parts: leafParts(headers, body) };
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function leafParts(headers: Record<string, string>, body: string): MimePart[] {
  const boundary = /^multipart\/[^;]+;.*boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) return [{ headers, body: decode(headers['content-transfer-encoding'], body) }];
  const sections = body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => {
      const part = splitHeaders(section.replace(/^\r\n/, ''));
      return leafParts(part.headers, part.body.replace(/\r\n$/, ''));
    });
}

function decode(encoding: string | undefined, body: string): string {
  switch ((encoding ?? '').toLowerCase()) {
    case 'quoted-printable':
      return Buffer.from(
        body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}
