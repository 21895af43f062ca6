import DataLoader from "dataloader";
import type { Context } from "../context";

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
