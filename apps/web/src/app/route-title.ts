import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type fr from '@/locales/fr/common.json';

/** A page's name in the `titles` of locales/<language>/common.json. */
export type TitleKey = keyof (typeof fr)['titles'];

/** What a route of app/router.tsx declares in its `handle`. */
export interface RouteHandle {
  title?: TitleKey;
}

/** « Tableau de bord · Votre assistant »; the app's name alone for a page without a title. */
export function documentTitle(page: string | undefined, appName: string): string {
  return page ? `${page} · ${appName}` : appName;
}

/**
 * Keeps `document.title` on the current page's name, in the interface language: the deepest
 * matched route with a `handle.title` names the page (the root layout calls this once).
 */
export function useRouteTitle() {
  const { t } = useTranslation();
  const key = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .findLast((title) => title !== undefined);
  const title = documentTitle(key ? t(`titles.${key}`) : undefined, t('appName'));
  useEffect(() => {
    document.title = title;
  }, [title]);
}
