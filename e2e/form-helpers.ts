import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { setTheme } from "./axe";
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from "./test-env";

// Shared by the public form journeys (submission, request, contact): real files, the staff view of
// what was stored, axe in both themes and the screenshots a person looks at.

export const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "screenshots");

/** A real photo made locally (sharp), as the browser's file chooser would hand it over. */
export async function photo(name: string, format: "jpeg" | "png" = "jpeg") {
  const buffer = await sharp({ create: { width: 400, height: 500, channels: 3, background: "#7a8fb8" } })
    .toFormat(format)
    .toBuffer();
  return { name, mimeType: format === "png" ? "image/png" : "image/jpeg", buffer };
}

/** A minimal real PDF (the magic bytes the server checks). */
export const resumePdf = {
  name: "resume.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
};

/** A photo one byte over the 5 MB limit. */
export const oversizePhoto = { name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0xff) };

/** Runs a GraphQL operation as the staff admin of the e2e server. */
export async function asAdmin<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const login = await request.post("/graphql", {
    data: {
      query: "mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }",
      variables: { u: E2E_ADMIN_EMAIL, p: E2E_ADMIN_PASSWORD },
    },
  });
  const token = ((await login.json()) as { data: { login: { token: string } } }).data.login.token;
  const response = await request.post("/graphql", { data: { query, variables }, headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** Public talents as a visitor's browser would ask for them. */
export async function publicTalents(
  request: APIRequestContext,
  limit = 3,
): Promise<Array<{ id: number; displayName: string; firstName: string }>> {
  const response = await request.post("/graphql", {
    data: { query: `{ talentDirectory(limit: ${limit}) { items { id displayName firstName } } }` },
  });
  return (
    (await response.json()) as { data: { talentDirectory: { items: Array<{ id: number; displayName: string; firstName: string }> } } }
  ).data.talentDirectory.items;
}

export { expectNoAxeViolations } from "./axe";

/** Full-page pictures at phone and desktop width (e2e/screenshots/, ignored by git). */
export async function screenshots(page: Page, name: string): Promise<void> {
  // Pictures for a person to look at, not assertions: three full-page captures cost seconds, so a
  // run takes them only when asked (E2E_SCREENSHOTS=1, docs/testing.md).
  if (process.env.E2E_SCREENSHOTS !== "1") return;
  mkdirSync(screenshotDir, { recursive: true });
  const original = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top: a page scrolled to a focused heading would draw the sticky header mid-picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(screenshotDir, `${name}-${width}.png`), fullPage: true, animations: "disabled" });
    if (width === 390) {
      // The dark theme at phone width, the way the theme switch sets it (lib/color-mode.ts).
      await setTheme(page, "dark");
      await page.screenshot({ path: path.join(screenshotDir, `${name}-dark-390.png`), fullPage: true, animations: "disabled" });
      await setTheme(page, "light");
    }
  }
  if (original) await page.setViewportSize(original);
}
