import { useSyncExternalStore } from "react";

// The visitor's shortlist of talents, kept in local storage so it survives reloads and is shared by
// every tab. Only what a visitor may see is kept (id and public name), so nothing private ever
// lands in the browser's storage.

export const SHORTLIST_KEY = "shortlist";
/** Matches the most talents one request may name (common/schemas/request.ts). */
export const SHORTLIST_MAX = 100;

export type ShortlistEntry = { id: number; name: string };

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedEntries: readonly ShortlistEntry[] = [];

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function isEntry(value: unknown): value is ShortlistEntry {
  const entry = value as Record<string, unknown> | null;
  return (
    typeof entry === "object" && entry !== null && Number.isInteger(entry.id) && (entry.id as number) > 0 && typeof entry.name === "string"
  );
}

/** The shortlist, oldest first. Unreadable stored data counts as an empty list. */
export function getShortlist(): readonly ShortlistEntry[] {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(SHORTLIST_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw === cachedRaw) return cachedEntries;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    const seen = new Set<number>();
    cachedEntries = (Array.isArray(parsed) ? parsed : []).filter((entry): entry is ShortlistEntry => {
      if (!isEntry(entry) || seen.has(entry.id)) return false;
      seen.add(entry.id);
      return true;
    });
  } catch {
    cachedEntries = [];
  }
  return cachedEntries;
}

function write(entries: readonly ShortlistEntry[]) {
  try {
    storage()?.setItem(SHORTLIST_KEY, JSON.stringify(entries));
  } catch {
    // Full or disabled storage: the shortlist simply does not persist.
  }
  for (const listener of listeners) listener();
}

export function isShortlisted(id: number): boolean {
  return getShortlist().some((entry) => entry.id === id);
}

/** Adds or removes a talent; answers whether it is on the shortlist afterwards. */
export function toggleShortlist(entry: ShortlistEntry): boolean {
  const current = getShortlist();
  if (current.some((item) => item.id === entry.id)) {
    write(current.filter((item) => item.id !== entry.id));
    return false;
  }
  if (current.length >= SHORTLIST_MAX) return false;
  write([...current, { id: entry.id, name: entry.name }]);
  return true;
}

export function removeFromShortlist(id: number): void {
  write(getShortlist().filter((item) => item.id !== id));
}

export function clearShortlist(): void {
  write([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SHORTLIST_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The shortlist, re-rendering when it changes here or in another tab. */
export function useShortlist(): readonly ShortlistEntry[] {
  return useSyncExternalStore(subscribe, getShortlist, () => []);
}
