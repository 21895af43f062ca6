import { readFile } from "node:fs/promises";
import { printSchema } from "graphql";
import { describe, expect, it } from "vitest";
import { schema } from "../src/schema";

describe("schema.graphql", () => {
  it("is the printed Pothos schema (run `npm run schema:print` after changing api/src/schema)", async () => {
    const committed = await readFile("schema.graphql", "utf8");
    expect(committed).toBe(`${printSchema(schema)}\n`);
  });
});
