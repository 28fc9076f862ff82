import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { E2E_DATA_DIR, E2E_URL } from './server';

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

/** Asks for a reset link as the forgot-password form does, and reads it in the e-mail (its path). */
export async function requestResetLink(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(`${E2E_URL}/api/auth/request-password-reset`, {
    data: { email },
    headers: { origin: E2E_URL },
  });
  if (!response.ok()) throw new Error(`reset request failed: ${response.status()}`);
  const message = await waitForEmail(email, /Réinitialisation de votre mot de passe/);
  const link = message.body.match(/http:\/\/localhost:\d+(\/reset-password\?token=[\w-]+)/)?.[1];
  if (!link) throw new Error(`no reset link in the e-mail to ${email}`);
  return link;
}

/** Sets a new password with a reset link, as another tab or device would. */
export async function resetWithLink(request: APIRequestContext, link: string, newPassword: string) {
  const token = new URL(link, E2E_URL).searchParams.get('token');
  const response = await request.post(`${E2E_URL}/api/auth/reset-password`, {
    data: { token, newPassword },
    headers: { origin: E2E_URL },
  });
  if (!response.ok()) throw new Error(`reset failed: ${response.status()}`);
}
