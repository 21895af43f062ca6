import { REST_PAGE_SIZE } from "../schema/paging";
import { toInt } from "./inputs";
import { optional } from "./route-helpers";
import type { RestInput, RestRoute } from "./types";

// REST lists a page at a time (ADR 008): `limit` and `offset` from the query string become the
// paged operation's variables, which judges them (a bad one answers 400 naming it); the answer
// carries the total in X-Total-Count and the neighbouring pages in an RFC 8288 Link header.

/** The call's page as the operation's variables: the documented default when none is named. */
export function pageVariables(query: RestInput["query"]): { limit: unknown; offset: unknown } {
  return { limit: toInt(optional(query.limit)) ?? REST_PAGE_SIZE, offset: toInt(optional(query.offset)) ?? 0 };
}

/**
 * The Link header for a page of `total` rows: first and last always, prev and next where there is
 * one. Targets are the call's own path with only the parameters the operation knows (`carried`:
 * its documented filters, already judged by it) and limit and offset, so the filters carry over and
 * nothing else a caller sends is copied four times into the answer's headers; relative, so a
 * proxy's or a forged Host header never ends up in them.
 */
export function linkHeader(path: string, carried: Record<string, string>, limit: number, offset: number, total: number): string {
  const at = (target: number) => {
    const params = new URLSearchParams(carried);
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

/** The documented query parameters a call sent, under their documented names, for the Link header. */
export function carriedParams(route: RestRoute, query: RestInput["query"]): Record<string, string> {
  const carried: Record<string, string> = {};
  for (const param of route.query ?? []) {
    if (param.ignored) continue;
    const value = query[param.name] ?? (param.alias ? query[param.alias] : undefined);
    if (value !== undefined && value !== "") carried[param.name] = value;
  }
  return carried;
}
