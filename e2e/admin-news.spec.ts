import { expect, test, newLivePage } from "./fixtures";
import sharp from "sharp";
import { adminSession, expectNoAxeViolations, signInBrowser } from "./admin-helpers";

// News Management (docs/product.md#news): a draft is added with an uploaded image, published
// with the card's toggle (then visitors see it on the home page and /news), edited, and deleted
// after the spec's confirmation.

const today = () =>
  new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "short", year: "numeric", timeZone: "Australia/Melbourne" }).format(new Date());

test("add a draft, publish it for visitors, edit it and delete it", async ({ page, request }) => {
  await signInBrowser(page, await adminSession(request));
  await page.goto("/admin/news");
  await expect(page.getByRole("heading", { name: "News Management" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "News Updates" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  // Keyboard: the add button opens the dialog, whose first field takes the focus.
  await page.getByRole("button", { name: "Add News Update" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Add News Update" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Add News Update" }).click();
  const summary = dialog.getByTestId("error-summary");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: "Title is required" })).toBeVisible();
  await expect(summary.getByRole("link", { name: "Content is required" })).toBeVisible();

  // The 5 MB limit is checked before anything is sent.
  await dialog
    .getByLabel("Upload an image")
    .setInputFiles({ name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0xff) });
  await expect(dialog.getByText("Image size must be less than 5MB")).toBeVisible();

  const title = `Casting call for spring ${Date.now()}`;
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Excerpt").fill("Three new campaigns are looking for fresh faces.");
  await dialog
    .getByLabel("Content")
    .fill("We are casting for three spring campaigns. Talents on our books will hear from their agent this week.");
  const banner = await sharp({ create: { width: 640, height: 360, channels: 3, background: "#c67a9c" } })
    .jpeg()
    .toBuffer();
  await dialog.getByLabel("Upload an image").setInputFiles({ name: "banner.jpg", mimeType: "image/jpeg", buffer: banner });
  await expect(page.getByText("Image uploaded successfully")).toBeVisible();
  await expect(dialog.getByLabel("Image URL")).toHaveValue(/^\/uploads\//);
  await dialog.getByRole("button", { name: "Add News Update" }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole("listitem").filter({ hasText: title });
  await expect(card.getByText("Draft", { exact: true })).toBeVisible();
  await expect(card.getByText(today())).toBeVisible();
  await expect(card.getByText("Three new campaigns are looking for fresh faces.")).toBeVisible();
  await expect(card.locator("img")).toHaveAttribute("src", /^\/uploads\//);

  // A draft is the staff's alone.
  const publicTitles = async () => {
    const body = await (await request.post("/graphql", { data: { query: "{ newsUpdates { title } }" } })).json();
    return body.data.newsUpdates.map((item: { title: string }) => item.title) as string[];
  };
  expect(await publicTitles()).not.toContain(title);

  await expectNoAxeViolations(page);
  await page.screenshot({ path: "e2e/screenshots/admin-news-1280.png", fullPage: true });

  // Publish with the keyboard from the card's toggle.
  await card.getByRole("button", { name: `Publish ${title}` }).focus();
  await page.keyboard.press("Enter");
  await expect(card.getByText("Published", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: `Unpublish ${title}` })).toBeVisible();
  expect(await publicTitles()).toContain(title);

  // Visitors see it in the home page's news section and on /news.
  const visitor = await newLivePage(page.context().browser()!);
  await visitor.goto("/");
  await expect(visitor.getByRole("region", { name: "What's Been Going On" }).getByRole("heading", { name: title })).toBeVisible();
  await visitor.goto("/news");
  await expect(visitor.getByRole("heading", { name: title })).toBeVisible();

  // Edit: the content changes, the publication stays.
  await card.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit News Update" });
  await expect(edit.getByLabel("Title")).toHaveValue(title);
  await expect(edit.getByRole("checkbox", { name: "Publish" })).toBeChecked();
  const edited = `${title} (updated)`;
  await edit.getByLabel("Title").fill(edited);
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  const editedCard = page.getByRole("listitem").filter({ hasText: edited });
  await expect(editedCard.getByText("Published", { exact: true })).toBeVisible();
  await visitor.goto("/news");
  await expect(visitor.getByRole("heading", { name: edited })).toBeVisible();

  // Unticking Publish in the dialog withdraws it after the save.
  await editedCard.getByRole("button", { name: `Edit ${edited}` }).click();
  // Chakra's checkbox input sits under its drawn box: it is operated as a person would, with Space.
  await edit.getByRole("checkbox", { name: "Publish" }).focus();
  await page.keyboard.press("Space");
  await expect(edit.getByRole("checkbox", { name: "Publish" })).not.toBeChecked();
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  await expect(editedCard.getByText("Draft", { exact: true })).toBeVisible();
  expect(await publicTitles()).not.toContain(edited);

  // Delete: the spec's question; Cancel keeps it, Delete removes it.
  await editedCard.getByRole("button", { name: `Delete ${edited}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText("Are you sure you want to delete this news update?")).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(editedCard).toHaveCount(1);
  await editedCard.getByRole("button", { name: `Delete ${edited}` }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("News update deleted")).toBeVisible();
  await expect(editedCard).toHaveCount(0);
  await visitor.close();
});

test("a new update ticked Publish is created, then published by a second call", async ({ page, request }) => {
  await signInBrowser(page, await adminSession(request));
  const operations: string[] = [];
  page.on("request", (req) => {
    const name = (req.postDataJSON?.() as { operationName?: string } | null)?.operationName;
    if (name === "CreateNewsUpdate" || name === "SetNewsUpdatePublished") operations.push(name);
  });
  await page.goto("/admin/news");
  await page.getByRole("button", { name: "Add News Update" }).click();
  const dialog = page.getByRole("dialog", { name: "Add News Update" });
  const title = `Straight to print ${Date.now()}`;
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Content").fill("Published as soon as it is saved.");
  await dialog.getByLabel("Image URL").fill("https://images.example.com/banner.jpg");
  await dialog.getByRole("checkbox", { name: "Publish" }).focus();
  await page.keyboard.press("Space");
  await expect(dialog.getByRole("checkbox", { name: "Publish" })).toBeChecked();
  await dialog.getByRole("button", { name: "Add News Update" }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole("listitem").filter({ hasText: title });
  await expect(card.getByText("Published", { exact: true })).toBeVisible();
  expect(operations).toEqual(["CreateNewsUpdate", "SetNewsUpdatePublished"]);
});
