import { describe, expect, it } from "vitest";
import { PORTAL_MAX_NEW_PHOTOS } from "./portal";
import { portalProfileFormSchema } from "./portal-form";

const base = { skills: "", newPhotos: [], removeImageIds: [] };
const photo = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type });
const messages = (value: unknown) => {
  const result = portalProfileFormSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("the portal's profile form", () => {
  it("reads skills typed with commas as a list, and keeps only the fields given", () => {
    const parsed = portalProfileFormSchema.parse({ ...base, skills: " Singing, Dance ,, Singing", bio: "  Hello there, I dance. " });
    expect(parsed).toMatchObject({ skills: ["Singing", "Dance"], bio: "Hello there, I dance." });
    expect(parsed).not.toHaveProperty("phone");
  });

  it("names the field in each of its messages", () => {
    expect(messages({ ...base, height: 20 })).toEqual(["height: Height must be at least 50."]);
    expect(messages({ ...base, state: "XYZ" })[0]).toMatch(/^state: State must be one of/);
  });

  it("checks each new photo's kind and the number of them, on the photos field", () => {
    expect(messages({ ...base, newPhotos: [photo("cv.pdf", "application/pdf")] })).toEqual([
      "newPhotos: cv.pdf: Photo must be a JPEG, PNG, GIF or WebP image.",
    ]);
    const many = Array.from({ length: PORTAL_MAX_NEW_PHOTOS + 1 }, (_, index) => photo(`p${index}.jpg`, "image/jpeg"));
    expect(messages({ ...base, newPhotos: many })).toEqual([`newPhotos: Photos: at most ${PORTAL_MAX_NEW_PHOTOS} new photos at a time.`]);
    expect(messages({ ...base, newPhotos: [photo("me.jpg", "image/jpeg")], removeImageIds: [3] })).toEqual([]);
  });
});
