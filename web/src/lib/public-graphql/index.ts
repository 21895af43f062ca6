// The public pages' GraphQL client (ADR 119); the admin area uses Apollo Client (lib/apollo).
export { createPublicClient, publicClient, stableStringify, type AskedQuery, type PublicClient, type QueryState } from "./client";
export {
  PublicClientProvider,
  usePublicClient,
  usePublicMutation,
  usePublicQuery,
  type PublicQueryOptions,
  type PublicQueryResult,
} from "./hooks";
export { RETRY_COUNT, RETRY_DELAY_MS } from "../retry-policy";
