import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../../logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Where the development mailer writes its .eml files (pruned by services/retention). */
export const mailDirOf = (dataDir: string) => path.join(dataDir, 'mail');

/**
 * SMTP when SMTP_URL is set. Otherwise each message is written as an .eml file under
 * DATA_DIR/mail, so a fresh install works offline. Only the file's name is logged, never the
 * message's links: a reset link in a log would let whoever reads the log take the account.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  logger: Logger;
}): Mailer {
  const { smtpUrl, from, dataDir, logger } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
        // Never the recipient nor the subject (ADR 0019): they say who wrote to whom about what.
        logger.info('e-mail sent');
      },
    };
  }
  const mailDir = mailDirOf(dataDir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      mkdirSync(mailDir, { recursive: true });
      const file = path.join(
        mailDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      writeFileSync(file, info.message as Buffer);
      // Neither the recipient nor the links (a reset link is a password): the file is enough.
      logger.info({ file }, 'e-mail written to file (no SMTP_URL)');
    },
  };
}
