import { describe, expect, it } from "vitest";
import { PORTAL_MESSAGES } from "#common/schemas/portal";
import { profileReviewFormSchema, PROFILE_REVIEW_MESSAGES, removalConfirmSchema } from "#common/schemas/profile-review";
import { reviewDefaults, serverFieldMap, valueShape } from "./review-form";

const items = [
  { id: 11, field: "bio", status: "PENDING" },
  { id: 12, field: null, status: "APPROVED" },
  { id: 13, field: null, status: "PENDING" },
];

describe("the review form", () => {
  it("starts with one undecided row per part still waiting", () => {
    expect(reviewDefaults(items)).toEqual({
      decisions: [
        { itemId: 11, decision: "", message: "" },
        { itemId: 13, decision: "", message: "" },
      ],
    });
  });

  it("sends only the parts decided, each with its message", () => {
    const parsed = profileReviewFormSchema.parse({
      decisions: [
        { itemId: 11, decision: "approve", message: "" },
        { itemId: 13, decision: "reject", message: "  Please send a photo without a filter.  " },
        { itemId: 14, decision: "", message: "" },
      ],
    });
    expect(parsed.decisions).toEqual([
      { itemId: 11, approve: true, message: null },
      { itemId: 13, approve: false, message: "Please send a photo without a filter." },
    ]);
  });

  it("asks for at least one decision, beside the first part", () => {
    const result = profileReviewFormSchema.safeParse({ decisions: [{ itemId: 11, decision: "", message: "" }] });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["decisions.0.decision", PROFILE_REVIEW_MESSAGES.nothingDecided],
    ]);
  });

  it("names the message and its limit when a message is too long", () => {
    const result = profileReviewFormSchema.safeParse({ decisions: [{ itemId: 11, decision: "reject", message: "x".repeat(1001) }] });
    expect(result.error?.issues[0]?.message).toBe("Message must be at most 1000 characters.");
  });

  it("shows a refusal naming a field or a part beside that part's decision", () => {
    expect(serverFieldMap(items)).toMatchObject({ bio: "decisions.0.decision", "item.13": "decisions.1.decision" });
    expect(serverFieldMap(items)["item.12"]).toBeUndefined();
  });
});

describe("a value as the review shows it", () => {
  it("reads nothing, lists and text", () => {
    expect(valueShape(null)).toEqual({ kind: "empty" });
    expect(valueShape("")).toEqual({ kind: "empty" });
    expect(valueShape([])).toEqual({ kind: "empty" });
    expect(valueShape(["Singing", "Tap"])).toEqual({ kind: "list", items: ["Singing", "Tap"] });
    expect(valueShape(172)).toEqual({ kind: "text", text: "172" });
    expect(valueShape("A long bio.\nTwo lines.")).toEqual({ kind: "text", text: "A long bio.\nTwo lines." });
  });
});

describe("the removal confirmation", () => {
  const schema = removalConfirmSchema("Ada Lovelace");

  it("takes the talent's full name as shown, runs of spaces aside", () => {
    expect(schema.safeParse({ confirmName: "Ada Lovelace" }).success).toBe(true);
    expect(schema.safeParse({ confirmName: "  Ada   Lovelace " }).success).toBe(true);
  });

  it("refuses anything else, saying what to type", () => {
    expect(schema.safeParse({ confirmName: "ada lovelace" }).error?.issues[0]?.message).toBe(PORTAL_MESSAGES.confirmName("Ada Lovelace"));
    expect(schema.safeParse({ confirmName: "" }).error?.issues[0]?.message).toBe("Type the talent's name to confirm.");
  });
});
