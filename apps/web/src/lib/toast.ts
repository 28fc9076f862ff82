import { useSyncExternalStore } from 'react';
import type * as Sonner from 'sonner';

/**
 * Toasts, with sonner downloaded at the first one: no page carries it at its first render
 * (ADR 0033). `<Toasts />` (app/providers.tsx) mounts sonner's Toaster once this asked for it;
 * a toast made before the Toaster is up is shown when it subscribes.
 */
let sonner: Promise<typeof Sonner> | undefined;
const listeners = new Set<() => void>();

export function loadSonner(): Promise<typeof Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of listeners) listener();
  }
  return sonner;
}

export const toast = {
  success: (message: string) => void loadSonner().then((module) => module.toast.success(message)),
  error: (message: string) => void loadSonner().then((module) => module.toast.error(message)),
};

/** Whether a toast was asked for: the Toaster is mounted only then. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => sonner !== undefined,
  );
}
