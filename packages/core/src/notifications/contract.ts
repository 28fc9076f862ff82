/**
 * The notifications feature (spec part 2 §2–4): GET /api/notifications?filter=, PATCH and DELETE
 * /api/notifications/:id, POST /api/notifications/read-all, and the live stream
 * GET /api/notifications/stream (Server-Sent Events). What each event says is in events.ts.
 */
import { z } from 'zod';

/** success | warning | error | info: the icon (anything unknown is shown as info). */
export const NOTIFICATION_TYPES = ['success', 'warning', 'error', 'info'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_CATEGORIES = ['message', 'like', 'achievement', 'reminder', 'system'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** high shows « Urgent ». */
export const NOTIFICATION_PRIORITIES = ['high', 'medium', 'low'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

/** The filters of the notifications page. */
export const NOTIFICATION_FILTERS = ['all', 'unread', ...NOTIFICATION_CATEGORIES] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

/** At most this many notifications in a list, newest first. */
export const NOTIFICATION_LIST_LIMIT = 100;

/** What an event's wording is built from (a points total, a session number…). */
export type NotificationParams = Record<string, string | number>;

/** A notification as it crosses the wire. */
export interface NotificationView {
  id: string;
  type: NotificationType;
  category: NotificationCategory;
  priority: NotificationPriority;
  /** A known event (events.ts) is worded in the reader's language; otherwise title and description are shown. */
  event: string | null;
  params: NotificationParams | null;
  title: string;
  description: string;
  read: boolean;
  createdAt: string;
}

/** GET /api/notifications. */
export interface NotificationList {
  items: NotificationView[];
  /** Unread in all, whatever the filter. */
  unreadCount: number;
}

export const notificationListQuerySchema = z.object({ filter: z.enum(NOTIFICATION_FILTERS).default('all') });

export const notificationIdParamSchema = z.object({ id: z.uuid() });

/** PATCH /api/notifications/:id. Read notifications stay read (spec part 2 §4): only `true` is accepted. */
export const markReadBodySchema = z.strictObject({ read: z.literal(true) });

/** POST /api/notifications/read-all: how many were unread. */
export interface MarkAllReadResult {
  updated: number;
}

/** The stream's one event: `event: notification`, data a NotificationView, id its cursor. */
export const NOTIFICATION_STREAM_EVENT = 'notification';
