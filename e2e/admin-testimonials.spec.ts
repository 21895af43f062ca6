import { expect, test } from "./fixtures";
import sharp from "sharp";
import { adminSession, expectNoAxeViolations, signInBrowser } from "./admin-helpers";

// Testimonial Management (docs/product.md#testimonials): add with an uploaded image, edit,
// the required fields' messages, delete with the spec's confirmation, and visitors seeing it.

test("add, edit and delete a testimonial, which visitors then see", async ({ page, request }) => {
  const session = await adminSession(request);
  await signInBrowser(page, session);
  await page.goto("/admin/testimonials");
  await expect(page.getByRole("heading", { name: "Testimonial Management" })).toBeVisible();

  await page.getByRole("button", { name: "Add Testimonial" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Testimonial" });
  // Nothing typed: the required fields are named in the error summary.
  await dialog.getByRole("button", { name: "Add Testimonial" }).click();
  const summary = dialog.getByTestId("error-summary");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: "Client name is required" })).toBeVisible();
  await expect(summary.getByRole("link", { name: "Client title is required" })).toBeVisible();
  await expect(summary.getByRole("link", { name: "Content is required" })).toBeVisible();

  // A file that is not an image is refused before it is sent.
  await dialog.getByLabel("Upload an image").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(dialog.getByText("Please select an image file")).toBeVisible();

  const name = `Priya Raman ${Date.now()}`;
  await dialog.getByLabel("Client Name").fill(name);
  await dialog.getByLabel("Client Title").fill("Casting Director");
  await dialog.getByLabel("Company").fill("Harbour Films");
  await dialog
    .getByLabel("Testimonial")
    .fill("They found us three leads in a week. Professional from the first call to the last day of the shoot.");
  const portrait = await sharp({ create: { width: 120, height: 120, channels: 3, background: "#7a9cc6" } })
    .png()
    .toBuffer();
  await dialog.getByLabel("Upload an image").setInputFiles({ name: "portrait.png", mimeType: "image/png", buffer: portrait });
  await expect(page.getByText("Image uploaded successfully")).toBeVisible();
  await expect(dialog.getByLabel("Image URL")).toHaveValue(/^\/uploads\//);
  await dialog.getByRole("button", { name: "Add Testimonial" }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole("listitem").filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByText("Casting Director, Harbour Films")).toBeVisible();
  await expectNoAxeViolations(page);

  // Visitors get it from the same query the home page uses.
  const publicList = await (await request.post("/graphql", { data: { query: "{ testimonials { clientName } }" } })).json();
  expect(publicList.data.testimonials.map((item: { clientName: string }) => item.clientName)).toContain(name);

  await page.getByRole("button", { name: `Edit the testimonial from ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Testimonial" });
  await edit.getByLabel("Client Title").fill("Head of Casting");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  await expect(card.getByText("Head of Casting, Harbour Films")).toBeVisible();

  await page.getByRole("button", { name: `Delete the testimonial from ${name}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText("Are you sure you want to delete this testimonial?")).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(card).toHaveCount(0);
});
