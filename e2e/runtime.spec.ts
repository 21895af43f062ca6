import { expect, test } from "./fixtures";

// The runtime is React's own (ADR 128): the scripts a public page loads carry React DOM's client, and
// nothing of Preact, whichever bundler setting changes.

test("a public page runs on React DOM, with no trace of Preact, and loads nothing of the admin area", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const scripts = [...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
  expect(scripts.length).toBeGreaterThan(1);
  const code = (await Promise.all(scripts.map(async (script) => (await request.get(script)).text()))).join("\n");

  expect(code).toContain("react.transitional.element"); // React 19's element type
  expect(code).toContain("__reactContainer$"); // React DOM's root marker, set by createRoot and hydrateRoot
  expect(code).not.toMatch(/preact|__PREACT_DEVTOOLS__/i);
  // Chunks named after an admin page or GraphiQL hold only their code (shared chunks are named "chakra~…").
  expect(
    scripts.filter((script) =>
      /\/assets\/(Admin|Dashboard|Login|Categories|TalentInfo|TalentEditor|Staff|graphiql)[^~/]*-[\w-]+\.js$/i.test(script),
    ),
  ).toEqual([]);
});
