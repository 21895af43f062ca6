import { REST_PAGE_SIZE } from "../schema/paging";
import { toInt } from "./inputs";
import { optional } from "./route-helpers";
import type { RestInput } from "./types";

// REST lists a page at a time (ADR 095): `limit` and `offset` from the query string become the
// paged operation's variables, which judges them (a bad one answers 400 naming it); the answer
// carries the total in X-Total-Count and the neighbouring pages in an RFC 8288 Link header.

/** The call's page as the operation's variables: the documented default when none is named. */
export function pageVariables(query: RestInput["query"]): { limit: unknown; offset: unknown } {
  return { limit: toInt(optional(query.limit)) ?? REST_PAGE_SIZE, offset: toInt(optional(query.offset)) ?? 0 };
}

/**
 * The Link header for a page of `total` rows: first and last always, prev and next where there is
 * one. Targets are the call's own path and query string with only limit and offset changed, so the
 * filters carry over; relative, so a proxy's or a forged Host header never ends up in them.
 */
export function linkHeader(url: string, limit: number, offset: number, total: number): string {
  const [path, search = ""] = url.split("?", 2) as [string, string?];
  const at = (target: number) => {
    const params = new URLSearchParams(search);
    params.set("limit", String(limit));
    params.set("offset", String(target));
    return `<${path}?${params.toString()}>`;
  };
  const last = total > 0 ? Math.floor((total - 1) / limit) * limit : 0;
  const links = [`${at(0)}; rel="first"`];
  if (offset > 0) links.push(`${at(Math.max(0, Math.min(offset - limit, last)))}; rel="prev"`);
  if (offset + limit < total) links.push(`${at(offset + limit)}; rel="next"`);
  links.push(`${at(last)}; rel="last"`);
  return links.join(", ");
}
