import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { cn } from './cn';

/**
 * Renders its children in a task of their own, just after the page's first render, and waits for
 * them if they are lazy: the page shows its content first and the controls that wait closed
 * (menus, dialogs, the chat button) follow a few milliseconds later, so that no single task holds
 * the main thread for long and their code is not downloaded ahead of the page's (Lighthouse,
 * ADR 0033). `reserve` keeps their room meanwhile: nothing moves when they arrive.
 */
export function Later({ children, reserve }: { children: ReactNode; reserve?: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true));
    return () => clearTimeout(timer);
  }, []);
  const room = reserve ? <span aria-hidden="true" className={cn('inline-block shrink-0', reserve)} /> : null;
  return shown ? <Suspense fallback={room}>{children}</Suspense> : room;
}
