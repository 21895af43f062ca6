import sharp from "sharp";
import { adminSession, staffGraphql } from "./admin-helpers";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { invitationLink, proposeWithPhotos, publishedTalent, TALENT_PASSWORD, talentTokenFrom } from "./portal-helpers";

// A talent's proposed photo once staff decided it: the pending file is deleted with the decision,
// so the portal says what became of it, with staff's reason, instead of showing a broken image.

test("a rejected photo shows as not added, with the agency's reason and no broken image", async ({ page, request }) => {
  test.setTimeout(180_000);
  const staff = await adminSession(request);
  const talent = await publishedTalent(request, staff, "Imogen");
  await staffGraphql(request, staff, "mutation ($id: Int!) { inviteTalentToPortal(talentId: $id) { status } }", { id: talent.id });
  const talentToken = await talentTokenFrom(request, (await invitationLink(talent.email)).token);
  const photo = await sharp({ create: { width: 400, height: 500, channels: 3, background: "#a53a6e" } })
    .jpeg()
    .toBuffer();
  const proposed = await proposeWithPhotos(request, talentToken, {}, [{ name: "beach.jpg", mimeType: "image/jpeg", buffer: photo }]);
  expect(proposed.errors, JSON.stringify(proposed.errors)).toBeUndefined();
  const { id, items } = proposed.data.proposeProfileChange as { id: number; items: Array<{ id: number }> };
  const reason = "Please send a headshot without sunglasses.";
  await staffGraphql(
    request,
    staff,
    "mutation ($id: Int!, $decisions: [ProfileChangeDecisionInput!]!) { reviewProfileChange(id: $id, decisions: $decisions) { status } }",
    { id, decisions: [{ itemId: items[0]!.id, approve: false, message: reason }] },
  );

  // Any picture the page asks for and does not get is a broken image on the screen.
  const missing: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "image" && response.status() >= 400) missing.push(response.url());
  });
  await page.goto("/portal/sign-in");
  await page.getByLabel("Email").fill(talent.email);
  await page.getByLabel("Password").fill(TALENT_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto("/portal/profile");

  const proposal = page.getByTestId("proposal").first();
  await expect(proposal.getByText("Not approved")).toBeVisible();
  await expect(proposal.getByText("New photo, not added to your profile")).toBeVisible();
  await expect(proposal.getByText(`From the agency: ${reason}`)).toBeVisible();
  await expect(proposal.getByRole("img")).toHaveCount(0);
  await expect(proposal.getByRole("button", { name: "Withdraw" })).toHaveCount(0);
  expect(missing).toEqual([]);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
});
