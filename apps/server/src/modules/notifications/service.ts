import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Localized } from '@va/core/language';
import {
  NOTIFICATION_LIST_LIMIT,
  type NotificationCategory,
  type NotificationFilter,
  type MarkAllReadResult,
  type NotificationList,
  type NotificationParams,
  type NotificationPriority,
  type NotificationType,
  type NotificationView,
} from '@va/core/notifications/contract';
import { isNotificationEvent, NOTIFICATION_EVENTS, wordNotification } from '@va/core/notifications/events';
import type { Executor } from '../../db/client.ts';
import { isoTime, jsonArray, jsonQuery, selectJson, type SqlValue } from '../../db/json-query.ts';
import { notifications } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { signalNotification } from '../../services/realtime/notification-bus.ts';
import { userRowsOf } from '../../user-data/entry.ts';
import { userLanguage } from '../settings/service.ts';

type Row = typeof notifications.$inferSelect;

function toView(row: Row): NotificationView {
  return {
    id: row.id,
    type: row.type,
    category: row.category,
    priority: row.priority,
    event: row.event,
    params: row.params,
    title: row.title,
    description: row.description,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Text given in the user's language, or in both for the service to choose. */
export type NotificationText = string | Localized;

export interface NewNotification {
  userId: string;
  /** A known event (core notifications/events.ts) gives the defaults of every field below. */
  event?: string;
  params?: NotificationParams;
  type?: NotificationType;
  category?: NotificationCategory;
  priority?: NotificationPriority;
  title?: NotificationText;
  description?: NotificationText;
}

/**
 * Writes a notification, worded in the user's language, and signals it to the realtime bus in
 * the same transaction (the caller's when it has one): subscribers hear of it once it commits.
 */
export async function createNotification(executor: Executor, input: NewNotification): Promise<NotificationView> {
  const event = isNotificationEvent(input.event) ? input.event : undefined;
  const known = event ? NOTIFICATION_EVENTS[event] : undefined;
  // On a transaction this is a savepoint: the caller's commit or rollback still decides.
  return executor.transaction(async (tx) => {
    const language = await userLanguage(tx, input.userId);
    const params = input.params ?? null;
    const worded = event ? wordNotification(event, params, language) : undefined;
    const pick = (text: NotificationText | undefined) => (typeof text === 'object' ? text[language] : text);
    const title = pick(input.title) ?? worded?.title;
    if (title === undefined) throw new Error(`notification ${input.event ?? '(no event)'} has no title`);
    const [row] = await tx
      .insert(notifications)
      .values({
        userId: input.userId,
        type: input.type ?? known?.type ?? 'info',
        category: input.category ?? known?.category ?? 'system',
        priority: input.priority ?? known?.priority ?? 'medium',
        event: input.event ?? null,
        params,
        title,
        description: pick(input.description) ?? worded?.description ?? '',
        // Milliseconds, as in the ISO string of the stream's event ids (PostgreSQL keeps microseconds).
        createdAt: new Date(),
      })
      .returning();
    await signalNotification(tx, { userId: input.userId, id: row!.id });
    return toView(row!);
  });
}

/** Whether the user already has a notification of this event whose params include `params`. */
export async function hasNotification(
  executor: Executor,
  userId: string,
  event: string,
  params: NotificationParams = {},
): Promise<boolean> {
  const [row] = await executor
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.event, event),
        sql`${notifications.params} @> ${JSON.stringify(params)}::jsonb`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** How many of the user's notifications are unread (a part of one statement, ADR 0030). */
export const unreadCountQuery = (userId: SqlValue<string>) =>
  jsonQuery(
    sql`select count(*)::int from ${notifications}
        where ${notifications.userId} = ${userId} and not ${notifications.read}`,
    Number,
  );

function filterCondition(filter: NotificationFilter): SQL | undefined {
  if (filter === 'all') return undefined;
  if (filter === 'unread') return eq(notifications.read, false);
  return eq(notifications.category, filter);
}

/** The user's notifications, newest first (at most 100), and how many are unread in all: one statement. */
export async function listNotifications(
  executor: Executor,
  userId: string,
  filter: NotificationFilter,
): Promise<NotificationList> {
  return selectJson(executor, {
    items: notificationsQuery(userId, NOTIFICATION_LIST_LIMIT, filterCondition(filter)),
    unreadCount: unreadCountQuery(userId),
  });
}

/** Another user's notification is NOT_FOUND, exactly like one that does not exist. */
export async function markRead(executor: Executor, userId: string, id: string): Promise<NotificationView> {
  const [row] = await executor
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return toView(row);
}

export async function markAllRead(executor: Executor, userId: string): Promise<MarkAllReadResult> {
  const rows = await executor
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return { updated: rows.length };
}

/** The user's notifications (those meeting `condition`), newest first. */
const notificationsQuery = (userId: SqlValue<string>, limit: SqlValue<number>, condition?: SQL) =>
  jsonArray(
    sql`select ${notifications.id} as id, ${notifications.type} as type, ${notifications.category} as category,
          ${notifications.priority} as priority, ${notifications.event} as event, ${notifications.params} as params,
          ${notifications.title} as title, ${notifications.description} as description, ${notifications.read} as read,
          ${notifications.createdAt} as "createdAt"
        from ${notifications} where ${notifications.userId} = ${userId} ${condition ? sql`and ${condition}` : sql``}
        order by ${notifications.createdAt} desc, ${notifications.id} desc
        limit ${limit}`,
    (row) => ({ ...row, createdAt: isoTime(row.createdAt) }) as NotificationView,
  );

/** The user's latest notifications, newest first (the dashboard's recent activity). */
export const latestNotificationsQuery = (userId: SqlValue<string>, limit: SqlValue<number>) =>
  notificationsQuery(userId, limit);

export async function deleteNotification(executor: Executor, userId: string, id: string): Promise<void> {
  const rows = await executor
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (rows.length === 0) throw new AppError('NOT_FOUND');
}

export async function findNotification(
  executor: Executor,
  userId: string,
  id: string,
): Promise<NotificationView | undefined> {
  const [row] = await executor
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row ? toView(row) : undefined;
}

/** Where a stream stands: the (creation time, id) of the last notification it sent. */
export interface StreamCursor {
  createdAt: Date;
  id: string;
}

export const cursorOf = (view: NotificationView): string => `${view.createdAt}|${view.id}`;

/**
 * The user's notifications after a cursor, oldest first. Compared at millisecond precision, the
 * precision of the cursor's ISO time; ties on the time are broken by id.
 */
export async function notificationsAfter(
  executor: Executor,
  userId: string,
  cursor: StreamCursor,
  limit = NOTIFICATION_LIST_LIMIT,
): Promise<NotificationView[]> {
  const createdAt = sql`date_trunc('milliseconds', ${notifications.createdAt})`;
  const rows = await executor
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        // The range first, so the (user_id, created_at) index narrows the search.
        sql`${notifications.createdAt} >= ${cursor.createdAt.toISOString()}::timestamptz`,
        sql`(${createdAt}, ${notifications.id}) > (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`,
      ),
    )
    .orderBy(asc(createdAt), asc(notifications.id))
    .limit(limit);
  return rows.map(toView);
}

export const notificationsUserData = userRowsOf('notifications', notifications, notifications.userId);
