import { describe, expect, it } from "vitest";
import { clientSchema, contactSchema } from "./content";
import { isPhoneNumber, phoneMessage } from "./fields";
import { talentRequestSchema } from "./request";
import { TALENT_FIELD_RULES } from "../talent-field-rules";

// Phone numbers are checked as phone numbers (ADR 005), by one rule shared by the forms and the API.

describe("phone numbers", () => {
  it.each([
    "0412 345 678",
    "(02) 9876 5432",
    "02 9876 5432",
    "1300 123 456",
    "13 12 34",
    "+61 412 345 678",
    "+44 20 7946 0958",
    "+1 415 555 2671",
  ])("takes %s", (value) => {
    expect(isPhoneNumber(value)).toBe(true);
  });

  it.each(["STRING", "1234", "000", "0000 000 000", "+999 123", "phone me"])("refuses %s", (value) => {
    expect(isPhoneNumber(value)).toBe(false);
  });

  it("names the field and the rule in each form, and keeps the required message for a blank one", () => {
    const submission = TALENT_FIELD_RULES.phone.submission!;
    expect(submission.safeParse("STRING").error?.issues[0]?.message).toBe(phoneMessage("Phone number"));
    expect(submission.safeParse("").error?.issues[0]?.message).toBe("Phone number is required.");
    expect(submission.parse(" 0412 345 678 ")).toBe("0412 345 678");
    const staff = TALENT_FIELD_RULES.phone.staff!;
    expect(staff.parse("")).toBeNull();
    expect(staff.safeParse("12").error?.issues[0]?.message).toBe(phoneMessage("Phone"));
    const client = clientSchema.safeParse({ clientName: "Acme", email: "a@example.com", phone: "call me" });
    expect(client.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["phone", phoneMessage("Phone")]]);
    const phoneIssue = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
      result.error?.issues.find((issue) => issue.path[0] === "phone")?.message;
    expect(phoneIssue(contactSchema.safeParse({ phone: "STRING" }))).toBe(phoneMessage("Phone"));
    expect(phoneIssue(talentRequestSchema.safeParse({ phone: "STRING" }))).toBe(phoneMessage("Phone number"));
  });
});
