import { z } from "zod";
import { emailField } from "./fields";

// Staff accounts: invitations, deactivation, password changes and resets. The API checks the same
// rules (plus the list of common passwords, api/src/services/passwords.ts) and answers these texts.

export const PASSWORD_MIN_LENGTH = 12;
export const INVITATION_VALID_HOURS = 24;
export const RESET_VALID_MINUTES = 30;

export const newPasswordField = z
  .string({ error: "Password is required." })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(200, "Password must be at most 200 characters.");

export const ACCOUNT_MESSAGES = {
  commonPassword: "This password is too common. Choose one that is harder to guess.",
  passwordLikeEmail: "The password must not contain your email address.",
  wrongCurrentPassword: "The current password is not correct.",
  samePassword: "The new password must be different from the current one.",
  resetRequested:
    "If an account exists for that email address, we have sent it a link to reset the password. The link works for 30 minutes.",
  linkExpired: "This link has expired or has already been used.",
  deactivated: "This account has been deactivated. Ask another staff member to reactivate it.",
  alreadyStaff: (email: string) => `${email} already has a staff account.`,
  cannotDeactivateSelf: "You cannot deactivate your own account.",
  passwordChanged: "Your password has been changed. You are still signed in here; other sessions have ended.",
  passwordSet: "Your password has been set. You are now signed in.",
} as const;

export const inviteStaffSchema = z.object({
  email: emailField("Please enter a valid email address."),
});

export const passwordResetRequestSchema = z.object({
  email: emailField("Please enter a valid email address."),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: "Current password is required." }).min(1, "Current password is required.").max(200),
    newPassword: newPasswordField,
  })
  .refine((value) => value.currentPassword !== value.newPassword, { path: ["newPassword"], message: ACCOUNT_MESSAGES.samePassword });

export const setPasswordSchema = z.object({
  token: z.string({ error: ACCOUNT_MESSAGES.linkExpired }).min(1, ACCOUNT_MESSAGES.linkExpired).max(200, ACCOUNT_MESSAGES.linkExpired),
  password: newPasswordField,
});

export const PASSWORDS_DIFFER = "The passwords do not match.";
/** What the password forms show under the new password: the rules the API applies. */
export const PASSWORD_RULES = `At least ${PASSWORD_MIN_LENGTH} characters, not a common password, and not containing your email address.`;

/** The set-password page's form: the API's rules plus a second entry that must match (checked here only). */
export const setPasswordFormSchema = z
  .object({ password: newPasswordField, confirmPassword: z.string({ error: PASSWORDS_DIFFER }) })
  .refine((value) => value.password === value.confirmPassword, { path: ["confirmPassword"], message: PASSWORDS_DIFFER });

/** The account page's form: the current password, the new one and its confirmation. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string({ error: "Current password is required." }).min(1, "Current password is required.").max(200),
    newPassword: newPasswordField,
    confirmPassword: z.string({ error: PASSWORDS_DIFFER }),
  })
  .refine((value) => value.currentPassword !== value.newPassword, { path: ["newPassword"], message: ACCOUNT_MESSAGES.samePassword })
  .refine((value) => value.newPassword === value.confirmPassword, { path: ["confirmPassword"], message: PASSWORDS_DIFFER });
