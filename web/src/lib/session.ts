import { useSyncExternalStore } from "react";

// The signed-in session, kept in local storage under the keys the old app used
// (docs/product.md#session), so a session survives reloads and is shared by every tab.

export const AUTH_TOKEN_KEY = "auth_token";
export const AUTH_USER_KEY = "auth_user";

/**
 * The user record the login mutation answers with (schema.graphql, type User). `kind` and
 * `talentId` came with talent accounts; a session stored before them is a staff one.
 */
export type SessionUser = { id: number; username: string; isAdmin: boolean; kind?: "STAFF" | "TALENT"; talentId?: number | null };
export type Session = { token: string; user: SessionUser };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be disabled (private modes, strict cookie settings); that is being signed out.
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== "object" || value === null) return false;
  const user = value as Record<string, unknown>;
  return Number.isInteger(user.id) && typeof user.username === "string" && typeof user.isAdmin === "boolean";
}

/** A talent's own account (the portal's), as opposed to a staff one. */
export function isTalentUser(user: SessionUser): boolean {
  return !user.isAdmin && (user.kind === "TALENT" || (user.talentId ?? null) !== null);
}

const listeners = new Set<() => void>();
function notify() {
  for (const listener of listeners) listener();
}

/** The bearer token to send, or null. Read on every call so signing in or out needs no reload. */
export function getToken(): string | null {
  return read(AUTH_TOKEN_KEY) || null;
}

let cached: { token: string | null; user: string | null; session: Session | null } | null = null;

/**
 * The stored session, or null when signed out. A stored user that is not valid JSON of the right
 * shape clears both entries (docs/product.md#session: a stored user that cannot be read ends the session).
 */
export function getSession(): Session | null {
  const token = getToken();
  const rawUser = read(AUTH_USER_KEY);
  if (cached && cached.token === token && cached.user === rawUser) return cached.session;
  let session: Session | null = null;
  if (rawUser !== null) {
    let user: unknown;
    try {
      user = JSON.parse(rawUser);
    } catch {
      user = undefined;
    }
    if (!isSessionUser(user)) {
      // Not announced: this runs while components read the session, and what they get is null
      // already, which is what the cleared storage now says too.
      removeEntries();
      cached = { token: null, user: null, session: null };
      return null;
    }
    if (token) session = { token, user };
  }
  cached = { token, user: rawUser, session };
  return session;
}

export function saveSession(session: Session): void {
  const store = storage();
  if (!store) return;
  store.setItem(AUTH_TOKEN_KEY, session.token);
  store.setItem(AUTH_USER_KEY, JSON.stringify(session.user));
  notify();
}

function removeEntries(): void {
  const store = storage();
  store?.removeItem(AUTH_TOKEN_KEY);
  store?.removeItem(AUTH_USER_KEY);
}

export function clearSession(): void {
  removeEntries();
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes the same storage.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === AUTH_TOKEN_KEY || event.key === AUTH_USER_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The current session for components; re-renders when it changes here or in another tab. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}

/** What the app does on 'Invalid token': forget the session, then start the page again without it. */
export function clearSessionAndReload(reload: () => void = () => window.location.reload()): void {
  clearSession();
  reload();
}
