import { useSyncExternalStore } from 'react';
import type { Theme } from '@va/core/settings/contract';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage-keys';

export function storedTheme(): Theme {
  const value = readStorage(STORAGE_KEYS.theme);
  return value === 'dark' || value === 'system' ? value : 'light';
}

export function isDark(theme: Theme): boolean {
  return theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
}

/** Saves the theme and applies it as the `dark` class on <html> (public/theme-init.js does the same at load). */
export function applyTheme(theme: Theme) {
  writeStorage(STORAGE_KEYS.theme, theme);
  const dark = isDark(theme);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

/** With the 'system' theme, follow the OS as it changes (e.g. at sunset), without a reload. */
export function followSystemTheme(): () => void {
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  const onChange = () => {
    if (storedTheme() === 'system') applyTheme('system');
  };
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function subscribeToDarkClass(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/**
 * Whether the page is dark now (the `dark` class on <html>), kept current whoever changes it: the
 * settings, the sign-in screen's toggle, the OS with the 'system' theme. For what draws its own
 * colours (the toasts).
 */
export function useIsDark(): boolean {
  return useSyncExternalStore(subscribeToDarkClass, () => document.documentElement.classList.contains('dark'));
}
