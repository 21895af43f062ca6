import { expect, test } from "./fixtures";
import { adminSession, staffGraphql } from "./admin-helpers";
import { createPublishedTalent, uniqueName } from "./roster-helpers";

// ADR 128: the public pages arrive rendered by the server (React, React Router and Apollo on the
// server), work before (and without) their scripts, and are then hydrated by React from the same
// answers: one copy, no mismatch.

const HOSTILE_BIO = `Bio </script><script>window.__pwned = 1</script><!-- <img src=x onerror="window.__pwned = 2"> & "quotes"`;

async function hostileTalent(request: Parameters<typeof adminSession>[0]) {
  const session = await adminSession(request);
  const firstName = uniqueName("Rendered");
  const lastName = uniqueName("Privateson");
  const id = await createPublishedTalent(request, session, firstName, lastName, ["#3a7"]);
  await staffGraphql(request, session, "mutation($id: Int!, $input: TalentUpdateInput!) { updateTalent(id: $id, input: $input) { id } }", {
    id,
    input: { bio: HOSTILE_BIO },
  });
  return { id, firstName, lastName, email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com` };
}

test("a profile's HTML holds the page a visitor sees, nothing staff-only, and hostile text only as text", async ({ request, page }) => {
  const talent = await hostileTalent(request);
  const response = await request.get(`/talents/${talent.id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();

  const root = html.slice(html.indexOf('<div id="root"'), html.indexOf('<script type="application/json" id="apollo-state"'));
  expect(root).toContain(`${talent.firstName} ${talent.lastName[0]}.`);
  expect(root).toMatch(/<img [^>]*uploads\/images\//); // the profile's photo, not a loading placeholder
  expect(root).not.toContain('aria-busy="true"');
  // Never the last name, the e-mail address or anything else only staff see.
  expect(html).not.toContain(talent.lastName);
  expect(html).not.toContain(talent.email);

  // The bio is text in the markup and escaped in the answers the browser starts from.
  expect(html).not.toContain("<script>window.__pwned");
  const answers = html.slice(html.indexOf('id="apollo-state">'), html.indexOf("</script>", html.indexOf('id="apollo-state">')));
  expect(answers).not.toMatch(/<\/?script|<!--/i);

  await page.goto(`/talents/${talent.id}`);
  await expect(page.getByText(HOSTILE_BIO)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

test("without JavaScript the directory, a profile and the home page still show their content and links", async ({ browser, request }) => {
  const talent = await hostileTalent(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.goto(`/talents?q=${encodeURIComponent(talent.firstName)}`);
  const card = page.getByRole("link", { name: new RegExp(talent.firstName) }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/talents/${talent.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: `${talent.firstName} ${talent.lastName[0]}.` })).toBeVisible();
  await context.close();
});

test("React hydrates the server's page: one copy, no mismatch, no request the render already answered", async ({ page, request }) => {
  const talent = await hostileTalent(request);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat/i.test(message.text())) errors.push(message.text());
  });
  const queries: string[] = [];
  page.on("request", (sent) => {
    if (new URL(sent.url()).pathname === "/graphql") queries.push(sent.postData() ?? "");
  });
  // Hold the app's entry back: the page shows, complete, before any script has run.
  let releaseEntry!: () => void;
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });

  await page.goto(`/talents/${talent.id}`, { waitUntil: "commit" });
  const toggle = page.getByRole("button", { name: `Add ${talent.firstName} ${talent.lastName[0]}. to shortlist` });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByRole("heading", { level: 1, name: `${talent.firstName} ${talent.lastName[0]}.` })).toBeVisible();
  releaseEntry();

  await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  expect(await page.locator("header").count()).toBe(1);
  expect(await page.locator("main").count()).toBe(1);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("shortlist") ?? "[]").map((entry: { id: number }) => entry.id))).toEqual(
    [talent.id],
  );
  // The browser starts from the server's answers (Apollo's cache, restored): the profile is not asked again.
  expect(queries.filter((body) => body.includes("TalentProfile"))).toEqual([]);
  expect(errors).toEqual([]);
});

test("a dark theme chosen earlier shows from the first paint and in the theme switch once the scripts run", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("color-mode", "dark"));
  await page.goto("/about");
  expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
  await expect(page.getByRole("button", { name: "Dark theme" }).first()).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "Light theme" }).first()).toHaveAttribute("aria-pressed", "false");
});

test("an unknown profile is a 404 whose HTML already says so", async ({ request }) => {
  const response = await request.get("/talents/987654");
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html.slice(html.indexOf('<div id="root"'))).toMatch(/not found/i);
});

test("a page rendered before an edit shows the edit at once (the server reuses a render only for the same answers)", async ({
  request,
}) => {
  const talent = await hostileTalent(request);
  const session = await adminSession(request);
  const profile = async () => (await (await request.get(`/talents/${talent.id}`)).text()).split('id="apollo-state"')[0]!;
  expect(await profile()).toContain("window.__pwned = 1");
  expect(await profile()).toContain("window.__pwned = 1"); // the same render again

  await staffGraphql(request, session, "mutation($id: Int!, $input: TalentUpdateInput!) { updateTalent(id: $id, input: $input) { id } }", {
    id: talent.id,
    input: { bio: "A quieter bio after the edit." },
  });
  expect(await profile()).toContain("A quieter bio after the edit.");

  await staffGraphql(request, session, "mutation($id: Int!, $input: TalentUpdateInput!) { updateTalent(id: $id, input: $input) { id } }", {
    id: talent.id,
    input: { isPublished: false },
  });
  const hidden = await request.get(`/talents/${talent.id}`);
  expect(hidden.status()).toBe(404);
  expect(await hidden.text()).not.toContain("A quieter bio after the edit.");
});
