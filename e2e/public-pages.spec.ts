import { expect, test } from "./fixtures";
import { SITE } from "../common/site";
import { pdfText } from "../api/test/pdf-text";
import { asAdmin, expectNoAxeViolations, publicTalents, screenshots } from "./form-helpers";

// The public pages outside the directory and the forms: the home page's news and testimonials, the
// news pages, About, Privacy and Terms, the comp card, what a shared link shows, and the 404s.

type News = { id: number; title: string; isPublished: boolean };

test("home: news (at most 6, 'View All Updates' above 6) and testimonials, then a news item by 'Read more'", async ({ page, request }) => {
  const published = (await asAdmin<{ newsUpdates: News[] }>(request, "{ newsUpdates { id title isPublished } }")).newsUpdates.filter(
    (news) => news.isPublished,
  );
  await page.goto("/");
  const news = page.getByRole("region", { name: "What's Been Going On" });
  await expect(news.getByRole("link", { name: /^Read more: / })).toHaveCount(Math.min(6, published.length));
  await expect(news.getByRole("link", { name: "View All Updates" })).toHaveCount(published.length > 6 ? 1 : 0);

  const testimonials = page.getByRole("region", { name: "What Our Clients Say" });
  await expect(testimonials.getByRole("heading", { name: "What Our Clients Say" })).toBeVisible();
  await expect(testimonials.locator("blockquote, figure, [data-testid=testimonial]").first()).toBeVisible();

  const first = news.getByRole("link", { name: /^Read more: / }).first();
  const title = (await first.getAttribute("aria-label"))!.replace(/^Read more: /, "");
  await first.click();
  await expect(page).toHaveURL(/\/news\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  await screenshots(page, "news-item");
});

test("a draft is never reachable: not on /news and its page is a 404", async ({ page, request }) => {
  const draft = (
    await asAdmin<{ createNewsUpdate: { id: number } }>(request, "mutation($i: NewsUpdateInput!) { createNewsUpdate(input: $i) { id } }", {
      i: { title: "Secret casting call draft", content: "Not for the public yet.", isPublished: false },
    })
  ).createNewsUpdate;
  await page.goto("/news");
  await expect(page.getByRole("link", { name: /^Read more: / }).first()).toBeVisible();
  await expect(page.getByText("Secret casting call draft")).toHaveCount(0);

  const response = await page.goto(`/news/${draft.id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Secret casting call draft")).toHaveCount(0);
});

test("About, Privacy and Terms are reachable from the footer and pass axe in both themes", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/Privacy/);
  await expect(page.getByText(/Australian Privacy Principles/).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/Terms/);
  await expectNoAxeViolations(page);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, "about");
});

test("the home page passes axe in both themes", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: /^Read more: / }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, "home");
});

test("the comp card is an A4 PDF with the public name and the agency's contacts, never the talent's", async ({ page, request }) => {
  const [talent] = await publicTalents(request, 1);
  const { adminTalent } = await asAdmin<{ adminTalent: { email: string; phone: string | null; lastName: string } }>(
    request,
    "query($id: Int!) { adminTalent(id: $id) { email phone lastName } }",
    { id: talent!.id },
  );

  await page.goto(`/talents/${talent!.id}`);
  const link = page.getByRole("link", { name: /Download comp card/ });
  await expect(link).toBeVisible();
  const response = await request.get((await link.getAttribute("href"))!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  const pdf = await response.body();
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdf.toString("latin1")).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);

  const text = pdfText(pdf).join("\n");
  expect(text).toContain(talent!.displayName);
  expect(text).toContain(SITE.email);
  expect(text).not.toContain(adminTalent.email);
  if (adminTalent.phone) expect(text).not.toContain(adminTalent.phone);
  expect(text).not.toContain(adminTalent.lastName);

  expect((await request.get("/talents/999999/comp-card.pdf")).status()).toBe(404);
});

test("a profile's HTML carries its own title and Open Graph card before any script runs; unknown pages are 404s", async ({ request }) => {
  // The newest talents may be photo-less ones other specs published: a profile with a photo has an og:image.
  const answer = await request.post("/graphql", {
    data: { query: "{ talentDirectory(limit: 48) { items { id displayName firstImageUrl } } }" },
  });
  const items = (
    (await answer.json()) as {
      data: { talentDirectory: { items: Array<{ id: number; displayName: string; firstImageUrl: string | null }> } };
    }
  ).data.talentDirectory.items;
  const talent = items.find((item) => item.firstImageUrl);
  const html = await (await request.get(`/talents/${talent!.id}`)).text();
  expect(html).toContain(`<meta property="og:title" content="${talent!.displayName} - ${SITE.name}"`);
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/uploads\/[^"]+"/);
  expect(html).toContain(`<title>${talent!.displayName} - ${SITE.name}</title>`);

  for (const path of ["/talents/999999", "/no-such-page", "/news/999999"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/talents/${talent!.id}</loc>`);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin");
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
});
