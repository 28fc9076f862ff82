/**
 * The events that create notifications: their type, category and priority, and their wording in
 * both languages from their params. The server stores the text of the user's language at
 * creation (for anything that cannot translate); the web app words a known event again in the
 * reader's current language. One catalogue, so the two always say the same thing.
 */
import { formatNumber, NBSP } from '../format.ts';
import type { Language, Localized } from '../language.ts';
import type { NotificationCategory, NotificationParams, NotificationPriority, NotificationType } from './contract.ts';

export interface NotificationWording {
  title: string;
  description: string;
}

interface EventDefinition {
  type: NotificationType;
  category: NotificationCategory;
  priority: NotificationPriority;
  wording: Localized<(params: NotificationParams) => NotificationWording>;
}

const points = (params: NotificationParams, language: Language) =>
  typeof params.points === 'number' ? formatNumber(params.points, language) : String(params.points ?? '');

export const NOTIFICATION_EVENTS = {
  welcome: {
    type: 'success',
    category: 'system',
    priority: 'medium',
    wording: {
      fr: () => ({
        title: `Bienvenue sur Votre assistant${NBSP}!`,
        description: 'Votre compte est prêt. Commencez par votre parcours IKIGAI.',
      }),
      en: () => ({
        title: 'Welcome to Votre assistant!',
        description: 'Your account is ready. Start with your IKIGAI journey.',
      }),
    },
  },
  onboarding_completed: {
    type: 'success',
    category: 'achievement',
    priority: 'medium',
    wording: {
      fr: () => ({ title: 'Parcours IKIGAI terminé', description: 'Votre synthèse personnalisée vous attend.' }),
      en: () => ({ title: 'IKIGAI journey complete', description: 'Your personalised summary is waiting for you.' }),
    },
  },
  points_milestone: {
    type: 'success',
    category: 'achievement',
    priority: 'low',
    wording: {
      fr: (params) => ({
        title: `${points(params, 'fr')}${NBSP}points atteints${NBSP}!`,
        description: 'Bravo pour votre régularité.',
      }),
      en: (params) => ({
        title: `${points(params, 'en')} points reached!`,
        description: 'Well done for keeping it up.',
      }),
    },
  },
} satisfies Record<string, EventDefinition>;

export type NotificationEvent = keyof typeof NOTIFICATION_EVENTS;

export function isNotificationEvent(value: unknown): value is NotificationEvent {
  return typeof value === 'string' && Object.hasOwn(NOTIFICATION_EVENTS, value);
}

/** The wording of a known event in `language`. */
export function wordNotification(
  event: NotificationEvent,
  params: NotificationParams | null | undefined,
  language: Language,
): NotificationWording {
  return NOTIFICATION_EVENTS[event].wording[language](params ?? {});
}

/** What to show for a notification: its event worded in `language` when known, else its stored text. */
export function notificationText(
  notification: { event?: string | null; params?: NotificationParams | null; title: string; description?: string },
  language: Language,
): NotificationWording {
  if (isNotificationEvent(notification.event))
    return wordNotification(notification.event, notification.params, language);
  return { title: notification.title, description: notification.description ?? '' };
}
