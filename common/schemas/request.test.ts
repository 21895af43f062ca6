import { describe, expect, it } from "vitest";
import { todayIso } from "../text";
import {
  displayRequestStatus,
  requestStatusFilterSchema,
  requestStatusSchema,
  talentRequestSchema,
  unavailableTalentsMessage,
} from "./request";

const day = (offset: number) => todayIso(new Date(Date.now() + offset * 86_400_000));
const valid = {
  clientName: "Sam Lee",
  organizationName: "Bright Films",
  phone: "0400 000 000",
  email: "Sam@Bright.example",
  projectDescription: "A short film shooting in Melbourne.",
  requestedTalentIds: [3, 1, 3],
};

/** field → first message, the way the forms show them. */
function errorsOf(value: unknown): Record<string, string> {
  const result = talentRequestSchema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

describe("the request talent form", () => {
  it("stores a valid request with ids once each and blank dates as none", () => {
    const parsed = talentRequestSchema.parse({ ...valid, projectStartDate: "", projectEndDate: null });
    expect(parsed).toMatchObject({ email: "sam@bright.example", requestedTalentIds: [3, 1], projectStartDate: null, projectEndDate: null });
  });

  it("names every missing required field with the specification's message", () => {
    expect(errorsOf({})).toEqual({
      clientName: "Client name is required",
      organizationName: "Organization name is required",
      phone: "Phone number is required",
      email: "Email: a valid email address is required",
      projectDescription: "Project description is required",
      requestedTalentIds: "Talent: please select at least one talent",
    });
    expect(errorsOf({ ...valid, requestedTalentIds: [] })).toEqual({ requestedTalentIds: "Talent: please select at least one talent" });
  });

  it("refuses bad talent ids and more than 100 of them", () => {
    expect(errorsOf({ ...valid, requestedTalentIds: [0] })).toEqual({
      "requestedTalentIds.0": "Talent: each talent id must be a positive whole number.",
    });
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    expect(errorsOf({ ...valid, requestedTalentIds: many })).toEqual({ requestedTalentIds: "Talent: at most 100 talents per request" });
  });

  it("takes a project from today on, and an end on or after its start", () => {
    expect(errorsOf({ ...valid, projectStartDate: day(0), projectEndDate: day(0) })).toEqual({});
    expect(errorsOf({ ...valid, projectStartDate: day(-1) })).toEqual({ projectStartDate: "Project start date cannot be in the past" });
    expect(errorsOf({ ...valid, projectStartDate: day(5), projectEndDate: day(4) })).toEqual({
      projectEndDate: "Project end date must be after the start date",
    });
  });

  it("gives a date that is not a date its own message only", () => {
    expect(errorsOf({ ...valid, projectStartDate: "2025-02-30", projectEndDate: day(3) })).toEqual({
      projectStartDate: "Project start date must be a date (yyyy-mm-dd)",
    });
    expect(errorsOf({ ...valid, projectEndDate: "soon" })).toEqual({ projectEndDate: "Project end date must be a date (yyyy-mm-dd)" });
  });

  it("names the talents that are not available", () => {
    expect(unavailableTalentsMessage([7])).toBe("Talent 7 is not available.");
    expect(unavailableTalentsMessage([7, 9])).toBe("Talents 7, 9 are not available.");
  });
});

describe("request statuses", () => {
  it("staff set one of the four statuses, with optional notes", () => {
    expect(requestStatusSchema.parse({ status: "approved", responseNotes: " " })).toEqual({ status: "approved", responseNotes: null });
    const refused = requestStatusSchema.safeParse({ status: "done" });
    expect(refused.error?.issues[0]?.message).toBe("Status must be one of: pending, reviewed, approved, rejected.");
  });

  it("the list's filter treats blank and none as every request", () => {
    expect(requestStatusFilterSchema.parse({ status: "" })).toEqual({ status: null });
    expect(requestStatusFilterSchema.parse({})).toEqual({ status: null });
    expect(requestStatusFilterSchema.parse({ status: "rejected" })).toEqual({ status: "rejected" });
    expect(requestStatusFilterSchema.safeParse({ status: "all" }).success).toBe(false);
  });

  it("shows an unknown stored status as pending (docs/product.md#talent-requests)", () => {
    expect(displayRequestStatus("reviewed")).toBe("reviewed");
    expect(displayRequestStatus("archived")).toBe("pending");
    expect(displayRequestStatus(null)).toBe("pending");
  });
});
