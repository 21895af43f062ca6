// Testing Library gives up on findBy/waitFor after 1 s: on two cores shared with the API suites a
// component test can need longer, and one such wait failed a CI run. The bound is for a hung test,
// not a slow machine (as testTimeout in vitest.config.ts).
if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: 10_000 });
}
export {};
