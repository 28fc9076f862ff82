import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { outboxMessages } from '../../src/db/schema/index.ts';
import type { OutboxMessage } from '../../src/services/outbox/outbox.ts';

/** The outbox row of one kind about one address (webhooks carry `email`, e-mails `to`). */
export async function outboxRowFor(db: Database, kind: OutboxMessage['kind'], email: string) {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.kind, kind),
        sql`coalesce(${outboxMessages.payload}->>'email', ${outboxMessages.payload}->>'to') = ${email}`,
      ),
    );
  return row;
}
