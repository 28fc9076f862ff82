import { paths } from './paths';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage-keys';

/** Where to go back after sign-in: the protected page the person tried to open (spec part 1 §2). */
export function rememberReturnUrl(path: string) {
  writeStorage(STORAGE_KEYS.authReturnUrl, path);
}

export function takeReturnUrl(): string {
  const value = readStorage(STORAGE_KEYS.authReturnUrl);
  writeStorage(STORAGE_KEYS.authReturnUrl, null);
  return safeReturnPath(value);
}

/** Only our own paths (not //host, not https://…), and the home page becomes the dashboard. */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value === paths.home) return paths.dashboard.home;
  return value;
}
