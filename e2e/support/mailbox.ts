import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR } from './server';

/**
 * Without SMTP_URL the server writes each e-mail as an .eml file in DATA_DIR/mail (its offline
 * mode): the test reads them the way a person would read their inbox.
 */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= or =?UTF-8?B?…?=), as nodemailer writes non-ASCII subjects. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?(.*?)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

export interface ReceivedEmail {
  subject: string;
  body: string;
}

export function emailsTo(address: string): ReceivedEmail[] {
  const dir = path.join(E2E_DATA_DIR, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .filter((raw) => new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'im').test(raw))
    .map((raw) => {
      const headers = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
      const subject = decodeEncodedWords(headers.match(/^Subject: (.*)$/m)?.[1] ?? '');
      return { subject, body: decodeQuotedPrintable(raw) };
    });
}

export async function waitForEmail(address: string, subject: RegExp, timeoutMs = 10_000): Promise<ReceivedEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = emailsTo(address).find((email) => subject.test(email.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail "${subject}" to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
