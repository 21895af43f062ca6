import { expect, test, newLivePage } from "./fixtures";
import { pickPlace, standInForPlaces } from "./places";
import { adminSession, signInBrowser, staffGraphql } from "./admin-helpers";
import { createPublishedTalent, screenshot, talentImages } from "./roster-helpers";

// The talent editor, /admin/talent-info/{id} (docs/product.md#talent-editor): an edit seen on the public profile,
// Ctrl+S, the unsaved-changes question, a conflicting save refused with the edits kept, and the
// talent's History.

const unique = () => String(Date.now() % 1_000_000);

test("edit a talent, save with the button and with Ctrl+S, and see it on the public profile", async ({ page, request }) => {
  const session = await adminSession(request);
  const last = `Edited${unique()}`;
  const id = await createPublishedTalent(request, session, "Nora", last);
  await signInBrowser(page, session);

  await page.goto(`/admin/talent-info/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Edit Talent: Nora ${last}` })).toBeVisible();
  await page.getByRole("tab", { name: "Professional" }).click();
  const bio = "Trained at NIDA; ten years of musical theatre and two feature films.";
  await page.getByLabel("Bio").fill(bio);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Talent information updated successfully")).toBeVisible();
  await expect(page.getByText("All changes saved")).toBeVisible();

  // Ctrl+S from inside a field saves too (and the browser's own Save page dialog never opens).
  await page.getByRole("tab", { name: "Physical" }).click();
  await page.getByLabel("Height (cm)").fill("172");
  await expect(page.getByText("Unsaved changes · Ctrl+S saves")).toBeVisible();
  await page.getByLabel("Height (cm)").press("Control+s");
  await expect(page.getByText("All changes saved")).toBeVisible();
  const saved = await staffGraphql<{ adminTalent: { height: number; bio: string } }>(
    request,
    session,
    "query($id: Int!) { adminTalent(id: $id) { height bio } }",
    { id },
  );
  expect(saved.adminTalent).toEqual({ height: 172, bio });

  const visitor = await newLivePage(page.context().browser()!);
  await visitor.goto(`/talents/${id}`);
  await expect(visitor.getByText(bio)).toBeVisible();
  await expect(visitor.getByText("172 cm")).toBeVisible();
  await visitor.close();

  // Unsaved edits: leaving asks first; dismissing stays, accepting leaves.
  await page.getByLabel("Height (cm)").fill("175");
  const questions: string[] = [];
  page.once("dialog", (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "Back to List" }).click();
  await expect.poll(() => questions).toEqual(["You have unsaved changes. Leave without saving?"]);
  await expect(page).toHaveURL(new RegExp(`/admin/talent-info/${id}$`));
  await expect(page.getByLabel("Height (cm)")).toHaveValue("175");
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("link", { name: "Back to List" }).click();
  await expect(page).toHaveURL(/\/admin\/talent-info$/);
});

test("a save over someone else's change is refused and the edits stay", async ({ page, request }) => {
  const session = await adminSession(request);
  const last = `Conflict${unique()}`;
  const id = await createPublishedTalent(request, session, "Iris", last);
  await signInBrowser(page, session);

  await page.goto(`/admin/talent-info/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Edit Talent: Iris ${last}` })).toBeVisible();
  await page.getByLabel("Phone").fill("0412 345 678");

  // Another staff member saves first, from the version both started with.
  const { version } = await talentImages(request, session, id);
  await staffGraphql(
    request,
    session,
    "mutation($id: Int!, $input: TalentUpdateInput!, $v: Int) { updateTalent(id: $id, input: $input, expectedVersion: $v) { id } }",
    {
      id,
      input: { suburb: "Fitzroy" },
      v: version,
    },
  );

  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "This talent was changed by someone else since you opened it. Reload to see their changes." }),
  ).toBeVisible();
  await expect(page.getByLabel("Phone")).toHaveValue("0412 345 678");
  await expect(page.getByText("Unsaved changes · Ctrl+S saves")).toBeVisible();
  const stored = await staffGraphql<{ adminTalent: { phone: string | null; suburb: string } }>(
    request,
    session,
    "query($id: Int!) { adminTalent(id: $id) { phone suburb } }",
    { id },
  );
  expect(stored.adminTalent).toEqual({ phone: null, suburb: "Fitzroy" });
});

test("the dashboard's Recent Activity and the editor's History list the changes", async ({ page, request }) => {
  const session = await adminSession(request);
  const last = `History${unique()}`;
  const id = await createPublishedTalent(request, session, "Tess", last);
  await staffGraphql(request, session, "mutation($id: Int!) { unpublishTalent(id: $id) { id } }", { id });
  await staffGraphql(request, session, "mutation($id: Int!) { publishTalent(id: $id) { id } }", { id });
  await signInBrowser(page, session);

  await page.goto("/admin/dashboard");
  const activity = page.getByRole("region", { name: "Recent Activity" });
  await expect(activity.getByText(`admin@example.com published Tess ${last}`)).toBeVisible();
  await expect(activity.getByText(`admin@example.com unpublished Tess ${last}`)).toBeVisible();

  await page.goto(`/admin/talent-info/${id}`);
  await page.getByRole("tab", { name: "Physical" }).click();
  await page.getByLabel("Height (cm)").fill("168");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Talent information updated successfully")).toBeVisible();
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByText(`admin@example.com edited Tess ${last} (height)`)).toBeVisible();
  await expect(history.getByText(`admin@example.com published Tess ${last}`)).toBeVisible();
  await expect(history.getByText(`admin@example.com created Tess ${last}`)).toBeVisible();
});

test("the Address tab: typed by hand without a places key, filled by the lookup with one", async ({ page, request }) => {
  const session = await adminSession(request);
  const id = await createPublishedTalent(request, session, "Ruby", `Address${unique()}`);
  await signInBrowser(page, session);

  // This server has no key: no lookup, and the fields are typed.
  await page.goto(`/admin/talent-info/${id}`);
  await page.getByRole("tab", { name: "Address" }).click();
  await expect(page.getByLabel("Suburb")).toBeVisible();
  await expect(page.getByLabel("Address Lookup")).toHaveCount(0);
  await page.getByLabel("Suburb").fill("Newtown");
  await page.getByLabel("State").selectOption("NSW");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Talent information updated successfully")).toBeVisible();

  // With a key (the answer, the policy and Google's script stood in for).
  await standInForPlaces(page, /\/admin\/talent-info\/\d+$/);
  await page.reload();
  await page.getByRole("tab", { name: "Address" }).click();
  await expect(page.getByText("✓ Address lookup ready")).toBeVisible();
  await page.getByLabel("Address Lookup").fill("4/12 Glenferrie");
  await page.getByLabel("Address Lookup").press("Enter");
  await pickPlace(page, {
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
  await screenshot(page, "admin-editor-address-lookup-1280");
  await page.keyboard.press("Control+s");
  await expect(page.getByText("All changes saved")).toBeVisible();
  const stored = await staffGraphql<{ adminTalent: Record<string, string> }>(
    request,
    session,
    "query($id: Int!) { adminTalent(id: $id) { houseUnitNumber location suburb postcode state } }",
    { id },
  );
  expect(stored.adminTalent).toEqual({
    houseUnitNumber: "4",
    location: "12 Glenferrie Road",
    suburb: "Malvern",
    postcode: "3144",
    state: "VIC",
  });
});
