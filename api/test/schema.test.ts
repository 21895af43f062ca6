import { readFile } from "node:fs/promises";
import { printSchema } from "graphql";
import { describe, expect, it } from "vitest";
import { schema } from "../src/schema";
import { publicSchema } from "../src/visible-schema";

describe("the printed schemas (run `npm run schema:print` after changing api/src/schema)", () => {
  it("schema.graphql is the whole Pothos schema", async () => {
    const committed = await readFile("schema.graphql", "utf8");
    expect(committed).toBe(`${printSchema(schema)}\n`);
  });

  it("schema.public.graphql is what a visitor's introspection answers", async () => {
    const committed = await readFile("schema.public.graphql", "utf8");
    expect(committed).toBe(`${printSchema(publicSchema)}\n`);
  });
});
