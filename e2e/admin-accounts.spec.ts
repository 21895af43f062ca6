import { expect, test, newLivePage } from "./fixtures";
import { adminSession, expectNoAxeViolations, signInBrowser } from "./admin-helpers";
import { linkIn, mailsTo } from "./mail-helpers";

// Staff accounts (ADR 004): invite by e-mail, set the password from the invitation's link,
// reset a forgotten password from the login page, change one's own, and deactivation.

const PASSWORD = "harbour-lights-at-dusk";

async function signInWithForm(page: import("@playwright/test").Page, email: string, password: string) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

test("invite a staff member, who sets a password, then resets and changes it, and is deactivated", async ({ page, request, browser }) => {
  const session = await adminSession(request);
  await signInBrowser(page, session);
  const email = `casey.${Date.now()}@example.com`;

  await page.goto("/admin/staff");
  await expect(page.getByRole("heading", { name: "Staff" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "admin@example.com" }).getByText("(you)")).toBeVisible();
  // One's own account has no Deactivate button.
  await expect(page.getByRole("button", { name: "Deactivate admin@example.com" })).toHaveCount(0);

  // Keyboard: open the dialog, type the address, send with Enter.
  await page.getByRole("button", { name: "Invite staff member" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Invite staff member" });
  await expect(dialog.getByLabel("Email")).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row.getByText("Invitation pending")).toBeVisible();
  await expect(row.getByText("Never")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "e2e/screenshots/admin-staff-1280.png", fullPage: true });

  // The invitation e-mail's link, opened in a browser that is signed out.
  const [invitation] = await mailsTo(email, "staff-invitation");
  const invitationLink = linkIn(invitation!, "/admin/set-password?token=");
  const other = await browser.newContext();
  const newcomer = await newLivePage(other);
  await newcomer.goto(invitationLink);
  await expect(newcomer.getByRole("heading", { name: "Set up your account" })).toBeVisible();
  await expect(newcomer.getByText("At least 12 characters, not a common password")).toBeVisible();
  await newcomer.getByLabel(/^New password/).fill("password1234");
  await newcomer.getByLabel("Confirm new password").fill("password1234");
  await newcomer.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(newcomer.getByText("This password is too common. Choose one that is harder to guess.").first()).toBeVisible();
  await newcomer.getByLabel(/^New password/).fill(PASSWORD);
  await newcomer.getByLabel("Confirm new password").fill(PASSWORD);
  await newcomer.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(newcomer).toHaveURL(/\/admin\/dashboard$/);
  await expectNoAxeViolations(newcomer);

  // The link worked once.
  await newcomer.goto(invitationLink);
  await expect(newcomer.getByText("This link has expired or has already been used.")).toBeVisible();
  await expect(newcomer.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/admin/forgot-password");
  await expectNoAxeViolations(newcomer);
  await other.close();

  await expect(row.getByText("Active", { exact: true })).toBeVisible();

  // A forgotten password: from the login page, through the e-mail.
  const visitor = await browser.newContext();
  const forgetful = await newLivePage(visitor);
  await forgetful.goto("/admin/login");
  await forgetful.getByRole("link", { name: "Reset it here" }).click();
  await expect(forgetful).toHaveURL(/\/admin\/forgot-password$/);
  await forgetful.getByLabel("Email").fill(email);
  await forgetful.getByRole("button", { name: "Send reset link" }).click();
  const answer =
    "If an account exists for that email address, we have sent it a link to reset the password. The link works for 30 minutes.";
  await expect(forgetful.getByText(answer)).toBeVisible();
  await expectNoAxeViolations(forgetful);
  // An unknown address gets the very same answer.
  await forgetful.reload();
  await forgetful.getByLabel("Email").fill(`nobody.${Date.now()}@example.com`);
  await forgetful.getByRole("button", { name: "Send reset link" }).click();
  await expect(forgetful.getByText(answer)).toBeVisible();

  const [reset] = await mailsTo(email, "password-reset");
  await forgetful.goto(linkIn(reset!, "/admin/set-password?token="));
  await expect(forgetful.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  const resetPassword = `${PASSWORD}-again`;
  await forgetful.getByLabel(/^New password/).fill(resetPassword);
  await forgetful.getByLabel("Confirm new password").fill(`${resetPassword}x`);
  await forgetful.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(forgetful.getByTestId("error-summary").getByRole("link", { name: "The passwords do not match." })).toBeVisible();
  await forgetful.getByLabel("Confirm new password").fill(resetPassword);
  await forgetful.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(forgetful).toHaveURL(/\/admin\/dashboard$/);

  // Changing one's own password on My Account: a wrong current password is named beside its field.
  await forgetful.getByRole("navigation", { name: "Admin" }).first().getByRole("link", { name: "My Account" }).click();
  await expect(forgetful.getByRole("heading", { name: "My Account" })).toBeVisible();
  await expect(forgetful.getByText(`Signed in as ${email}.`)).toBeVisible();
  const changed = `${PASSWORD}-changed`;
  await forgetful.getByLabel("Current password").fill("not-my-password");
  await forgetful.getByLabel(/^New password/).fill(changed);
  await forgetful.getByLabel("Confirm new password").fill(changed);
  await forgetful.getByRole("button", { name: "Change password" }).click();
  await expect(forgetful.getByTestId("error-summary").getByRole("link", { name: "The current password is not correct." })).toBeVisible();
  await forgetful.getByLabel("Current password").fill(resetPassword);
  await forgetful.getByRole("button", { name: "Change password" }).click();
  await expect(forgetful.getByText("Your password has been changed.", { exact: false })).toBeVisible();
  await expect(forgetful.getByLabel("Current password")).toHaveValue("");
  // Still signed in with the new token.
  await forgetful.reload();
  await expect(forgetful.getByRole("heading", { name: "My Account" })).toBeVisible();
  await expectNoAxeViolations(forgetful);
  await forgetful.screenshot({ path: "e2e/screenshots/admin-account-1280.png", fullPage: true });
  await visitor.close();

  // The new password signs in; the old one does not.
  const check = await browser.newContext();
  const checker = await newLivePage(check);
  await signInWithForm(checker, email, resetPassword);
  await expect(checker.getByText("Login failed")).toBeVisible();
  await signInWithForm(checker, email, changed);
  await expect(checker).toHaveURL(/\/admin\/dashboard$/);

  // Deactivation, confirmed: the account cannot sign in any more.
  await page.getByRole("button", { name: `Deactivate ${email}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText(`${email} will be signed out at once`)).toBeVisible();
  await confirm.getByRole("button", { name: "Deactivate" }).click();
  await expect(row.getByText("Deactivated")).toBeVisible();
  await signInWithForm(checker, email, changed);
  await expect(checker.getByText("This account has been deactivated.", { exact: false })).toBeVisible();
  await check.close();

  // And back.
  await page.getByRole("button", { name: `Reactivate ${email}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Reactivate" }).click();
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
});
