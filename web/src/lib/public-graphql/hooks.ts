import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { createContext, useCallback, useContext, useEffect, useState, useSyncExternalStore } from "react";
import { publicClient, stableStringify, type PublicClient, type QueryState, type Variables } from "./client";

const PublicClientContext = createContext<PublicClient>(publicClient);

/** Gives the components below another client (tests: a fetch of their own, a fresh cache). */
export const PublicClientProvider = PublicClientContext.Provider;

/** The client itself, for what the hooks do not cover (updating a cached answer after a write). */
export function usePublicClient(): PublicClient {
  return useContext(PublicClientContext);
}

export type PublicQueryOptions<TVariables> = {
  variables?: TVariables;
  /** Ask nothing while true (e.g. no id in the address). */
  skip?: boolean;
  /** Retries of a failed call (no answer, or a 5xx), 1 s apart: RETRY_COUNT where the spec says so. */
  retries?: number;
};

export type PublicQueryResult<TData> = QueryState<TData> & {
  /** The last answer this component saw, kept while changed variables load. */
  previousData: TData | undefined;
  /** Asks again, keeping the answer on screen meanwhile; a failure shows in `error`. */
  refetch: () => Promise<void>;
};

const SKIPPED: QueryState<never> = Object.freeze({ data: undefined, error: undefined, loading: false });
const noSubscription = () => () => undefined;

/**
 * A query through the public client: rendered from the cache at once when this operation and these
 * variables were answered before, asked for otherwise (and again when the variables change).
 */
export function usePublicQuery<TData, TVariables extends Variables>(
  document: TypedDocumentNode<TData, TVariables>,
  { variables, skip = false, retries = 0 }: PublicQueryOptions<TVariables> = {},
): PublicQueryResult<TData> {
  const client = useContext(PublicClientContext);
  const typed = document as TypedDocumentNode<TData, never>;
  // The variables as text: a new object with the same values each render is the same query.
  const variablesJson = stableStringify(variables ?? {});
  const key = client.keyOf(typed, variables);
  const subscribe = useCallback((listener: () => void) => client.subscribe(key, listener), [client, key]);
  const read = () => (skip ? SKIPPED : client.read<TData>(key));
  const state = useSyncExternalStore(skip ? noSubscription : subscribe, read, read);
  // The server runs no effects: its render asks here, and renders again once the answer is in.
  if (client.serverRender && !skip && state.data === undefined && state.error === undefined) {
    client.load(key, typed, variables ?? {}).catch(() => undefined);
  }

  const load = useCallback(
    (force: boolean) => client.load(key, typed, JSON.parse(variablesJson) as Variables, { retries, force }),
    [client, key, typed, variablesJson, retries],
  );
  useEffect(() => {
    // The failure is already in the state the component renders.
    if (!skip) load(false).catch(() => undefined);
  }, [load, skip]);
  const refetch = useCallback(
    () =>
      load(true).then(
        () => undefined,
        () => undefined,
      ),
    [load],
  );

  // Remembered between renders (React's pattern for information from previous renders).
  const [previousData, setPreviousData] = useState(state.data);
  if (state.data !== undefined && state.data !== previousData) setPreviousData(state.data);

  return { ...state, previousData: state.data ?? previousData, refetch };
}

/** A write through the public client: `mutate(variables)` resolves with the answer or rejects with its error. */
export function usePublicMutation<TData, TVariables extends Variables>(
  document: TypedDocumentNode<TData, TVariables>,
): readonly [(variables: TVariables) => Promise<TData>, { loading: boolean }] {
  const client = useContext(PublicClientContext);
  const [loading, setLoading] = useState(false);
  const mutate = useCallback(
    async (variables: TVariables) => {
      setLoading(true);
      try {
        return await client.mutate(document, variables);
      } finally {
        setLoading(false);
      }
    },
    [client, document],
  );
  return [mutate, { loading }] as const;
}
