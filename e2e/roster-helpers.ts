import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { staffGraphql, type StoredSession } from "./admin-helpers";
import { clearEarlierAttempts, currentAttempt, markedEmail, type Attempt } from "./retry-safe";

// What the roster journeys (talents, categories, talent information, dashboard) share.

export const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "screenshots");
mkdirSync(screenshotDir, { recursive: true });

/** `fullPage: false` for an open dialog: its backdrop covers the viewport only. */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  // Full-page pictures do not scroll, so lazy images below the fold would be blank.
  await page.evaluate(async () => {
    for (const image of Array.from(document.images)) image.loading = "eager";
    await Promise.all(
      Array.from(document.images).map((image) =>
        image.complete
          ? undefined
          : new Promise((resolve) => {
              image.onload = image.onerror = resolve;
            }),
      ),
    );
  });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage });
}

/** A PNG of one colour, so a test can tell its photos apart by their bytes. */
export function pngOf(colour: string, width = 80, height = 100): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export function jpegOf(colour: string, width = 80, height = 100): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/**
 * A talent of the test's own, approved and published, with `photos` uploaded photos. A retry of
 * the test deletes the earlier attempt's first (retry-safe.ts): the directory never shows both.
 */
export async function createPublishedTalent(
  request: APIRequestContext,
  session: StoredSession,
  firstName: string,
  lastName: string,
  photos: string[] = [],
  attempt: Attempt = currentAttempt(),
): Promise<number> {
  await clearEarlierAttempts(request, session, attempt);
  const { createTalent } = await staffGraphql<{ createTalent: { id: number } }>(
    request,
    session,
    "mutation($input: TalentCreateInput!) { createTalent(input: $input) { id } }",
    {
      input: {
        firstName,
        lastName,
        email: markedEmail(`${firstName}.${lastName}`, attempt),
        bio: "A versatile performer with stage and screen credits.",
        isApproved: true,
        isPublished: true,
      },
    },
  );
  for (const [index, colour] of photos.entries()) {
    const operations = JSON.stringify({
      query: "mutation($talentId: Int!, $image: Upload) { addTalentImage(talentId: $talentId, image: $image) { id } }",
      variables: { talentId: createTalent.id, image: null },
    });
    const response = await request.post("/graphql", {
      headers: { authorization: `Bearer ${session.token}`, "apollo-require-preflight": "true" },
      multipart: {
        operations,
        // A name that is not an array index: JavaScript lists those first, and the files must come after the map.
        map: JSON.stringify({ image: ["variables.image"] }),
        image: { name: `photo-${index + 1}.png`, mimeType: "image/png", buffer: await pngOf(colour) },
      },
    });
    const body = await response.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
  }
  return createTalent.id;
}

export async function talentImages(request: APIRequestContext, session: StoredSession, id: number) {
  const data = await staffGraphql<{
    adminTalent: { version: number; images: Array<{ id: number; caption: string | null; storageUrl: string }> };
  }>(request, session, "query($id: Int!) { adminTalent(id: $id) { version images { id caption storageUrl } } }", { id });
  return data.adminTalent;
}

/**
 * A name no other test run uses, in letters only: visitors' search matches first names (a last
 * name is private beyond its initial), so a talent a test looks for publicly needs its own.
 */
export function uniqueName(base: string): string {
  let n = Date.now() * 100 + Math.floor(Math.random() * 100);
  let letters = "";
  for (let i = 0; i < 6; i++) {
    letters = String.fromCharCode(97 + (n % 26)) + letters;
    n = Math.floor(n / 26);
  }
  return `${base}${letters}`;
}
