import { describe, expect, it } from "vitest";
import { DEFAULTS, queryVariables, readParams, writeParams } from "./list-params";

describe("the talent list's URL", () => {
  it("reads the defaults from an empty query and writes none of them back", () => {
    expect(readParams(new URLSearchParams())).toEqual(DEFAULTS);
    expect(writeParams(new URLSearchParams(), DEFAULTS).toString()).toBe("");
  });

  it("round-trips a view and keeps other parameters", () => {
    const view = { tab: "PENDING", search: "mia", sort: "name", direction: "DESC", page: 3 } as const;
    const written = writeParams(new URLSearchParams("review=7"), view);
    expect(written.toString()).toBe("review=7&tab=pending&q=mia&sort=name&dir=desc&page=3");
    expect(readParams(written)).toEqual(view);
    expect(queryVariables(view)).toEqual({ tab: "PENDING", search: "mia", sort: "NAME", direction: "DESC", limit: 50, offset: 100 });
  });

  it("falls back to the defaults for values it does not know", () => {
    expect(readParams(new URLSearchParams("tab=archived&sort=height&dir=up&page=-2"))).toEqual(DEFAULTS);
    expect(readParams(new URLSearchParams("sort=category")).direction).toBe("ASC");
  });
});
