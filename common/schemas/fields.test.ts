import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  birthDateField,
  emailField,
  idList,
  imageUrlField,
  isoDate,
  isRealDate,
  oneOf,
  optionalInt,
  optionalOneOf,
  optionalText,
  requiredText,
} from "./fields";
import { todayIso } from "../text";

// The building blocks every form's schema is made of: what each accepts, what it stores, and the
// message a person reads when it refuses.

/** The first message of a failed parse, or "ok". */
function messageOf(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  return result.success ? "ok" : result.error.issues[0]!.message;
}

describe("requiredText", () => {
  const name = requiredText("Name", "Name is required", { min: 2, max: 5 });

  it("trims, and refuses blank, short and missing text with the given message", () => {
    expect(name.parse("  Jo  ")).toBe("Jo");
    expect(messageOf(name, "   ")).toBe("Name is required");
    expect(messageOf(name, " J ")).toBe("Name is required");
    expect(messageOf(name, undefined)).toBe("Name is required");
    expect(messageOf(name, 12)).toBe("Name is required");
  });

  it("names the field and the limit when the text is too long", () => {
    expect(messageOf(name, "Joanna")).toBe("Name must be at most 5 characters.");
    expect(requiredText("Title", "Title is required").parse("x".repeat(200))).toHaveLength(200);
  });
});

describe("optionalText", () => {
  const notes = optionalText("Notes", 5);

  it("stores blank, null and missing as null so a cleared field is emptied", () => {
    expect(notes.parse("   ")).toBeNull();
    expect(notes.parse(null)).toBeNull();
    expect(notes.parse(undefined)).toBeNull();
    expect(notes.parse(" hi ")).toBe("hi");
  });

  it("refuses what is not text, and text over the limit, naming the field", () => {
    expect(messageOf(notes, 3)).toBe("Notes must be text.");
    expect(messageOf(notes, "abcdef")).toBe("Notes must be at most 5 characters.");
  });
});

describe("emailField", () => {
  const email = emailField("Valid email is required");

  it("trims and lower-cases an address", () => {
    expect(email.parse("  Jane.Doe@Example.COM ")).toBe("jane.doe@example.com");
  });

  it("refuses anything else with the given message", () => {
    for (const value of ["", "jane", "jane@", "@example.com", "jane doe@example.com", `${"a".repeat(250)}@example.com`, null, 7]) {
      expect(messageOf(email, value), String(value)).toBe("Valid email is required");
    }
  });
});

describe("choices", () => {
  it("oneOf takes a listed value and nothing else", () => {
    const size = oneOf(["S", "M"] as const, "Choose a size");
    expect(size.parse("M")).toBe("M");
    expect(messageOf(size, "L")).toBe("Choose a size");
    expect(messageOf(size, undefined)).toBe("Choose a size");
  });

  it("optionalOneOf also takes none, and lists the choices when refusing", () => {
    const state = optionalOneOf(["VIC", "NSW"] as const, "State");
    expect(state.parse(undefined)).toBeNull();
    expect(state.parse(null)).toBeNull();
    expect(state.parse("NSW")).toBe("NSW");
    expect(messageOf(state, "vic")).toBe("State must be one of: VIC, NSW.");
  });
});

describe("optionalInt", () => {
  const height = optionalInt("Height", 50, 250);

  it("takes whole numbers within the bounds, and none as null", () => {
    expect(height.parse(50)).toBe(50);
    expect(height.parse(250)).toBe(250);
    expect(height.parse(null)).toBeNull();
    expect(height.parse(undefined)).toBeNull();
  });

  it("says which bound a number breaks, and refuses fractions and text", () => {
    expect(messageOf(height, 49)).toBe("Height must be at least 50.");
    expect(messageOf(height, 251)).toBe("Height must be at most 250.");
    expect(messageOf(height, 170.5)).toBe("Height must be a whole number.");
    expect(messageOf(height, "170")).toBe("Height must be a whole number.");
  });
});

describe("dates", () => {
  it("isRealDate knows the calendar, leap years included", () => {
    expect(isRealDate("2024-02-29")).toBe(true);
    expect(isRealDate("2023-02-29")).toBe(false);
    expect(isRealDate("2024-04-31")).toBe(false);
    expect(isRealDate("2024-13-01")).toBe(false);
    expect(isRealDate("2024-1-01")).toBe(false);
    expect(isRealDate("01/02/2024")).toBe(false);
    expect(isRealDate("2024-01-01T00:00:00Z")).toBe(false);
  });

  it("isoDate trims and refuses what is not a real yyyy-mm-dd date", () => {
    const date = isoDate("Start date must be a date (yyyy-mm-dd)");
    expect(date.parse(" 2024-02-29 ")).toBe("2024-02-29");
    expect(messageOf(date, "2023-02-29")).toBe("Start date must be a date (yyyy-mm-dd)");
    expect(messageOf(date, 20240229)).toBe("Start date must be a date (yyyy-mm-dd)");
  });

  it("a date of birth lies between 1900-01-01 and today", () => {
    expect(birthDateField.parse("1900-01-01")).toBe("1900-01-01");
    expect(birthDateField.parse(todayIso())).toBe(todayIso());
    expect(messageOf(birthDateField, "1899-12-31")).toBe("Date of birth cannot be before 1900-01-01.");
    const tomorrow = todayIso(new Date(Date.now() + 86_400_000));
    expect(messageOf(birthDateField, tomorrow)).toBe("Date of birth cannot be in the future.");
    expect(messageOf(birthDateField, "")).toBe("Date of birth is required.");
  });
});

describe("imageUrlField", () => {
  it("takes a web address or a file this server stored, and blank as none", () => {
    expect(imageUrlField.parse("https://example.com/a.jpg")).toBe("https://example.com/a.jpg");
    expect(imageUrlField.parse("http://example.com/a.jpg")).toBe("http://example.com/a.jpg");
    expect(imageUrlField.parse("/uploads/talents/12/a-b_c.jpg")).toBe("/uploads/talents/12/a-b_c.jpg");
    expect(imageUrlField.parse("  ")).toBeNull();
    expect(imageUrlField.parse(null)).toBeNull();
  });

  it("refuses scripts, other schemes, paths out of the uploads and markup", () => {
    const message = "Image URL must be a web address (https://...) or an uploaded file.";
    for (const value of [
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "ftp://example.com/a.jpg",
      "/etc/passwd",
      "/uploads/../secrets",
      'https://example.com/a.jpg"onerror="x',
      "https://exa mple.com",
    ]) {
      expect(messageOf(imageUrlField, value), value).toBe(message);
    }
    expect(messageOf(imageUrlField, `https://example.com/${"a".repeat(2040)}`)).toBe("Image URL must be at most 2048 characters.");
    expect(messageOf(imageUrlField, 5)).toBe("Image URL must be text.");
  });
});

describe("idList", () => {
  it("takes positive whole numbers and refuses anything else with one message", () => {
    const ids = idList("Category ids must be positive whole numbers.");
    expect(ids.parse([1, 2])).toEqual([1, 2]);
    expect(ids.parse([])).toEqual([]);
    for (const value of [[0], [-1], [1.5], ["1"], "1", null]) {
      expect(messageOf(ids, value), JSON.stringify(value)).toBe("Category ids must be positive whole numbers.");
    }
  });
});
