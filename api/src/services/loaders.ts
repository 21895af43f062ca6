import DataLoader from "dataloader";
import type { Context } from "../context";
import type { PrismaClient, Talent } from "../db/generated/prisma/client";
import { type TalentPage, talentPageSql } from "./sql/talent-public";

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

/** What one field of a directory page asks for: the total, or the items. */
type PagePart = "total" | "items";

/**
 * A directory page's two fields, total and items, answered by one statement (ADR 090): a DataLoader
 * over the parts the fields ask for, made for the page in the request that asks for it. The parts
 * asked in the same turn (the fields resolve in the same turn; the batch runs at setImmediate) go
 * into one statement; a part asked later gets a statement of its own rather than a wrong answer.
 */
export function directoryPageLoader(prisma: PrismaClient, page: TalentPage, options: { staff: boolean }) {
  const loader = new DataLoader<PagePart, number | Talent[]>(
    async (parts) => {
      const result = await talentPageSql(prisma, page, { items: parts.includes("items"), total: parts.includes("total") }, options);
      return parts.map((part) => (part === "items" ? result.items! : result.total!));
    },
    { cache: false, batchScheduleFn: (run) => setImmediate(run) },
  );
  return {
    total: () => loader.load("total") as Promise<number>,
    items: () => loader.load("items") as Promise<Talent[]>,
  };
}
