import { expect, test, type Page } from "./fixtures";
import { pickPlace, standInForPlaces } from "./places";
import { asAdmin, expectNoAxeViolations, oversizePhoto, photo, resumePdf, screenshots } from "./form-helpers";

// The 'submit your profile' journey: real files through the multipart upload, the checks made in
// the browser before anything is sent, and the pending talent staff then find.

async function fillDetails(page: Page, email: string) {
  await page.getByLabel("First name").fill("Zara");
  await page.getByLabel("Last name").fill("Quill");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("0400 123 456");
  await page.getByLabel("Day").selectOption("14");
  await page.getByLabel("Month").selectOption({ label: "March" });
  await page.getByLabel("Year").selectOption("1995");
  await page.getByLabel("Height (cm)").fill("172");
  await page.getByLabel("Eye color").selectOption("green");
  await page.getByLabel("Hair color").selectOption("auburn");
  await page.getByLabel("Smoker").selectOption({ label: "No" });
  await page.getByLabel("House/unit number").fill("4");
  await page.getByLabel("Street address").fill("12 Glenferrie Road");
  await page.getByLabel("Suburb").fill("Malvern");
  await page.getByLabel("Postcode").fill("3144");
  await page.getByLabel("State").selectOption("VIC");
  const category = page.getByLabel("Category");
  await expect(category.locator("option")).not.toHaveCount(1);
  await category.selectOption({ index: 1 });
  await page.getByLabel("Bio").fill("Screen actor with ten years of television and commercial work.");
}

test("a profile with two photos and a resume is sent with a progress bar, replaced by the confirmation, and waits for approval", async ({
  page,
  request,
}) => {
  const email = `zara.quill.${Date.now()}@example.com`;
  await page.goto("/submission");
  await expect(page.getByRole("heading", { name: "Personal Information" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Professional Information" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Photos and Documents" })).toBeVisible();
  // No places key on this server: no lookup, and the address is typed by hand.
  await expect(page.getByText("Loading address lookup...")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Privacy Policy" }).first()).toHaveAttribute("href", "/privacy");

  await fillDetails(page, email);
  await page.getByLabel("Headshot photo").setInputFiles(await photo("headshot.jpg"));
  await page.getByLabel("Full body shot").setInputFiles(await photo("full-body.png", "png"));
  await page.getByLabel("Resume/CV").setInputFiles(resumePdf);
  await expect(page.getByRole("img", { name: "Preview of your headshot photo" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Preview of your full body shot" })).toBeVisible();
  await expect(page.getByText("resume.pdf (1 KB)")).toBeVisible();

  // The request is held until the progress bar has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("/graphql", async (route) => {
    if (route.request().headers()["content-type"]?.startsWith("multipart/form-data")) await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Submit Profile" }).click();
  await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  await expect(page.getByText("Uploading your files")).toBeVisible();
  release();

  await expect(page.getByRole("heading", { name: "Profile Submitted" })).toBeFocused();
  await expect(page.getByText("Please allow 2-3 weeks")).toBeVisible();
  await expect(page.getByRole("link", { name: "submissions@stellartalent.com.au" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit Profile" })).toHaveCount(0);
  await screenshots(page, "submission-success");

  const { adminTalents } = await asAdmin<{
    adminTalents: Array<{
      firstName: string;
      isApproved: boolean;
      isPublished: boolean;
      birthYear: number;
      smoker: boolean;
      headshotUrl: string;
      fullBodyShotUrl: string;
      resumeUrl: string;
      suburb: string;
      postcode: string;
    }>;
  }>(
    request,
    'query($s: String) { adminTalents(search: $s, status: "pending", limit: 20) { firstName ' +
      "isApproved isPublished birthYear smoker headshotUrl fullBodyShotUrl resumeUrl suburb " +
      "postcode } }",
    { s: email },
  );
  expect(adminTalents).toHaveLength(1);
  expect(adminTalents[0]).toMatchObject({
    firstName: "Zara",
    isApproved: false,
    isPublished: false,
    birthYear: 1995,
    smoker: false,
    suburb: "Malvern",
    postcode: "3144",
  });
  expect(adminTalents[0]!.headshotUrl).toMatch(/^\/uploads\//);
  expect(adminTalents[0]!.fullBodyShotUrl).toMatch(/^\/uploads\//);
  expect(adminTalents[0]!.resumeUrl).toBeTruthy();
});

test("an empty submission lists every problem; each link focuses its field", async ({ page }) => {
  let sent = 0;
  page.on("request", (req) => {
    if (req.url().endsWith("/graphql") && req.method() === "POST" && (req.postData() ?? "").includes("submitTalent")) sent += 1;
  });
  await page.goto("/submission");
  await page.getByRole("button", { name: "Submit Profile" }).click();
  const summary = page.getByTestId("error-summary");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible();
  const expected = [
    "First name must be at least 2 characters.",
    "Last name must be at least 2 characters.",
    "Email: please enter a valid email address.",
    "Phone number is required.",
    "Date of birth is required.",
    "Height is required.",
    "Eye color is required.",
    "Hair color is required.",
    "Smoker: please select yes or no.",
    "Street address must be at least 2 characters.",
    "Suburb is required.",
    "Postcode is required.",
    "State is required.",
    "Category: please select a talent category.",
    "Bio must be at least 10 characters.",
    "Headshot photo is required.",
    "Full body shot is required.",
    "Resume/CV is required.",
  ];
  await expect(summary.getByRole("link")).toHaveText(expected);
  await screenshots(page, "submission-errors");

  await summary.getByRole("link", { name: "Date of birth is required." }).click();
  await expect(page.getByLabel("Day")).toBeFocused();
  await summary.getByRole("link", { name: "Resume/CV is required." }).click();
  await expect(page.getByLabel("Resume/CV")).toBeFocused();
  await summary.getByRole("link", { name: "Smoker: please select yes or no." }).click();
  await expect(page.getByLabel("Smoker")).toBeFocused();
  // The message also sits beside its field.
  await expect(page.getByText("Error: Bio must be at least 10 characters.")).toBeVisible();
  expect(sent).toBe(0);
});

test("a wrong kind of file or one over 5 MB is refused before anything is sent", async ({ page }) => {
  let sent = 0;
  page.on("request", (req) => {
    if (req.url().endsWith("/graphql") && (req.headers()["content-type"] ?? "").startsWith("multipart/form-data")) sent += 1;
  });
  await page.goto("/submission");
  await fillDetails(page, "wrong.files@example.com");
  await page.getByLabel("Headshot photo").setInputFiles(resumePdf);
  await page.getByLabel("Full body shot").setInputFiles(oversizePhoto);
  await page.getByLabel("Resume/CV").setInputFiles({ name: "resume.txt", mimeType: "text/plain", buffer: Buffer.from("plain text") });
  await page.getByRole("button", { name: "Submit Profile" }).click();

  const summary = page.getByTestId("error-summary");
  await expect(summary.getByRole("link")).toHaveText([
    "Headshot photo must be a JPEG, PNG, GIF or WebP image.",
    "Full body shot must be 5MB or smaller.",
    "Resume/CV must be a PDF, DOC or DOCX file.",
  ]);
  await summary.getByRole("link", { name: "Full body shot must be 5MB or smaller." }).click();
  await expect(page.getByLabel("Full body shot")).toBeFocused();
  expect(sent).toBe(0);
});

test("the year picker runs from this year back to 1900", async ({ page }) => {
  await page.goto("/submission");
  const options = page.getByLabel("Year").locator("option");
  const year = new Date().getFullYear();
  await expect(options).toHaveCount(year - 1900 + 2);
  await expect(options.nth(1)).toHaveText(String(year));
  await expect(options.last()).toHaveText("1900");
});

test("a failed upload shows the 'Submission failed' toast and keeps the form", async ({ page }) => {
  await page.goto("/submission");
  await fillDetails(page, "fails@example.com");
  await page.getByLabel("Headshot photo").setInputFiles(await photo("headshot.jpg"));
  await page.getByLabel("Full body shot").setInputFiles(await photo("full.jpg"));
  await page.getByLabel("Resume/CV").setInputFiles(resumePdf);
  await page.route("/graphql", (route) =>
    route.request().headers()["content-type"]?.startsWith("multipart/form-data") ? route.abort("connectionreset") : route.continue(),
  );
  await page.getByRole("button", { name: "Submit Profile" }).click();
  await expect(page.getByText("Submission failed")).toBeVisible();
  await expect(page.getByText("The connection failed before the upload finished.")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Zara");
});

test("the submission page has no axe violations in light and dark themes, errors shown or not", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/submission");
  await expect(page.getByRole("heading", { name: "Personal Information" })).toBeVisible();
  await screenshots(page, "submission");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Submit Profile" }).click();
  await expect(page.getByTestId("error-summary")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("with a places key the lookup loads the script, says when it is ready, and fills the address fields", async ({ page }) => {
  const places = await standInForPlaces(page, "/submission");
  await page.goto("/submission");
  await expect(page.getByText("✓ Address lookup ready")).toBeVisible();
  expect(new URL(places.scriptUrl()).searchParams.get("key")).toBe("test-key");
  expect(await page.evaluate(() => (window as unknown as { __lookup: { options: unknown } }).__lookup.options)).toMatchObject({
    componentRestrictions: { country: "au" },
    types: ["address"],
  });

  const lookup = page.getByLabel("Address Lookup");
  await lookup.fill("4/12 Glenferrie");
  await lookup.press("Enter");
  await expect(page.getByTestId("error-summary")).toHaveCount(0);
  await pickPlace(page, {
    formatted_address: "4/12 Glenferrie Rd, Malvern VIC 3144, Australia",
    address_components: [
      { long_name: "4", short_name: "4", types: ["subpremise"] },
      { long_name: "12", short_name: "12", types: ["street_number"] },
      { long_name: "Glenferrie Road", short_name: "Glenferrie Rd", types: ["route"] },
      { long_name: "Malvern", short_name: "Malvern", types: ["locality"] },
      { long_name: "Victoria", short_name: "VIC", types: ["administrative_area_level_1"] },
      { long_name: "3144", short_name: "3144", types: ["postal_code"] },
    ],
  });
  await expect(page.getByLabel("House/unit number")).toHaveValue("4");
  await expect(page.getByLabel("Street address")).toHaveValue("12 Glenferrie Road");
  await expect(page.getByLabel("Suburb")).toHaveValue("Malvern");
  await expect(page.getByLabel("Postcode")).toHaveValue("3144");
  await expect(page.getByLabel("State")).toHaveValue("VIC");
});
