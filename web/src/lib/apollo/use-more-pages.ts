import { useCallback, useEffect, useRef, useState } from "react";

type Options = {
  /** How many items the query's list holds now (undefined before its first answer). */
  loaded: number | undefined;
  /** How many it should hold: the pages asked for (the address's page count), capped at the total. */
  wanted: number;
  /**
   * Asks the page at `offset` (the query's `fetchMore`, whose answer the field policy appends) and
   * resolves with the number of items it got.
   */
  fetchPage: (offset: number) => Promise<number>;
  /** Names the list (its filter): a new list starts without the old one's pending call or failure. */
  listKey: string;
};

export type MorePages = {
  /** The offset of the page whose call failed, or null. */
  failedAt: number | null;
  /** Asks the failed page again. */
  retry: () => void;
};

/**
 * Keeps one list query growing (ADR 129, the page count in the address): while the
 * list holds fewer items than wanted it asks the next page with `fetchMore`, one call at a time.
 * The cache's field policy appends each page, so a list already cached (Back to the directory)
 * renders whole at once and asks nothing; a list cut short (a refetch of its first page) grows back.
 */
export function useMorePages({ loaded, wanted, fetchPage, listKey }: Options): MorePages {
  const [failure, setFailure] = useState<{ listKey: string; offset: number } | null>(null);
  // The call under way (a ref: StrictMode runs an effect twice; state: its end renders again).
  const asking = useRef<{ listKey: string; offset: number } | null>(null);
  // The last answer (state, so its arrival renders again); an empty one ends the list where it is.
  const [answered, setAnswered] = useState<{ listKey: string; offset: number; received: number } | null>(null);
  const failedAt = failure?.listKey === listKey ? failure.offset : null;
  const answeredAt = answered?.listKey === listKey && answered.received === 0 ? answered.offset : null;

  useEffect(() => {
    if (loaded === undefined || loaded >= wanted || failedAt === loaded || answeredAt === loaded) return;
    if (asking.current?.listKey === listKey) return;
    const call = { listKey, offset: loaded };
    asking.current = call;
    fetchPage(loaded).then(
      (received) => {
        if (asking.current === call) asking.current = null;
        setAnswered({ ...call, received });
      },
      () => {
        if (asking.current === call) asking.current = null;
        setFailure(call);
      },
    );
  }, [loaded, wanted, failedAt, answeredAt, fetchPage, listKey]);

  const retry = useCallback(() => setFailure(null), []);
  return { failedAt, retry };
}
