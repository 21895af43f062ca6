import DataLoader from "dataloader";
import type { Context } from "../context";
import type { PrismaClient, Talent } from "../db/generated/prisma/client";
import { rowsByPrisma, type TalentPage, talentPageSql, type TalentQuery } from "./sql/talent-public";

// DataLoaders live per request (keyed by its context), so nothing is cached between requests and
// sibling fields in one response share one query.
const loadersByContext = new WeakMap<Context, Map<string, DataLoader<string, unknown>>>();

/**
 * The loader named `name` for this request. `batch` answers a value per key (a Map); keys it has
 * no value for get `fallback`.
 */
export function loaderFor<V>(
  ctx: Context,
  name: string,
  batch: (keys: readonly string[]) => Promise<Map<string, V>>,
  fallback: V,
): DataLoader<string, V> {
  let loaders = loadersByContext.get(ctx);
  if (!loaders) loadersByContext.set(ctx, (loaders = new Map()));
  let loader = loaders.get(name) as DataLoader<string, V> | undefined;
  if (!loader) {
    loader = new DataLoader<string, V>(async (keys) => {
      const values = await batch(keys);
      return keys.map((key) => (values.has(key) ? values.get(key)! : fallback));
    });
    loaders.set(name, loader as DataLoader<string, unknown>);
  }
  return loader;
}

/** What one field of a directory page asks for: the total, or the items shaped by its query. */
type PagePart = { total: true } | { query: TalentQuery };

/**
 * A directory page's two fields, total and items, answered by one statement (ADR 090): a DataLoader
 * over the parts the fields ask for, made for the page in the request that asks for it. The parts
 * asked in the same turn (the fields resolve in the same turn; the batch runs at setImmediate) go
 * into one statement; a part asked later gets a statement of its own rather than a wrong answer.
 */
export function directoryPageLoader(prisma: PrismaClient, page: TalentPage, options: { staff: boolean }) {
  const loader = new DataLoader<PagePart, number | Talent[]>(
    async (parts) => {
      const want: { total: boolean; query?: TalentQuery } = { total: false };
      for (const part of parts) {
        if ("query" in part) want.query = part.query;
        else want.total = true;
      }
      const result = await talentPageSql(prisma, page, want, options);
      return Promise.all(
        parts.map((part) =>
          "query" in part ? ((result.items as Talent[] | null) ?? rowsByPrisma(prisma, part.query, result.ids!)) : result.total!,
        ),
      );
    },
    { cache: false, batchScheduleFn: (run) => setImmediate(run) },
  );
  return {
    total: () => loader.load({ total: true }) as Promise<number>,
    items: (query: TalentQuery) => loader.load({ query }) as Promise<Talent[]>,
  };
}
