import { isInputObjectType, isObjectType } from "graphql";
import { describe, expect, it, vi } from "vitest";
import { portalProfileSchema } from "../../common/schemas/portal";
import { EXTRA_FIELD_KEY, EXTRA_FIELD_SHOWN, EXTRA_FIELD_VALUE } from "../../common/talent-field-fixture";
import { CARD_SELECT, cardContent } from "./http/comp-card";
import { schema } from "./schema";
import { FACT_SELECT, talentFacts } from "./schema/talent-fields";

// The server's surfaces of a field added only to the table (ADR 010): the public facts that
// Talent.facts answers to the profile and the client package page, and the comp card, load and
// show it; the talent portal reads what the agency holds of it and takes a proposal of it, under
// its rule. The web's surfaces are in web/src/app/talent-field-surfaces.test.tsx.

vi.mock("../../common/talent-fields", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../common/talent-fields")>();
  const { EXTRA_FIELD_KEY: key, EXTRA_FIELD_ROW: row } = await import("../../common/talent-field-fixture");
  // Added to the table object itself, as a row in the file would be.
  Object.assign(actual.TALENT_FIELDS, { [key]: row });
  return actual;
});
vi.mock("../../common/talent-field-rules", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../common/talent-field-rules")>();
  const { EXTRA_FIELD_KEY: key, EXTRA_FIELD_RULES: rules } = await import("../../common/talent-field-fixture");
  Object.assign(actual.TALENT_FIELD_RULES, { [key]: rules });
  return actual;
});

const talent = {
  id: 1,
  firstName: "Mia",
  lastName: "Tran",
  gender: "Female",
  age: 30,
  birthDay: null,
  birthMonth: null,
  birthYear: null,
  playableAgeMin: 25,
  playableAgeMax: 35,
  playableAgeNA: false,
  height: 170,
  eyeColor: "brown",
  hairColor: "black",
  smoker: false,
  suburb: "Bondi",
  state: "NSW",
  [EXTRA_FIELD_KEY]: EXTRA_FIELD_VALUE,
  skills: [],
  credits: [],
  reels: [],
  categories: [],
};

describe("a public field added to the table, on the server", () => {
  it("is read for the facts and shown among them in its place", () => {
    expect(FACT_SELECT[EXTRA_FIELD_KEY]).toBe(true);
    expect(talentFacts(talent).map((fact) => fact.label)).toEqual([
      "Age",
      "Playable Age Range",
      "Height",
      "Shoe Size",
      "Eye Color",
      "Hair Color",
      "Smoker",
      "Location",
    ]);
    expect(talentFacts(talent)).toContainEqual({ key: EXTRA_FIELD_KEY, label: "Shoe Size", value: EXTRA_FIELD_SHOWN });
  });

  it("is loaded for the comp card and printed on it", () => {
    expect((CARD_SELECT as Record<string, unknown>)[EXTRA_FIELD_KEY]).toBe(true);
    const card = cardContent(talent as never, "https://example.com/talents/1");
    expect(card.facts).toContainEqual({ label: "Shoe Size", value: EXTRA_FIELD_SHOWN });
  });

  it("is not a fact while unknown", () => {
    expect(talentFacts({ ...talent, [EXTRA_FIELD_KEY]: null }).map((fact) => fact.key)).not.toContain(EXTRA_FIELD_KEY);
  });
});

describe("a field the talent may propose, added to the table, on the server", () => {
  it("is read back to the portal with the other portal fields", () => {
    const held = schema.getType("PortalHeldProfile");
    expect(isObjectType(held) && held.getFields()[EXTRA_FIELD_KEY]?.type.toString()).toBe("Int");
    const portal = schema.getType("Portal");
    expect(isObjectType(portal) && portal.getFields().heldProfile?.type.toString()).toBe("PortalHeldProfile!");
  });

  it("is a field of a proposal's input, checked with its rule", () => {
    const input = schema.getType("PortalProfileInput");
    expect(isInputObjectType(input) && input.getFields()[EXTRA_FIELD_KEY]?.type.toString()).toBe("Int");
    expect(portalProfileSchema.parse({ [EXTRA_FIELD_KEY]: 43 })).toEqual({ [EXTRA_FIELD_KEY]: 43 });
    const refused = portalProfileSchema.safeParse({ [EXTRA_FIELD_KEY]: "big" });
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      [EXTRA_FIELD_KEY, "Shoe size must be a number."],
    ]);
  });
});
