import { describe, expect, it } from "vitest";
import { EMPTY_FILTERS, hasActiveFilters, readFilters, readPage, SELECT_FILTERS, toApiFilter, writeFilters } from "./filters";
import { AGE_RANGES, EYE_COLORS, GENDER_FILTERS, HAIR_COLORS, HEIGHT_RANGES, STATES } from "#common/options";
import { REGIONS } from "#common/places/regions";

const params = (query: string) => new URLSearchParams(query);

describe("readFilters", () => {
  it("reads every filter the specification names", () => {
    expect(
      readFilters(
        params("category=3&search=Mia&ageRange=26-35&gender=Female&location=VIC&eyeColor=blue&hairColor=red&heightRange=over-190"),
      ),
    ).toEqual({
      category: 3,
      search: "Mia",
      ageRange: "26-35",
      gender: "Female",
      location: "VIC",
      eyeColor: "blue",
      hairColor: "red",
      heightRange: "over-190",
    });
  });

  it("ignores a non-numeric category, a blank search and values that are not options", () => {
    expect(readFilters(params("category=abc&search=%20%20&gender=robot&eyeColor=purple&location=all"))).toEqual(EMPTY_FILTERS);
    expect(readFilters(params("category=2x")).category).toBeNull();
    expect(readFilters(params("category=0")).category).toBeNull();
    expect(readFilters(params("category=99999999999")).category).toBeNull();
  });

  it("reads a region as the location, and keeps it in the address", () => {
    const filters = readFilters(params("location=greater-melbourne"));
    expect(filters.location).toBe("greater-melbourne");
    expect(writeFilters(filters).toString()).toBe("location=greater-melbourne");
    expect(toApiFilter(filters)).toEqual({ location: "greater-melbourne" });
    expect(readFilters(params("location=greater-atlantis")).location).toBe("all");
  });

  it("trims the search", () => {
    expect(readFilters(params("search=%20Mia%20T.%20")).search).toBe("Mia T.");
  });

  it("gives the defaults for an empty address", () => {
    expect(readFilters(params(""))).toEqual(EMPTY_FILTERS);
  });
});

describe("writeFilters", () => {
  it("writes only the set filters, in the specification's order, with page above 1", () => {
    const filters = { ...EMPTY_FILTERS, gender: "Male", category: 4, search: " Sam ", heightRange: "160-170" };
    expect(writeFilters(filters).toString()).toBe("category=4&search=Sam&gender=Male&heightRange=160-170");
    expect(writeFilters(filters, 3).toString()).toBe("category=4&search=Sam&gender=Male&heightRange=160-170&page=3");
  });

  it("gives a plain address with no filters", () => {
    expect(writeFilters(EMPTY_FILTERS).toString()).toBe("");
    expect(writeFilters({ ...EMPTY_FILTERS, search: "   " }, 1).toString()).toBe("");
  });

  it("keeps parameters that are not filters and drops the old ones", () => {
    const previous = params("utm_source=mail&gender=Male&page=4");
    expect(writeFilters({ ...EMPTY_FILTERS, location: "NSW" }, 1, previous).toString()).toBe("utm_source=mail&location=NSW");
  });

  it("round-trips through readFilters", () => {
    const filters = { ...EMPTY_FILTERS, ageRange: "55+", eyeColor: "hazel", hairColor: "other", location: "ACT", category: 12 };
    expect(readFilters(writeFilters(filters))).toEqual(filters);
  });
});

describe("readPage", () => {
  it("is 1 unless the address says a whole number above 1", () => {
    expect(readPage(params(""))).toBe(1);
    expect(readPage(params("page=0"))).toBe(1);
    expect(readPage(params("page=-2"))).toBe(1);
    expect(readPage(params("page=2.5"))).toBe(1);
    expect(readPage(params("page=abc"))).toBe(1);
    expect(readPage(params("page=3"))).toBe(3);
  });
});

describe("toApiFilter", () => {
  it("sends only filters that are set and not 'all'", () => {
    expect(toApiFilter(EMPTY_FILTERS)).toEqual({});
    expect(toApiFilter({ ...EMPTY_FILTERS, category: 2, search: "  ", gender: "Non-binary", location: "all" })).toEqual({
      categoryId: 2,
      gender: "Non-binary",
    });
  });
});

describe("hasActiveFilters", () => {
  it("is true for any filter and false for none", () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, hairColor: "black" })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, category: 1 })).toBe(true);
  });
});

describe("the dropdowns", () => {
  it("offer the specification's option lists from common/", () => {
    const options = Object.fromEntries(SELECT_FILTERS.map((filter) => [filter.key, filter.options.map((option) => option.value)]));
    expect(options).toEqual({
      ageRange: [...AGE_RANGES],
      gender: [...GENDER_FILTERS],
      location: STATES.flatMap((state) => [
        state,
        ...REGIONS.filter((region) => region.state === state && state !== "ACT").map((region) => region.id),
      ]),
      eyeColor: [...EYE_COLORS],
      hairColor: [...HAIR_COLORS],
      heightRange: [...HEIGHT_RANGES],
    });
    expect(SELECT_FILTERS.map((filter) => filter.allLabel)).toEqual([
      "All Ages",
      "All Genders",
      "All Locations",
      "All Eye Colors",
      "All Hair Colors",
      "All Heights",
    ]);
    const heights = SELECT_FILTERS.find((filter) => filter.key === "heightRange")!.options.map((option) => option.label);
    expect(heights).toEqual(["Under 160cm", "160-170", "170-180", "180-190", "Over 190cm"]);
    // Every colour the editor offers, as visitors read it (amber, auburn and white included).
    const labels = (key: string) => SELECT_FILTERS.find((filter) => filter.key === key)!.options.map((option) => option.label);
    expect(labels("eyeColor")).toEqual(["Brown", "Blue", "Green", "Hazel", "Grey", "Amber", "Other"]);
    expect(labels("hairColor")).toEqual(["Black", "Brown", "Blonde", "Red", "Auburn", "Grey", "White", "Other"]);
  });

  it("offer each state's regions under the state's name, the whole state first", () => {
    const location = SELECT_FILTERS.find((filter) => filter.key === "location")!.options;
    expect(location.filter((option) => option.group === "Victoria").map((option) => option.label)).toEqual([
      "All of Victoria",
      "Greater Melbourne",
      "Rest of VIC",
    ]);
    expect(location.filter((option) => option.group === "Australian Capital Territory").map((option) => option.label)).toEqual([
      "All of Australian Capital Territory",
    ]);
  });
});
