import type { Executor } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import type { MailMessage } from '../mail/mailer.ts';

/** What the outbox can deliver. Webhook URLs are read from the configuration at delivery. */
export type OutboxMessage =
  | { kind: 'email'; payload: MailMessage }
  | {
      kind: 'registration_webhook';
      payload: { firstName: string; lastName: string; email: string; userType: string; registrationDate: string };
    }
  | {
      kind: 'password_reset_webhook';
      payload: { event: 'password_reset_requested'; email: string; timestamp: string };
    };

/** Writes messages through the caller's transaction: they exist if and only if the event does. */
export async function enqueue(executor: Executor, messages: OutboxMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await executor
    .insert(outboxMessages)
    .values(messages.map((message) => ({ kind: message.kind, payload: message.payload })));
}
