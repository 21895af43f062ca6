import { expect, test, newLivePage } from "./fixtures";
import { adminSession, signInBrowser } from "./admin-helpers";
import { createPublishedTalent, jpegOf, pngOf, talentImages, uniqueName } from "./roster-helpers";

// The editor's Media tab (docs/product.md#talent-editor, ADR 040). Reordering by keyboard and the main photo change the
// public card's first photo; a caption is the photo's alt text there; deleting asks first; two
// files upload at once, each with its own progress.

test("reorder photos, set the main one, caption, delete and upload two at once", async ({ page, request }) => {
  const session = await adminSession(request);
  const first = uniqueName("Lena");
  const id = await createPublishedTalent(request, session, first, "Media", ["#c0392b", "#2e86c1", "#27ae60"]);
  const [red, blue, green] = (await talentImages(request, session, id)).images;
  await signInBrowser(page, session);

  await page.goto(`/admin/talent-info/${id}`);
  await page.getByRole("tab", { name: "Media" }).click();
  const photos = page.getByTestId("photo-card");
  await expect(photos).toHaveCount(3);

  // Captions first, so the public card's alt text names the photo it shows.
  for (const [index, caption] of ["Lena in red", "Lena in blue", "Lena in green"].entries()) {
    const card = photos.nth(index);
    await card.getByLabel("Caption (alt text on the public site)").fill(caption);
    await card.getByRole("button", { name: "Save caption" }).click();
    await expect(card.getByRole("button", { name: "Save caption" })).toBeDisabled();
  }
  const publicCardAlt = async () => {
    const visitor = await newLivePage(page.context().browser()!);
    await visitor.goto(`/talents?search=${first}`);
    const alt = await visitor.getByTestId("talent-card").getByRole("img").first().getAttribute("alt");
    await visitor.close();
    return alt;
  };
  await expect.poll(publicCardAlt).toBe("Lena in red");

  // Move the first photo later by keyboard: blue becomes the main photo.
  await page.getByRole("button", { name: "Move later (photo 1)" }).focus();
  await page.keyboard.press("Enter");
  await expect(photos.nth(0).getByLabel("Caption (alt text on the public site)")).toHaveValue("Lena in blue");
  await expect(photos.nth(0).getByText("Main photo", { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await talentImages(request, session, id)).images.map((image) => image.id))
    .toEqual([blue!.id, red!.id, green!.id]);
  await expect.poll(publicCardAlt).toBe("Lena in blue");

  // Move the last photo earlier, then make it the main photo.
  await page.getByRole("button", { name: "Move earlier (photo 3)" }).focus();
  await page.keyboard.press("Enter");
  await expect(photos.nth(1).getByLabel("Caption (alt text on the public site)")).toHaveValue("Lena in green");
  await page.getByRole("button", { name: "Set as main photo (photo 2)" }).focus();
  await page.keyboard.press("Enter");
  await expect(photos.nth(0).getByLabel("Caption (alt text on the public site)")).toHaveValue("Lena in green");
  await expect.poll(publicCardAlt).toBe("Lena in green");

  // The profile's gallery uses the captions as alt text too.
  const visitor = await newLivePage(page.context().browser()!);
  await visitor.goto(`/talents/${id}`);
  await expect(visitor.getByRole("img", { name: "Lena in green" }).first()).toBeVisible();
  await visitor.close();

  // Deleting asks first; Cancel keeps the photo.
  await page.getByRole("button", { name: "Delete image 3" }).click();
  let confirm = page.getByRole("alertdialog", { name: "Delete Image" });
  await expect(confirm).toContainText(`Are you sure you want to delete photo 3 of ${first}? This action cannot be undone.`);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(photos).toHaveCount(3);
  await page.getByRole("button", { name: "Delete image 3" }).click();
  confirm = page.getByRole("alertdialog", { name: "Delete Image" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText("Image deleted")).toBeVisible();
  await expect(photos).toHaveCount(2);
  expect((await talentImages(request, session, id)).images.map((image) => image.id)).not.toContain(red!.id);

  // Two files at once, each with its own progress line.
  await page.getByLabel("Add photos").setInputFiles([
    { name: "headshot.png", mimeType: "image/png", buffer: await pngOf("#8e44ad", 400, 500) },
    { name: "full-body.jpg", mimeType: "image/jpeg", buffer: await jpegOf("#f39c12", 400, 500) },
  ]);
  const uploads = page.getByRole("list", { name: "Uploads" });
  await expect(uploads.getByRole("listitem")).toHaveCount(2);
  await expect(uploads.getByRole("listitem").filter({ hasText: "headshot.png" }).getByText("Done")).toBeVisible();
  await expect(uploads.getByRole("listitem").filter({ hasText: "full-body.jpg" }).getByText("Done")).toBeVisible();
  await expect(uploads.getByRole("progressbar")).toHaveCount(2);
  await expect(photos).toHaveCount(4);
  expect((await talentImages(request, session, id)).images).toHaveLength(4);
});

test("a document is listed with its facts, opens in a new tab and is deleted after confirmation", async ({ page, request }) => {
  const session = await adminSession(request);
  const id = await createPublishedTalent(request, session, uniqueName("Dana"), "Documents");
  await signInBrowser(page, session);
  await page.goto(`/admin/talent-info/${id}`);
  await page.getByRole("tab", { name: "Media" }).click();
  await expect(page.getByText("No documents yet.")).toBeVisible();

  const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
  await page.getByLabel("Add a document").setInputFiles({ name: "showreel-notes.pdf", mimeType: "application/pdf", buffer: pdf });
  await expect(page.getByText("Document uploaded")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "PDF" });
  await expect(row).toContainText(`${(pdf.length / 1024).toFixed(1)} KB`);
  await expect(row).toContainText("Resume");
  const view = row.getByRole("link", { name: /^View / });
  await expect(view).toHaveAttribute("target", "_blank");

  await row.getByRole("button", { name: /^Delete / }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Document" });
  await expect(confirm).toContainText("This action cannot be undone.");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Document deleted")).toBeVisible();
  await expect(page.getByText("No documents yet.")).toBeVisible();
});
