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

/**
 * SMTP when SMTP_URL is set. Otherwise each message is written as an .eml file under
 * DATA_DIR/mail and its links are logged, so a fresh install works offline.
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
  const mailDir = path.join(dataDir, 'mail');
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
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      logger.info({ file, links }, 'e-mail written to file (no SMTP_URL)');
    },
  };
}
