import type { NotificationParams } from '@va/core/dashboard';
import type { Language } from '@va/core/language';

/** French typography: a non-breaking space before : ; ? ! */
const NBSP = '\u00a0';

export type { NotificationParams };

interface EventDefinition {
  type: 'success' | 'warning' | 'error' | 'info';
  category: 'message' | 'like' | 'achievement' | 'reminder' | 'system';
  priority: 'high' | 'medium' | 'low';
  wording: Record<Language, (params: NotificationParams) => { title: string; description: string }>;
}

const points = (value: unknown, language: Language) =>
  typeof value === 'number' ? new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB').format(value) : '';

/**
 * The events that create notifications, with their defaults and their wording. The web app words
 * them again in the reader's current language from `event` and `params` (same keys); the text
 * stored here is the one of the user's language at creation.
 */
export const NOTIFICATION_EVENTS = {
  welcome: {
    type: 'success',
    category: 'system',
    priority: 'medium',
    wording: {
      fr: () => ({
        title: `Bienvenue sur Votre assistant${NBSP}!`,
        description: 'Votre compte est prêt. Commencez par le questionnaire d’accueil pour découvrir votre ikigai.',
      }),
      en: () => ({
        title: 'Welcome to Votre assistant!',
        description: 'Your account is ready. Start with the onboarding questionnaire to discover your ikigai.',
      }),
    },
  },
  onboarding_completed: {
    type: 'success',
    category: 'achievement',
    priority: 'medium',
    wording: {
      fr: () => ({
        title: 'Questionnaire terminé',
        description: `Bravo${NBSP}! Votre profil ikigai est prêt${NBSP}: découvrez votre synthèse.`,
      }),
      en: () => ({
        title: 'Questionnaire complete',
        description: 'Well done! Your ikigai profile is ready: discover your summary.',
      }),
    },
  },
  points_milestone: {
    type: 'success',
    category: 'achievement',
    priority: 'low',
    wording: {
      fr: (params) => ({
        title: `${points(params.points, 'fr')}${NBSP}points atteints`,
        description: `Félicitations, vous avez atteint ${points(params.points, 'fr')}${NBSP}points${NBSP}!`,
      }),
      en: (params) => ({
        title: `${points(params.points, 'en')} points reached`,
        description: `Congratulations, you have reached ${points(params.points, 'en')} points!`,
      }),
    },
  },
} satisfies Record<string, EventDefinition>;

export type NotificationEvent = keyof typeof NOTIFICATION_EVENTS;

export function isNotificationEvent(value: unknown): value is NotificationEvent {
  return typeof value === 'string' && Object.hasOwn(NOTIFICATION_EVENTS, value);
}
