/** Browser storage keys of the spec (part 1 §3). */
export const STORAGE_KEYS = {
  theme: 'ikigai-theme',
  language: 'app-language',
  authReturnUrl: 'auth_return_url',
  authFlow: 'auth_flow',
  onboardingSessionId: 'onboarding_session_id',
} as const;

/** Device preferences kept across sign-out (everything else is cleared). */
export const DEVICE_PREFERENCE_KEYS: string[] = [STORAGE_KEYS.theme, STORAGE_KEYS.language];

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the preference lasts for this page only
  }
}

/** Sign-out: clears local and session storage but keeps the device's theme and language. */
export function clearStorageOnSignOut() {
  try {
    const kept = DEVICE_PREFERENCE_KEYS.map((key) => [key, localStorage.getItem(key)] as const);
    localStorage.clear();
    sessionStorage.clear();
    for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
  } catch {
    // nothing to clear
  }
}
