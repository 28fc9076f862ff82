import type { ReactNode } from 'react';

const LABEL = { fr: 'À compléter\u00a0:', en: 'To be completed:' } as const;

/** A detail the operator fills in (publisher, host, contacts), clearly marked on the page. */
export function ToComplete({ language, children }: { language: 'fr' | 'en'; children: ReactNode }) {
  return (
    <mark className="rounded bg-amber-100 px-1 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
      [{LABEL[language]} {children}]
    </mark>
  );
}
