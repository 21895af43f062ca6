import { z } from "zod";
import type { TalentFieldSpec } from "./talent-field-spec";

// For the tests that prove the field table drives every surface (ADR 010): one more public field,
// a row and its rules as docs/adding-a-talent-field.md has them added, and a talent that has it.
// The tests put it into the table with vi.mock, so no Prisma column is needed.

export const EXTRA_FIELD_KEY = "shoeSize";

export const EXTRA_FIELD_ROW = {
  label: "Shoe size",
  type: "Int",
  audience: "public",
  column: true,
  output: "expose",
  show: {
    submission: { section: "personal", order: 75 },
    staff: { section: "Physical", order: 15 },
    facts: { order: 35, label: "Shoe Size", format: "text" },
  },
  // After the height in the portal's "About you" (height 30, eye colour 40).
  portal: { section: "about", order: 35, hint: "Your Australian size.", autoComplete: "off" },
  forms: { submission: "optional", staff: "optional" },
} as const satisfies TalentFieldSpec;

export const EXTRA_FIELD_RULES = {
  submission: z.number({ error: "Shoe size must be a number." }).int().optional(),
  staff: z.number({ error: "Shoe size must be a number." }).int().nullish(),
};

/** The value the tests give the talent, and how the facts show it. */
export const EXTRA_FIELD_VALUE = 42;
export const EXTRA_FIELD_SHOWN = "42";
