import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { GraphQLRequestError, HttpError, isInvalidTokenEntry, type GraphQLErrorEntry } from "../graphql-errors";
import { RETRY_DELAY_MS } from "../retry-policy";
import { clearSessionAndReload, getToken } from "../session";
import { operationName, printDocument } from "./print";

// The public pages' GraphQL client (ADR 119): one POST per operation, and a cache of answers keyed
// by operation and variables, so a page visited again (Back from a profile to the directory) renders
// at once from what it showed before. The admin area keeps Apollo Client and its normalized cache.

export type Variables = Record<string, unknown>;

/** What a query shows: its last answer, the error of its last attempt, and whether one is under way. */
export type QueryState<TData> = { data: TData | undefined; error: Error | undefined; loading: boolean };

export type PublicClientOptions = {
  /** Where the calls go; tests pass their own. */
  fetch?: typeof fetch;
  endpoint?: string;
  retryDelayMs?: number;
  /** What happens on 'Invalid token': the app forgets the session and reloads, as the admin's client does. */
  onInvalidToken?: () => void;
  /** Answers kept beyond those on screen; the oldest unused ones go first. */
  maxEntries?: number;
  /**
   * The server's render of a page (ADR 126): queries start during render (no effects run there),
   * are never retried, and the render waits for them (`pending`) before it renders again.
   */
  serverRender?: boolean;
};

/** A query the client has asked: enough to ask it again. */
export type AskedQuery = { key: string; document: TypedDocumentNode<unknown, never>; variables: Variables };

type Entry = { state: QueryState<unknown>; listeners: Set<() => void>; inflight: Promise<unknown> | null; asked?: AskedQuery };

/** Before the first answer: a query that has not started yet is already loading (no empty flash). */
const PENDING: QueryState<never> = Object.freeze({ data: undefined, error: undefined, loading: true });

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` are one cache entry. */
export function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** A failure that asking again might mend: no answer at all, or a server-side failure. */
function isTransient(error: unknown): boolean {
  if (error instanceof GraphQLRequestError) return false; // the API's considered answer
  if (error instanceof HttpError) return error.statusCode >= 500;
  return true;
}

function parse(text: string): { data?: unknown; errors?: GraphQLErrorEntry[] } | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === "object" && parsed !== null ? parsed : null;
  } catch {
    return null;
  }
}

export type PublicClient = ReturnType<typeof createPublicClient>;

export function createPublicClient({
  fetch: send = (input, init) => globalThis.fetch(input, init),
  endpoint = "/graphql",
  retryDelayMs = RETRY_DELAY_MS,
  onInvalidToken = () => clearSessionAndReload(),
  maxEntries = 500,
  serverRender = false,
}: PublicClientOptions = {}) {
  const entries = new Map<string, Entry>();

  async function request<TData>(document: TypedDocumentNode<TData, never>, variables: Variables): Promise<TData> {
    const headers: Record<string, string> = {
      "content-type": "application/json",
      // The API's CSRF guard rejects "simple" requests without it.
      "apollo-require-preflight": "true",
    };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await send(endpoint, {
      method: "POST",
      credentials: "include",
      headers,
      body: JSON.stringify({ operationName: operationName(document), query: printDocument(document), variables }),
    });
    const text = await response.text();
    const result = parse(text);
    if (Array.isArray(result?.errors) && result.errors.length > 0) {
      if (result.errors.some(isInvalidTokenEntry)) onInvalidToken();
      throw new GraphQLRequestError(result.errors, result.data ?? null);
    }
    if (!response.ok || !result || result.data == null) {
      if (response.status === 401 && text.includes("Invalid token")) onInvalidToken();
      throw new HttpError(response.status, text || response.statusText);
    }
    return result.data as TData;
  }

  async function withRetries<TData>(document: TypedDocumentNode<TData, never>, variables: Variables, retries: number): Promise<TData> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await request(document, variables);
      } catch (error) {
        if (attempt >= retries || !isTransient(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      }
    }
  }

  function entry(key: string): Entry {
    let found = entries.get(key);
    if (!found) {
      found = { state: PENDING, listeners: new Set(), inflight: null };
      entries.set(key, found);
      for (const [oldKey, old] of entries) {
        if (entries.size <= maxEntries) break;
        if (old.listeners.size === 0 && !old.inflight) entries.delete(oldKey);
      }
    }
    return found;
  }

  function update(key: string, state: QueryState<unknown>) {
    const target = entry(key);
    target.state = state;
    for (const listener of target.listeners) listener();
  }

  return {
    serverRender,

    /** The cache key of a query: its operation and variables. */
    keyOf(document: TypedDocumentNode<unknown, never>, variables: Variables = {}): string {
      return `${operationName(document)}:${stableStringify(variables)}`;
    },

    read<TData>(key: string): QueryState<TData> {
      return (entries.get(key)?.state ?? PENDING) as QueryState<TData>;
    },

    subscribe(key: string, listener: () => void): () => void {
      const target = entry(key);
      target.listeners.add(listener);
      return () => target.listeners.delete(listener);
    },

    /**
     * Asks the API unless the answer is cached (or `force`), sharing a call already under way;
     * resolves with the answer, rejects with the last attempt's error.
     */
    load<TData>(
      key: string,
      document: TypedDocumentNode<TData, never>,
      variables: Variables,
      { retries = 0, force = false } = {},
    ): Promise<TData> {
      const target = entry(key);
      target.asked ??= { key, document: document as TypedDocumentNode<unknown, never>, variables };
      if (target.inflight) return target.inflight as Promise<TData>;
      const { data } = target.state;
      if (data !== undefined && !force) return Promise.resolve(data as TData);
      update(key, { data, error: undefined, loading: true });
      const call = withRetries(document, variables, retries).then(
        (answer) => {
          target.inflight = null;
          update(key, { data: answer, error: undefined, loading: false });
          return answer;
        },
        (error: unknown) => {
          target.inflight = null;
          update(key, { data, error: error instanceof Error ? error : new Error(String(error)), loading: false });
          throw error;
        },
      );
      target.inflight = call;
      return call;
    },

    /** The calls under way (the server's render waits for them before rendering again). */
    pending(): Promise<unknown>[] {
      return [...entries.values()].flatMap((target) => (target.inflight ? [target.inflight] : []));
    },

    /** The queries asked so far (the server's render asks them first next time: one render, not two). */
    asked(): AskedQuery[] {
      return [...entries.values()].flatMap((target) => (target.asked ? [target.asked] : []));
    },

    /** Whether any query's last attempt failed (the server then sends the page unrendered). */
    hasErrors(): boolean {
      return [...entries.values()].some((target) => target.state.error !== undefined);
    },

    /** Every answer, by key: what the server's render saw, for the browser to start from. */
    snapshot(): Record<string, unknown> {
      const answers: Record<string, unknown> = {};
      for (const [key, target] of entries) if (target.state.data !== undefined) answers[key] = target.state.data;
      return answers;
    },

    /** Starts from the answers the server's render saw, so the first render matches its HTML. */
    restore(answers: Record<string, unknown>): void {
      for (const [key, data] of Object.entries(answers)) update(key, { data, error: undefined, loading: false });
    },

    /** Changes a cached answer in place (a write's answer that the page already shows), if it is cached. */
    updateQuery<TData>(document: TypedDocumentNode<TData, never>, variables: Variables, change: (current: TData) => TData): void {
      const key = this.keyOf(document, variables);
      const cached = entries.get(key)?.state;
      if (cached?.data === undefined) return;
      update(key, { ...cached, data: change(cached.data as TData) });
    },

    /** A write: never cached, never retried (the visitor decides whether to send it again). */
    mutate<TData, TVariables extends Variables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables): Promise<TData> {
      return request(document as TypedDocumentNode<TData, never>, variables);
    },
  };
}

/** The one client the public pages share. */
export const publicClient = createPublicClient();
