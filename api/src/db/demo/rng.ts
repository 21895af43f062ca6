// Randomness for the demo data: a seeded PRNG, so two installations on the same day hold the same
// people.

/** mulberry32: tiny, fast and good enough to make demo data look unplanned while staying repeatable. */
export function createRng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng = {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    weighted: <T>(entries: ReadonlyArray<readonly [T, number]>): T => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return entries.at(-1)![0];
    },
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
    /** Several distinct items. */
    sample: <T>(items: readonly T[], count: number): T[] => rng.shuffle(items).slice(0, count),
    normal: (mean: number, deviation: number) => {
      const u = Math.max(next(), 1e-9);
      return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
  };
  return rng;
}
export type Rng = ReturnType<typeof createRng>;

/**
 * n values holding every required value at least once, the rest drawn by weight, in random order:
 * how the published roster is guaranteed to cover every directory filter.
 */
export function deck<T>(rng: Rng, required: readonly T[], weights: ReadonlyArray<readonly [T, number]>, n: number): T[] {
  if (n < required.length) throw new Error(`A deck of ${n} cannot hold ${required.length} required values`);
  const values = [...required];
  while (values.length < n) values.push(rng.weighted(weights));
  return rng.shuffle(values);
}
