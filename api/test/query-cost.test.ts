import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_QUERY_COST } from "../../common/api-limits";
import { startTestApp, type TestApp } from "./helpers";

// The cost limit counts the rows a list asks for (ADR 132): what the review sent (fifteen aliases
// of `talents(limit: 500)`, 7,500 rows) is refused with a message naming the limit.
// scripts/web-operations-cost.test.ts keeps the web app's own operations under it.

describe("the cost limit over HTTP", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const aliases = (count: number, field: string) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(" ")} }`;

  it("refuses fifteen aliases of talents(limit: 500), naming the limit and the cost, before any resolver runs", async () => {
    const result = await t.gql(aliases(15, "talents(limit: 500) { id }"));
    expect(result.data ?? null).toBeNull();
    expect(result.errors).toHaveLength(1);
    expect(result.errors![0]!.message).toContain(`over the limit of ${MAX_QUERY_COST}`);
    expect(result.errors![0]!.extensions).toMatchObject({ code: "QUERY_TOO_COSTLY", cost: 15 * 501, maxCost: MAX_QUERY_COST });
  });

  it("counts a limit sent as a variable, and the lists nested in each row", async () => {
    const query = `query ($n: Int) { talents(limit: $n) { id images { id } categories { id name } } }`;
    const refused = await t.gql(query, { n: 500 });
    expect(refused.errors?.[0]?.extensions?.code).toBe("QUERY_TOO_COSTLY");
    // 1 + 100 × (1 + (1 + 10 × 1) + (1 + 10 × 2)) = 3,301.
    const answered = await t.gql(query, { n: 100 });
    expect(answered.errors).toBeUndefined();
    expect(answered.data).toEqual({ talents: expect.any(Array) });
  });

  it("answers one full page of the field's own maximum", async () => {
    const result = await t.gql(`{ talents(limit: 500) { id firstName } }`);
    expect(result.errors).toBeUndefined();
  });
});
