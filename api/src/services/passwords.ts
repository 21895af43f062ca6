import { dictionary } from "@zxcvbn-ts/language-common";
import { ACCOUNT_MESSAGES } from "#common/schemas";

// New passwords are checked against the 10,000 most common ones (zxcvbn-ts's list, ranked by how
// often they appear in leaks), also with the digits and symbols people pad them with taken off the
// ends: 'password1234' and '!!monkey2024!!' are as weak as 'password' and 'monkey'.
const COMMON_COUNT = 10_000;

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary["passwords-common"].slice(0, COMMON_COUNT).map((word) => word.toLowerCase()));
  return common;
}

const PADDING = /^[\d\W_]+|[\d\W_]+$/g;

/** Why a new password is refused beyond its length, or null when it is fine. */
export function passwordWeakness(password: string, email?: string): string | null {
  const lower = password.toLowerCase();
  const core = lower.replace(PADDING, "");
  const list = commonPasswords();
  // Nothing but digits and symbols, one character repeated, or a common password at the core.
  if (core === "" || /^(.)\1*$/.test(core) || list.has(lower) || list.has(core)) return ACCOUNT_MESSAGES.commonPassword;
  const local = email?.split("@")[0]?.toLowerCase();
  if (local && local.length >= 4 && lower.includes(local)) return ACCOUNT_MESSAGES.passwordLikeEmail;
  return null;
}
