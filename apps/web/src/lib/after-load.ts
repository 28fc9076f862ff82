import { useEffect, useState } from 'react';

/** How long after the window's `load` event background work waits: the first page's data and paint come first. */
const AFTER_LOAD_MS = 2_000;

let settled: Promise<void> | undefined;

/**
 * Resolves a little after the page has loaded. What the page does not need to show itself (the
 * service worker's registration and its download) starts then, so that it never competes with the
 * page's own requests or main thread (Lighthouse, ADR 0033).
 */
export function afterLoad(): Promise<void> {
  settled ??= new Promise((resolve) => {
    const wait = () => setTimeout(resolve, AFTER_LOAD_MS);
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
  });
  return settled;
}

/** Whether afterLoad() has resolved: a component that renders only then. */
export function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    void afterLoad().then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, []);
  return loaded;
}
