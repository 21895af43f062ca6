import sharp from "sharp";
import { expect, test } from "./fixtures";
import { fulfillData, fulfillErrors, isOperation } from "./graphql-answers";
import { ProfileChangesListDocument } from "../web/src/gql/graphql";
import { adminSession, expectNoAxeViolations, signInBrowser, staffGraphql } from "./admin-helpers";
import { mailsTo } from "./mail-helpers";
import { invitationLink, proposeWithPhotos, publishedTalent, talentGraphql, talentTokenFrom } from "./portal-helpers";

// Staff's side of the talent portal (ADR 171): staff invite a talent from the talent page, the
// talent proposes a new bio, skills and a photo with the session the e-mail's link gives, and staff
// decide part by part, by keyboard, with a message for the part they reject. Only what was approved
// reaches the public profile, and the talent is e-mailed the outcome.

const NEW_BIO = "Trained at the Victorian College of the Arts.\n\nFive seasons of Shakespeare under the stars, and a voice for radio.";

test("staff invite a talent, then approve one part of their proposal and reject another with a message", async ({ page, request }) => {
  test.setTimeout(300_000);
  const session = await adminSession(request);
  await signInBrowser(page, session);
  const talent = await publishedTalent(request, session, "Marlowe");
  const name = `${talent.firstName} ${talent.lastName}`;

  // The talent page: no account yet; inviting sends the link, and the panel says until when it works.
  await page.goto(`/admin/talent-info/${talent.id}`);
  const panel = page.getByRole("region", { name: "Talent portal" });
  await expect(panel.getByText("Not invited")).toBeVisible();
  await panel.getByRole("button", { name: "Invite to talent portal" }).click();
  await expect(page.getByText("Invitation sent")).toBeVisible();
  await expect(panel.getByText(/^Invited, link valid until /)).toBeVisible();
  await expect(panel.getByRole("button", { name: "Send a new link" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The talent sets a password with the e-mail's token and proposes, through the API, three parts.
  const { token } = await invitationLink(talent.email);
  const talentToken = await talentTokenFrom(request, token);
  const photo = await sharp({ create: { width: 400, height: 500, channels: 3, background: "#3a6ea5" } })
    .jpeg()
    .toBuffer();
  const proposed = await proposeWithPhotos(request, talentToken, { bio: NEW_BIO, skills: ["Stage combat", "Radio voice"] }, [
    { name: "headshot.jpg", mimeType: "image/jpeg", buffer: photo },
  ]);
  expect(proposed.errors, JSON.stringify(proposed.errors)).toBeUndefined();
  expect(proposed.data.proposeProfileChange.items).toHaveLength(3);
  // Staff's operations stay closed to the talent's session.
  const refused = await talentGraphql(request, talentToken, "{ profileChanges { id } }");
  expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");

  // Active now; the sidebar counts the proposal.
  await page.reload();
  await expect(panel.getByText(/^Active, /)).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Admin" }).first();
  await expect(nav.getByRole("link", { name: /Changes to review/ })).toContainText(/\d+ to review/);

  // The list: the talent, when, how many parts; the review view opens from it.
  await nav.getByRole("link", { name: /Changes to review/ }).click();
  await expect(page.getByRole("heading", { name: "Changes to review", level: 1 })).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: name });
  await expect(row.getByText("3 parts to review")).toBeVisible();
  await expectNoAxeViolations(page);
  await row.getByRole("link", { name: `Review changes from ${name}` }).click();

  await expect(page.getByRole("heading", { name: `Changes from ${name}`, level: 1 })).toBeVisible();
  const bio = page.getByRole("region", { name: "Bio" });
  const skills = page.getByRole("region", { name: "Skills" });
  const newPhoto = page.getByRole("region", { name: "New photo" });
  // Side by side: the current value beside the proposed one; lists as chips, photos as thumbnails.
  await expect(bio.getByText("Current")).toBeVisible();
  await expect(bio.getByText(/Five seasons of Shakespeare/)).toBeVisible();
  await expect(skills.getByRole("listitem").filter({ hasText: "Stage combat" })).toBeVisible();
  await expect(newPhoto.getByRole("img", { name: `The new photo ${name} proposes` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "e2e/screenshots/admin-profile-change-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: "e2e/screenshots/admin-profile-change-1280.png", fullPage: true });

  // Saving with nothing decided is refused, named beside the first part.
  await page.getByRole("button", { name: "Save decisions" }).click();
  const summary = page.getByTestId("error-summary");
  await expect(summary.getByRole("link", { name: "Choose Approve or Reject for at least one part before saving." })).toBeVisible();

  // By keyboard alone: Approve the bio, Reject the skills with a message, leave the photo waiting.
  await bio.getByRole("radio", { name: "Approve" }).focus();
  await page.keyboard.press("Space");
  await expect(bio.getByRole("radio", { name: "Approve" })).toBeChecked();
  await skills.getByRole("radio", { name: "Approve" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(skills.getByRole("radio", { name: "Reject" })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(skills.getByLabel("Message to the talent (optional)")).toBeFocused();
  await page.keyboard.type("Please list only skills you could do on set tomorrow.");
  await expect(page.getByText("2 of 3 decided")).toBeVisible();
  await page.getByRole("button", { name: "Save decisions" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Decisions saved")).toBeVisible();

  // The photo still waits: the view keeps it, the bio and skills now show their outcome.
  await expect(bio.getByText("Approved")).toBeVisible();
  await expect(skills.getByText("Rejected")).toBeVisible();
  await expect(skills.getByText("Please list only skills you could do on set tomorrow.")).toBeVisible();
  await expect(newPhoto.getByRole("radio", { name: "Approve" })).not.toBeChecked();
  await newPhoto.getByText("Reject", { exact: true }).click();
  await expect(newPhoto.getByRole("radio", { name: "Reject" })).toBeChecked();
  await page.getByRole("button", { name: "Save decisions" }).click();
  // Every part decided: back to the list, which is empty of this talent.
  await expect(page.getByRole("heading", { name: "Changes to review", level: 1 })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);

  // The public profile shows the approved bio and not the rejected skills.
  await page.goto(`/talents/${talent.id}`);
  await expect(page.getByText(/Five seasons of Shakespeare under the stars/)).toBeVisible();
  await expect(page.getByText("Stage combat")).toHaveCount(0);

  // The talent is told the outcome, with the message, and sees it in their own proposals.
  const [outcome] = await mailsTo(talent.email, "profile-change-outcome");
  expect(outcome).toContain("Please list only skills you could do on set tomorrow.");
  const own = await talentGraphql(request, talentToken, "{ portal { changes { status items { label status message } } } }");
  expect(own.data.portal.changes[0].status).toBe("DECIDED");

  // The staff history records the approved edit.
  const history = await staffGraphql<{ activityFor: Array<{ summary: string }> }>(
    request,
    session,
    'query($id: Int!) { activityFor(subjectType: "Talent", subjectId: $id, limit: 10) { summary } }',
    { id: talent.id },
  );
  expect(history.activityFor.length).toBeGreaterThan(0);
});

test("a talent's removal request: a banner on their page, and Remove personal data after typing their name", async ({ page, request }) => {
  test.setTimeout(240_000);
  const session = await adminSession(request);
  await signInBrowser(page, session);
  const talent = await publishedTalent(request, session, "Rowan");
  const name = `${talent.firstName} ${talent.lastName}`;
  await staffGraphql(request, session, "mutation($id: Int!) { inviteTalentToPortal(talentId: $id) { status } }", { id: talent.id });
  const talentToken = await talentTokenFrom(request, (await invitationLink(talent.email)).token);
  const asked = await talentGraphql(
    request,
    talentToken,
    'mutation { requestRemoval(reason: "Retiring from acting") { removalRequestedAt } }',
  );
  expect(asked.errors, JSON.stringify(asked.errors)).toBeUndefined();

  // Listed under Changes to review, linking to the talent.
  await page.goto("/admin/profile-changes");
  const requests = page.getByRole("list", { name: "Removal requests" });
  await expect(requests.getByText("“Retiring from acting”")).toBeVisible();
  await requests.getByRole("link", { name }).click();

  // The banner says who asked, when and why.
  await expect(page.getByText(new RegExp(`^${name} asked on .+ to have their account and profile removed$`))).toBeVisible();
  await expect(page.getByText("Their reason: “Retiring from acting”")).toBeVisible();
  await page.getByRole("button", { name: "Remove personal data" }).click();
  const dialog = page.getByRole("dialog", { name: `Remove ${name}'s personal data?` });
  await expect(dialog.getByText("Bookings history stays for the agency's records, without their name or details.")).toBeVisible();
  await expectNoAxeViolations(page);

  // The name must be typed as shown.
  await dialog.getByLabel(`Type ${name} to confirm`).fill(talent.firstName);
  await dialog.getByRole("button", { name: "Remove personal data" }).click();
  await expect(
    dialog.getByTestId("error-summary").getByText(`Type the talent's name exactly as shown (${name}) to confirm.`),
  ).toBeVisible();
  await dialog.getByLabel(`Type ${name} to confirm`).fill(name);
  await dialog.getByRole("button", { name: "Remove personal data" }).click();
  await expect(page.getByText("Personal data removed")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/talent-info$/);

  // The row stays, emptied; the request is done and the talent's session is over.
  await page.goto(`/admin/talent-info/${talent.id}`);
  await expect(page.getByRole("heading", { name: "Edit Talent: Removed talent" })).toBeVisible();
  await expect(page.getByText(/asked on .+ to have their account and profile removed/)).toHaveCount(0);
  const after = await talentGraphql(request, talentToken, "{ portal { removalRequestedAt } }");
  expect(after.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
});

test("Changes to review says when there is nothing to review, and offers Retry when it cannot load", async ({ page, request }) => {
  const session = await adminSession(request);
  await signInBrowser(page, session);
  // Stand in for the API: first a failure, then an empty answer.
  let fail = true;
  await page.route("**/graphql", async (route) => {
    if (!isOperation(route, ProfileChangesListDocument)) return route.fallback();
    if (fail) return fulfillErrors(route, "Database connection issue");
    return fulfillData(route, ProfileChangesListDocument, { profileChanges: [], talentRemovalRequests: [] });
  });
  await page.goto("/admin/profile-changes");
  await expect(page.getByText("Failed to load the changes to review")).toBeVisible();
  fail = false;
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText("Nothing to review")).toBeVisible();
  await expect(page.getByText("No talent has asked to be removed.")).toBeVisible();
  await expectNoAxeViolations(page);
});
