import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mime.ts';
import { waitFor } from './wait.ts';

export interface CaughtMail extends ParsedMail {
  /** RCPT TO of the SMTP envelope: where the message really went. */
  envelopeTo: string[];
  raw: string;
}

export interface SmtpCatcher {
  /** smtp://127.0.0.1:<port>, for the real mailer. */
  url: string;
  messages: CaughtMail[];
  /** The first message (already received or still to come) for which `match` holds. */
  waitForMail(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that keeps every message, so the mailer is tested as deployed. */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({ ...parseMail(raw), envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail: (match, timeoutMs = 10_000) =>
      waitFor(() => messages.find(match), { timeoutMs, what: 'an e-mail that matches' }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
