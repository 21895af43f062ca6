import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "../../common/schemas";
import { passwordWeakness } from "../src/services/passwords";

describe("passwordWeakness", () => {
  it("refuses common passwords, also padded with digits and symbols, and repeated characters", () => {
    for (const weak of ["password1234", "QWERTYUIOP12", "!!monkey2024!!", "123456789012", "aaaaaaaaaaaa", "dragon-2024-#"]) {
      expect(passwordWeakness(weak), weak).toBe(ACCOUNT_MESSAGES.commonPassword);
    }
  });

  it("refuses a password holding the account's address", () => {
    expect(passwordWeakness("sam.jones-rocks-2024", "sam.jones@agency.test")).toBe(ACCOUNT_MESSAGES.passwordLikeEmail);
  });

  it("accepts a long uncommon phrase", () => {
    expect(passwordWeakness("Sunlit-Harbour-Ferry-42", "sam@agency.test")).toBeNull();
  });
});
