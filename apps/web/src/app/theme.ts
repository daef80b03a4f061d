import type { ThemeName } from '@aula/features';
import { useSyncExternalStore } from 'react';

/**
 * The theme chosen on this device (ADR 027): `public/theme.js` applies it before the first paint;
 * this store keeps `<html>` in sync afterwards: a new choice, the device's scheme changing while
 * "Sistema" is chosen, another tab's choice.
 */
export const THEME_KEY = 'aula:theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const isTheme = (value: unknown): value is ThemeName =>
  value === 'system' || value === 'light' || value === 'dark';

function readStored(): ThemeName {
  try {
    const stored = localStorage.getItem(THEME_KEY);
    return isTheme(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

let current: ThemeName = 'system';
const listeners = new Set<() => void>();

/** Whether a choice shows dark now, given the device's scheme. */
export function resolvesToDark(theme: ThemeName, systemDark: boolean) {
  return theme === 'dark' || (theme === 'system' && systemDark);
}

function apply() {
  const dark = resolvesToDark(current, window.matchMedia(DARK_QUERY).matches);
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

function update(theme: ThemeName) {
  current = theme;
  apply();
  for (const listener of listeners) listener();
}

/** Chooses a theme on this device: applied at once, and before the first paint from now on. */
export function setTheme(theme: ThemeName) {
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // No storage: the choice lasts until the page is left.
  }
  update(theme);
}

let started = false;
/** Reads the stored choice and follows the device's scheme and the other tabs (once, at start). */
export function startTheme() {
  if (started) return;
  started = true;
  current = readStored();
  apply();
  window.matchMedia(DARK_QUERY).addEventListener('change', apply);
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_KEY || event.key === null) update(readStored());
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => current;

/** The theme choice and how to change it, for the shell's menus. */
export function useTheme() {
  const value = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { value, onChange: setTheme };
}
