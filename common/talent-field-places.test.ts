import { describe, expect, it } from "vitest";
import { factKeys } from "./facts";
import { portalSectionKeys, talentField, talentFieldKeys, talentFormKeys, talentFormPlace, talentSectionKeys } from "./talent-field-keys";
import type { TalentForm } from "./talent-field-spec";

// The rows' places on the surfaces (ADR 010): a form field with no place would silently be missing
// from its form, and a place for a form the row is not in would show an input no rule accepts.

const FORMS: TalentForm[] = ["submission", "staff"];

describe("the field table's places", () => {
  it("gives every public-form field a place, and every staff field a tab but the age, which is never typed", () => {
    expect(talentFormKeys("submission").filter((key) => !talentFormPlace("submission", key))).toEqual([]);
    expect(talentFormKeys("staff").filter((key) => !talentFormPlace("staff", key))).toEqual(["age"]);
  });

  it("places a field only in the forms it is in", () => {
    for (const form of FORMS) {
      const placed = talentFieldKeys((row) => row.show?.[form] !== undefined);
      expect(placed.filter((key) => talentField(key).forms[form] === undefined)).toEqual([]);
    }
  });

  it("gives no two fields of a section the same place", () => {
    for (const form of FORMS) {
      const sections = new Set(talentFormKeys(form).flatMap((key) => talentFormPlace(form, key)?.section ?? []));
      for (const section of sections) {
        const orders = talentSectionKeys(form, section).map((key) => talentFormPlace(form, key)!.order);
        expect(new Set(orders).size, `${form} ${section}`).toBe(orders.length);
      }
    }
  });

  it("lets the talent propose only staff-form columns shown as they are, each in a place of its own in its group", () => {
    const proposable = talentFieldKeys((row) => row.portal !== undefined);
    const unfit = proposable.filter((key) => {
      const row = talentField(key);
      return !row.column || row.output !== "expose" || row.forms.staff === undefined;
    });
    expect(unfit).toEqual([]);
    const sections = ["about", "address", "contact"] as const;
    expect(sections.flatMap((section) => portalSectionKeys(section)).sort()).toEqual([...proposable].sort());
    for (const section of sections) {
      const orders = portalSectionKeys(section).map((key) => talentField(key).portal!.order);
      expect(new Set(orders).size, section).toBe(orders.length);
    }
  });

  it("makes facts only of public fields, each in a place of its own", () => {
    expect(factKeys().filter((key) => talentField(key).audience !== "public")).toEqual([]);
    const orders = factKeys().map((key) => talentField(key).show!.facts!.order);
    expect(new Set(orders).size).toBe(orders.length);
  });
});
