import { describe, expect, it } from "vitest";
import { availability, DEFAULTS, queryVariables, readParams, writeParams } from "./list-params";

describe("the talent list's URL", () => {
  it("reads the defaults from an empty query and writes none of them back", () => {
    expect(readParams(new URLSearchParams())).toEqual(DEFAULTS);
    expect(writeParams(new URLSearchParams(), DEFAULTS).toString()).toBe("");
  });

  it("round-trips a view and keeps other parameters", () => {
    const view = { tab: "PENDING", search: "mia", sort: "name", direction: "DESC", page: 3, from: "", to: "" } as const;
    const written = writeParams(new URLSearchParams("review=7"), view);
    expect(written.toString()).toBe("review=7&tab=pending&q=mia&sort=name&dir=desc&page=3");
    expect(readParams(written)).toEqual(view);
    expect(queryVariables(view)).toEqual({
      availableFrom: null,
      availableTo: null,
      tab: "PENDING",
      search: "mia",
      sort: "NAME",
      direction: "DESC",
      limit: 50,
      offset: 100,
    });
  });

  it("falls back to the defaults for values it does not know", () => {
    expect(readParams(new URLSearchParams("tab=archived&sort=height&dir=up&page=-2"))).toEqual(DEFAULTS);
    expect(readParams(new URLSearchParams("sort=category")).direction).toBe("ASC");
  });
});

describe("the list's 'available from … to …' filter", () => {
  it("round-trips both days and sends them to the query", () => {
    const view = { ...DEFAULTS, from: "2027-03-01", to: "2027-03-02" };
    const written = writeParams(new URLSearchParams(), view);
    expect(written.toString()).toBe("from=2027-03-01&to=2027-03-02");
    expect(readParams(written)).toEqual(view);
    expect(queryVariables(view)).toMatchObject({ availableFrom: "2027-03-01", availableTo: "2027-03-02" });
    expect(availability(view)).toEqual({ range: { from: "2027-03-01", to: "2027-03-02" }, errors: {} });
  });

  it("accepts one day (from equal to to)", () => {
    expect(availability({ from: "2027-03-01", to: "2027-03-01" }).range).toEqual({ from: "2027-03-01", to: "2027-03-01" });
  });

  it("names the missing field when only one day is given, and leaves the filter out of the query", () => {
    expect(availability({ from: "2027-03-01", to: "" })).toEqual({
      range: null,
      errors: { to: "Available to is required with available from." },
    });
    expect(availability({ from: "", to: "2027-03-01" }).errors).toEqual({ from: "Available from is required with available to." });
    expect(queryVariables({ ...DEFAULTS, from: "2027-03-01" })).toMatchObject({ availableFrom: null, availableTo: null });
  });

  it("refuses to before from and days that are not dates, naming the field", () => {
    expect(availability({ from: "2027-03-05", to: "2027-03-01" }).errors).toEqual({
      to: "Available to must be on or after available from.",
    });
    expect(availability({ from: "2027-02-30", to: "2027-03-01" }).errors).toEqual({
      from: "Available from must be a date (yyyy-mm-dd).",
    });
    expect(queryVariables({ ...DEFAULTS, from: "2027-03-05", to: "2027-03-01" })).toMatchObject({ availableFrom: null });
  });
});
