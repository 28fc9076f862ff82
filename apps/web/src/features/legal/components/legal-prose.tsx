import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import type { Language } from '@va/core/language';
import { ToComplete } from './to-complete';

/**
 * How the Markdown of a legal page looks: one class per element, for every page and language
 * (the pages themselves are plain text in ../content/*.mdx).
 */
const CELL = 'border border-slate-200 p-2 text-left align-top dark:border-slate-700';
const MUTED = 'text-slate-600 dark:text-slate-300';

const TableCaption = createContext<string | null>(null);

/**
 * A wide table that scrolls sideways on a phone; `caption` names it for screen readers too. The
 * scrolling region is focusable (and named) so that it scrolls with the keyboard (WCAG 2.1.1).
 */
function Table({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div
      className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-ring"
      tabIndex={0}
      role="group"
      aria-label={caption}
    >
      <TableCaption.Provider value={caption}>{children}</TableCaption.Provider>
    </div>
  );
}

function TableElement({ children, ...props }: ComponentProps<'table'>) {
  const caption = useContext(TableCaption);
  return (
    <table className="w-full border-collapse text-sm" {...props}>
      {caption ? <caption className={`mb-2 text-left ${MUTED}`}>{caption}</caption> : null}
      {children}
    </table>
  );
}

function elements(language: Language) {
  return {
    header: (props: ComponentProps<'header'>) => (
      <header className="space-y-2 [&>p]:text-slate-600 dark:[&>p]:text-slate-300" {...props} />
    ),
    h1: (props: ComponentProps<'h1'>) => <h1 className="text-2xl font-semibold" {...props} />,
    section: (props: ComponentProps<'section'>) => <section className="space-y-3" {...props} />,
    h2: (props: ComponentProps<'h2'>) => <h2 className="text-xl font-semibold" {...props} />,
    ul: (props: ComponentProps<'ul'>) => <ul className="list-disc space-y-1 pl-6" {...props} />,
    a: (props: ComponentProps<'a'>) => (
      <a className="text-blue-700 underline underline-offset-2 hover:no-underline dark:text-blue-300" {...props} />
    ),
    table: TableElement,
    th: ({ scope, ...props }: ComponentProps<'th'>) => (
      <th scope={scope} className={scope === 'row' ? `${CELL} font-normal` : CELL} {...props} />
    ),
    td: (props: ComponentProps<'td'>) => <td className={CELL} {...props} />,
    Table,
    ToComplete: ({ children }: { children: ReactNode }) => <ToComplete language={language}>{children}</ToComplete>,
  };
}

export const LEGAL_PROSE = { fr: elements('fr'), en: elements('en') } as const;

/** The page around the Markdown: its language, width, rhythm, and the muted date at the end. */
export const LEGAL_ARTICLE_CLASS =
  'mx-auto max-w-3xl space-y-8 leading-relaxed text-slate-900 dark:text-slate-100 [&>p]:text-sm [&>p]:text-slate-600 dark:[&>p]:text-slate-300';
