import { NetworkStatus } from "@apollo/client";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { graphql } from "../gql";

// Live staff lists (what moves the stamp: ADR 080): every open admin screen asks a tiny 'has anything changed?' question
// every LIVE_POLL_MS and reloads its lists only when the answer moves, so a change made by another
// staff member or a new public submission shows within about two seconds, without a reload.

export const LIVE_POLL_MS = 2000;

/**
 * How every live question asks (this hook, the sidebar's counts). Apollo Client re-renders the
 * asking component when each poll starts and when it ends; a poll that brings the same answer must
 * cost the screen nothing. With those renders, an idle admin screen with a long list (the roster,
 * Talent Information) kept a fifth of a core busy re-rendering it every 2 s.
 */
export function livePolling(pollMs: number = LIVE_POLL_MS) {
  return {
    pollInterval: pollMs,
    // A hidden tab asks nothing; it catches up on its next poll when shown again.
    skipPollAttempt: () => document.hidden,
    notifyOnNetworkStatusChange: false,
  } as const;
}

const StaffChangeStampQuery = graphql(`
  query StaffChangeStamp {
    staffChangeStamp
  }
`);

/**
 * Reloads the screen's queries when anything changes elsewhere. Opt-in per screen: a form being
 * edited must not be refreshed under the user's hands. A screen that must show arrivals sooner
 * (the requests inbox: within 3 seconds, under load) asks more often with `pollMs`.
 */
export function useLiveRefresh(pollMs: number = LIVE_POLL_MS): void {
  const client = useApolloClient();
  const { data } = useQuery(StaffChangeStampQuery, { ...livePolling(pollMs), fetchPolicy: "network-only" });
  const seen = useRef<string | null>(null);
  const stamp = data?.staffChangeStamp ?? null;
  useEffect(() => {
    if (stamp === null) return;
    if (seen.current !== null && seen.current !== stamp) {
      void client.refetchQueries({ include: "active" });
    }
    seen.current = stamp;
  }, [stamp, client]);
}

/**
 * Whether a list is being reloaded for the person looking at it (a new filter, search or page) rather
 * than refreshed behind their back (useLiveRefresh, a mutation's refetch). Only the first dims the
 * list and marks it busy: a live refresh must not make the screen flicker every time someone else
 * changes something, nor leave it dimmed (and its text under the contrast it needs) while it runs.
 */
export function reloadingForTheViewer(query: { loading: boolean; networkStatus: NetworkStatus }): boolean {
  return query.loading && query.networkStatus !== NetworkStatus.refetch;
}
