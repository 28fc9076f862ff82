import type { Language } from '@va/core/language';
import type { SupportRequestCreated, SupportRequestInput } from '@va/core/support/contract';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { supportRequests } from '../../db/schema/index.ts';
import type { Logger } from '../../logger.ts';
import { supportConfirmationEmail, supportRequestEmail } from '../../services/mail/templates.ts';
import { enqueue, type OutboxMessage } from '../../services/outbox/outbox.ts';
import { userRowsOf } from '../../user-data/entry.ts';

/**
 * Stores a message of the contact form and, in the same transaction, queues its e-mails: the
 * message to SUPPORT_EMAIL (reply-to the person) and the acknowledgement to the person. Without
 * SUPPORT_EMAIL the message is still stored and acknowledged (and a warning logged).
 */
export async function createSupportRequest(
  deps: { db: Database; config: AppConfig; logger: Logger; onOutboxWrite: () => void },
  input: SupportRequestInput & { userId: string | null; language: Language },
): Promise<SupportRequestCreated> {
  const { db, config, logger } = deps;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportRequests)
      .values({
        userId: input.userId,
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        language: input.language,
      })
      .returning({ id: supportRequests.id });
    if (!row) throw new Error('support request not stored');
    const messages: OutboxMessage[] = [];
    if (config.supportEmail) {
      messages.push({
        kind: 'email',
        payload: {
          to: config.supportEmail,
          replyTo: input.email,
          ...supportRequestEmail({ ...input, id: row.id }),
        },
      });
    }
    messages.push({
      kind: 'email',
      payload: {
        to: input.email,
        ...supportConfirmationEmail({ language: input.language }),
      },
    });
    await enqueue(tx, messages);
    return row.id;
  });
  // After the commit: the worker can see the new outbox rows now.
  deps.onOutboxWrite();
  if (!config.supportEmail) {
    logger.warn({ supportRequestId: id }, 'SUPPORT_EMAIL is not set: a support request was stored but not forwarded');
  }
  return { id };
}

/**
 * Messages sent while signed in. One sent signed out carries an e-mail but no account, so it
 * cannot be told apart from someone else's with certainty: it is not part of the account's data.
 */
export const supportUserData = userRowsOf('support', supportRequests, supportRequests.userId);
