import { useRegisterSW } from 'virtual:pwa-register/react';
import { UpdatePrompt } from './update-prompt';

/** How often an open tab asks whether a new version was deployed (navigations ask too). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers /sw.js (scope /) and, when a new version waits, asks before using it: accepting
 * activates the waiting worker, and the page reloads on the new version (ADR 0034).
 */
export function AppUpdate() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
  });
  if (!needRefresh) return null;
  return <UpdatePrompt onUpdate={() => void updateServiceWorker(true)} onLater={() => setNeedRefresh(false)} />;
}
