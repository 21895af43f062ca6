import { useSyncExternalStore } from "react";

// The visitor's theme: light, dark or the system's, kept in local storage (docs/product.md#site-wide:
// default light). Chakra's `_dark` styles follow a `dark` class on <html>; the inline
// script in web/index.html sets it before the first paint with the same key and rules, so a dark
// page never flashes light. Shared by the public and admin layouts (no next-themes: it is made for
// Next.js and would add a provider to every page for what this file does).

export const COLOR_MODE_KEY = "color-mode";
export const COLOR_MODES = ["light", "dark", "system"] as const;
export type ColorModePreference = (typeof COLOR_MODES)[number];
export type ResolvedColorMode = "light" | "dark";
export const DEFAULT_COLOR_MODE: ColorModePreference = "light";

const DARK_QUERY = "(prefers-color-scheme: dark)";
const listeners = new Set<() => void>();

const isPreference = (value: unknown): value is ColorModePreference =>
  typeof value === "string" && (COLOR_MODES as readonly string[]).includes(value);

export function getColorModePreference(): ColorModePreference {
  try {
    const stored = window.localStorage.getItem(COLOR_MODE_KEY);
    return isPreference(stored) ? stored : DEFAULT_COLOR_MODE;
  } catch {
    return DEFAULT_COLOR_MODE;
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches;
}

export function resolveColorMode(preference: ColorModePreference, prefersDark: boolean): ResolvedColorMode {
  if (preference === "system") return prefersDark ? "dark" : "light";
  return preference;
}

/** Puts the resolved mode on <html>: the class Chakra reads, and color-scheme for form controls. */
export function applyColorMode(preference: ColorModePreference = getColorModePreference()): ResolvedColorMode {
  const mode = resolveColorMode(preference, systemPrefersDark());
  const root = document.documentElement;
  root.classList.toggle("dark", mode === "dark");
  root.classList.toggle("light", mode === "light");
  root.style.colorScheme = mode;
  return mode;
}

function notify() {
  applyColorMode();
  for (const listener of listeners) listener();
}

export function setColorModePreference(preference: ColorModePreference): void {
  try {
    window.localStorage.setItem(COLOR_MODE_KEY, preference);
  } catch {
    // Storage disabled: the choice holds for this page only.
    applyColorMode(preference);
    for (const listener of listeners) listener();
    return;
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab chose a theme, or the system switched while 'system' is chosen.
  const onStorage = (event: StorageEvent) => {
    if (event.key === COLOR_MODE_KEY || event.key === null) notify();
  };
  const media = typeof window.matchMedia === "function" ? window.matchMedia(DARK_QUERY) : null;
  const onSystemChange = () => {
    if (getColorModePreference() === "system") notify();
  };
  window.addEventListener("storage", onStorage);
  media?.addEventListener("change", onSystemChange);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
    media?.removeEventListener("change", onSystemChange);
  };
}

/** The chosen theme and a setter; re-renders when it changes here or in another tab. */
export function useColorMode(): { preference: ColorModePreference; setPreference: (value: ColorModePreference) => void } {
  const preference = useSyncExternalStore(subscribe, getColorModePreference, () => DEFAULT_COLOR_MODE);
  return { preference, setPreference: setColorModePreference };
}
