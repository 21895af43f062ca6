import { expect, test, type Page } from "./fixtures";
import sharp from "sharp";
import { adminSession, expectNoAxeViolations, signInBrowser, staffGraphql } from "./admin-helpers";

// Bulk Image Upload (docs/product.md#bulk-image-upload): files are chosen with the keyboard or
// dropped; their names are checked against the image records (the demo seed leaves three waiting:
// pending-upload-1.jpg to pending-upload-3.jpg; names match ignoring case); the unmatched are struck
// through and skipped; the matched are uploaded and summed up.

const jpeg = (name: string, colour: string) =>
  sharp({ create: { width: 300, height: 375, channels: 3, background: colour } })
    .jpeg()
    .toBuffer()
    .then((buffer) => ({ name, mimeType: "image/jpeg", buffer }));

/** The Server-Timing name the held answer carries, for the page to recognise it by. */
const LATE_ANSWER = "late-answer";
type LateAnswerWatch = { lateAnswerRead: Promise<void> };

const fileRow = (page: Page, name: string) => page.getByTestId("selected-files").getByRole("listitem").filter({ hasText: name });

test("upload the files whose names match image records; the others are struck through and skipped", async ({ page, request }) => {
  // Playwright takes over the page's file choosers once something listens for one, by a message to
  // the browser it does not wait for: listening from the start means a key pressed on a busy machine
  // cannot open the chooser before that message lands (it did once, and the test waited 2 minutes).
  page.on("filechooser", () => undefined);
  await signInBrowser(page, await adminSession(request));
  await page.goto("/admin/bulk-upload");
  await expect(page.getByRole("heading", { name: "Bulk Image Upload" })).toBeVisible();
  await expect(page.getByText("Supported types: JPG, PNG, GIF, WEBP, SVG.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Talent Information" })).toHaveAttribute("href", "/admin/talent-info");

  // The first selection's check is held back; a second selection made meanwhile wins, and the late
  // answer (which would call every file invalid) is ignored.
  let held = true;
  let release = () => {};
  await page.route("/graphql", async (route) => {
    // Uploads are multipart, so the body is searched rather than parsed.
    if (held && (route.request().postData() ?? "").includes("ValidateImageFilenames")) {
      held = false;
      await new Promise<void>((resolve) => (release = resolve));
      // Marked, so that the page can say when it has this answer in full (below).
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), "server-timing": LATE_ANSWER } });
      return;
    }
    await route.continue();
  });

  // Keyboard: the drop zone is a button that opens the file chooser.
  const dropZone = page.getByRole("button", { name: "Drag and drop images here, or click to browse" });
  await dropZone.focus();
  let chooser = page.waitForEvent("filechooser");
  await page.keyboard.press("Enter");
  await (await chooser).setFiles([await jpeg("pending-upload-3.jpg", "#aa8866")]);
  await expect(fileRow(page, "pending-upload-3.jpg")).toBeVisible();

  chooser = page.waitForEvent("filechooser");
  await page.keyboard.press("Space");
  await (
    await chooser
  ).setFiles([
    await jpeg("pending-upload-1.jpg", "#88aa66"),
    await jpeg("PENDING-UPLOAD-2.JPG", "#6688aa"),
    await jpeg("nobody-by-this-name.jpg", "#777777"),
  ]);
  await expect(fileRow(page, "pending-upload-3.jpg")).toHaveCount(0);
  await expect(fileRow(page, "pending-upload-1.jpg").getByText("Ready")).toBeVisible();
  await expect(fileRow(page, "PENDING-UPLOAD-2.JPG").getByText("Ready")).toBeVisible();
  const unmatched = fileRow(page, "nobody-by-this-name.jpg");
  await expect(unmatched.getByText("No matching record, skipped")).toBeVisible();
  await expect(unmatched.getByText("nobody-by-this-name.jpg")).toHaveCSS("text-decoration-line", "line-through");
  await expect(page.getByText("2 valid, 1 skipped")).toBeVisible();
  // Now the held answer for the first selection arrives, late; it changes nothing. The page says
  // when it has read it in full (its resource timing entry, marked above); the app's await on it
  // then resumes before the next frame is drawn, so a frame later its effect, if any, is on screen.
  // Watching starts before the answer is let go, so that it cannot be missed.
  await page.evaluate((mark) => {
    const marked = (list: PerformanceObserverEntryList) =>
      list.getEntries().some((entry) => (entry as PerformanceResourceTiming).serverTiming.some((timing) => timing.name === mark));
    (window as unknown as LateAnswerWatch).lateAnswerRead = new Promise<void>((resolve) => {
      // An observer, not the timeline: the timeline's buffer may be full on a page that loaded many files.
      new PerformanceObserver((list, observer) => {
        if (!marked(list)) return;
        observer.disconnect();
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }).observe({ type: "resource" });
    });
  }, LATE_ANSWER);
  release();
  await page.evaluate(() => (window as unknown as LateAnswerWatch).lateAnswerRead);
  await expect(fileRow(page, "pending-upload-3.jpg")).toHaveCount(0);
  await expect(page.getByText("2 valid, 1 skipped")).toBeVisible();
  await expectNoAxeViolations(page);

  const uploadButton = page.getByRole("button", { name: "Upload 2 Images" });
  await uploadButton.focus();
  await page.keyboard.press("Enter");
  const summary = page.getByRole("region", { name: "Upload Complete" });
  await expect(summary.getByText("Successfully uploaded 2 of 2 images")).toBeVisible();
  await expect(page.getByText("Upload Complete", { exact: true }).first()).toBeVisible();
  const stat = (label: string) => summary.getByTestId(`stat-${label}`);
  await expect(stat("Total")).toContainText("2");
  await expect(stat("Successful")).toContainText("2");
  await expect(stat("Matched")).toContainText("2");
  await expect(stat("Unmatched")).toContainText("0");
  await expect(stat("Success rate")).toContainText("100%");
  const details = summary.getByRole("table");
  await expect(details.getByRole("row")).toHaveCount(3);
  for (const name of ["pending-upload-1.jpg", "PENDING-UPLOAD-2.JPG"]) {
    const row = details.getByRole("row").filter({ hasText: name });
    await expect(row.getByText("Uploaded", { exact: true })).toBeVisible();
    await expect(row.getByRole("link", { name: /^Talent #\d+$/ })).toBeVisible();
  }
  // The skipped file was never sent.
  await expect(details.getByText("nobody-by-this-name.jpg")).toHaveCount(0);

  // The matched record now carries a stored file.
  const talentId = Number(
    (await details.getByRole("row").filter({ hasText: "pending-upload-1.jpg" }).getByRole("link").textContent())!.replace(/\D/g, ""),
  );
  const { adminTalent } = await staffGraphql<{ adminTalent: { images: Array<{ filename: string | null; storageUrl: string | null }> } }>(
    request,
    await adminSession(request),
    "query($id: Int!) { adminTalent(id: $id) { images { filename storageUrl } } }",
    { id: talentId },
  );
  expect(adminTalent.images.find((item) => item.filename === "pending-upload-1.jpg")?.storageUrl).toMatch(/^\/uploads\//);

  await expectNoAxeViolations(page);
  await page.screenshot({ path: "e2e/screenshots/admin-bulk-upload-1280.png", fullPage: true });

  // Clear resets the selection and the summary.
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(page.getByTestId("selected-files")).toHaveCount(0);
  await expect(summary).toHaveCount(0);
});

test("a drop keeps only image files; nothing valid leaves the upload disabled", async ({ page, request }) => {
  await signInBrowser(page, await adminSession(request));
  await page.goto("/admin/bulk-upload");
  const image = (await jpeg("nobody-else.jpg", "#335577")).buffer.toString("base64");
  const dataTransfer = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File(["not an image"], "notes.txt", { type: "text/plain" }));
    transfer.items.add(new File([bytes], "nobody-else.jpg", { type: "image/jpeg" }));
    return transfer;
  }, image);
  await page.getByTestId("bulk-drop-zone").dispatchEvent("drop", { dataTransfer });
  await expect(fileRow(page, "nobody-else.jpg").getByText("No matching record, skipped")).toBeVisible();
  await expect(fileRow(page, "notes.txt")).toHaveCount(0);
  await expect(page.getByText("No Valid Files")).toBeVisible();
  await expect(page.getByRole("button", { name: "Upload 0 Images" })).toBeDisabled();
});

test("Delete All Images asks first; Cancel deletes nothing", async ({ page, request }) => {
  // The e2e database is shared by specs running side by side, so the deletion itself is covered by
  // the API tests (api/test/media.test.ts); here the confirmation is.
  await signInBrowser(page, await adminSession(request));
  let deleteCalls = 0;
  page.on("request", (req) => {
    if ((req.postData() ?? "").includes("deleteAllTalentImages")) deleteCalls += 1;
  });
  await page.goto("/admin/bulk-upload");
  await page.getByRole("button", { name: "Delete All Images" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete All Images" });
  await expect(confirm.getByText("Are you sure you want to delete all talent images?", { exact: false })).toBeVisible();
  await expect(confirm.getByText("This action cannot be undone.", { exact: false })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("button", { name: "Delete All Images" })).toBeFocused();
  expect(deleteCalls).toBe(0);
});
