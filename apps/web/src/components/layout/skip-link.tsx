import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Every page's main landmark has this id; the skip link goes there. */
export const MAIN_ID = 'main';

/**
 * The first focusable element of every page: hidden until focused, it moves focus to the main
 * landmark (made focusable for that), past the header and the navigation.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.tabIndex = -1;
    main.focus();
  };
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skip}
      className="sr-only rounded-lg bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100]"
    >
      {t('skipToContent')}
    </a>
  );
}
