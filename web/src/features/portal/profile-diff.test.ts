import { describe, expect, it } from "vitest";
import { changedFields, formDefaults } from "./profile-diff";

const KEYS = ["bio", "skills", "height", "phone", "state"];

describe("a proposal's fields", () => {
  it("holds only the fields that changed, a cleared one as null", () => {
    const initial = { bio: "Old", skills: ["Dance"], height: 170, phone: null, state: "VIC" };
    const next = { bio: "New", skills: ["Dance"], height: 170, phone: null, state: null };
    expect(changedFields(KEYS, initial, next)).toEqual({ bio: "New", state: null });
  });

  it("counts a reordered or grown list as a change, and undefined as null", () => {
    expect(changedFields(["skills"], { skills: ["a", "b"] }, { skills: ["b", "a"] })).toEqual({ skills: ["b", "a"] });
    expect(changedFields(["phone"], { phone: null }, { phone: undefined })).toEqual({});
  });
});

describe("the form's starting values", () => {
  it("writes lists as comma-separated text and missing text as blank", () => {
    expect(formDefaults(KEYS, { bio: null, skills: ["Dance", "Singing"], height: null, phone: "0412 345 678", state: "NSW" })).toEqual({
      bio: "",
      skills: "Dance, Singing",
      height: undefined,
      phone: "0412 345 678",
      state: "NSW",
      newPhotos: [],
      removeImageIds: [],
    });
  });
});
