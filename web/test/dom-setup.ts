// Testing Library gives up on findBy/waitFor after 1 s: on two cores shared with the API suites a
// component test can need longer, and one such wait failed a CI run. The bound is for a hung test,
// not a slow machine (as testTimeout in vitest.config.ts).
// The files of a worker share one document (vitest.config.ts, isolate: false), so every test's
// renders are removed after it, whether or not its file says so.
if (typeof document !== "undefined") {
  const { configure, cleanup } = await import("@testing-library/react");
  const { afterEach } = await import("vitest");
  configure({ asyncUtilTimeout: 10_000 });
  afterEach(() => cleanup());
}
export {};
