import { queryFromInfo } from "@pothos/plugin-prisma";
import { execute, type GraphQLResolveInfo, parse } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "../src/db/generated/prisma/client";
import { schema } from "../src/schema";
import { talentPageStatement } from "../src/services/sql/talent-public";
import { CATEGORY_ORDER, PUBLIC_IMAGES } from "../src/services/visibility";

// The public talent reads compile Pothos's selection plan into SQL (compile-selection.ts, ADR 090)
// rather than let Prisma read it (ADR 168): objectSql walks the plan's `select` (or `include`),
// takes `true` for a column or a relation's whole row, and compiles a relation only when its
// arguments are exactly the ones its model lists (isDeepStrictEqual). That is a reading of
// @pothos/plugin-prisma's internals, so the shapes it relies on are pinned here: an upgrade that
// plans them differently fails with what changed, and compile-selection.ts (with the models in
// services/sql/talent-public.ts) must follow before the public reads quietly fall back to Prisma.

let plan: (selection: string) => Promise<Record<string, unknown>>;
const talents = schema.getQueryType()!.getFields().talents!;
const resolve = talents.resolve;

beforeAll(() => {
  let planned: Record<string, unknown> = {};
  // The same planning the talents query does, without a database: Pothos's plan for the Talent
  // rows from the request's selection.
  talents.resolve = (_root, _args, context, info: GraphQLResolveInfo) => {
    planned = queryFromInfo({ context, info }) as Record<string, unknown>;
    return [];
  };
  plan = async (selection) => {
    const result = await execute({ schema, document: parse(`{ talents { ${selection} } }`), contextValue: {} });
    expect(result.errors).toBeUndefined();
    return planned;
  };
});
afterAll(() => {
  talents.resolve = resolve;
});

const must = (what: string) => `Pothos plugin-prisma's plan ${what}; compile-selection.ts and services/sql/talent-public.ts must follow`;
const compiles = (query: Record<string, unknown>) =>
  talentPageStatement({ conditions: [Prisma.sql`TRUE`], limit: 1, offset: 0 }, { query, total: false }, { staff: false }).compiled;

describe("the Pothos selection plan the public SQL compiles", () => {
  it("plans Talent in select mode, a column as true", async () => {
    const planned = await plan("id firstName");
    expect(Object.keys(planned), must("for Talent is no longer { select: {...} }")).toEqual(["select"]);
    expect(planned.select, must("for Talent's columns no longer says each as `true`")).toStrictEqual({ id: true, firstName: true });
    expect(compiles(planned)).toBe(true);
  });

  it("plans Talent.categories as its links in CATEGORY_ORDER, each with its category as true", async () => {
    const { select } = await plan("categories { id name talentCount }");
    expect(
      select,
      must(
        "for Talent.categories no longer has { categories: { orderBy: CATEGORY_ORDER.orderBy, select: { category: true } } } " +
          "(the join model's links with nestedSelection(true) of a Category)",
      ),
    ).toStrictEqual({ id: true, categories: { ...CATEGORY_ORDER, select: { category: true } } });
    expect(compiles({ select })).toBe(true);
  });

  it("plans categoryIds and categoryId into the same links, as their categoryId", async () => {
    const { select } = await plan("categoryId categoryIds categories { name }");
    expect(
      select,
      must(
        "for Talent.categoryIds and Talent.categories no longer merges them into one { categories: " +
          "{ ..., select: { category, categoryId } } }",
      ),
    ).toStrictEqual({ id: true, categories: { ...CATEGORY_ORDER, select: { category: true, categoryId: true } } });
    expect(compiles({ select })).toBe(true);
  });

  it("plans Talent.images with PUBLIC_IMAGES as its arguments, merged with firstImageUrl's select", async () => {
    const whole = await plan("images { id thumbUrl }");
    expect(whole.select, must("for Talent.images no longer carries exactly PUBLIC_IMAGES' where and orderBy")).toStrictEqual({
      id: true,
      images: PUBLIC_IMAGES,
    });
    const card = await plan("firstImageUrl");
    expect(card.select, must("for Talent.firstImageUrl no longer has { images: { ...PUBLIC_IMAGES, select: {...} } }")).toStrictEqual({
      id: true,
      images: { ...PUBLIC_IMAGES, select: { storageUrl: true, cardUrl: true } },
      imageUrl: true,
      headshotUrl: true,
      fullBodyShotUrl: true,
    });
    expect(compiles(whole) && compiles(card)).toBe(true);
  });

  it("compiles the directory card's whole plan into one statement", async () => {
    const planned = await plan("id displayName lastInitial age categoryId categories { id name } firstImageUrl");
    expect(compiles(planned), must("for the directory card can no longer be compiled")).toBe(true);
  });

  it("answers null for a selection it cannot say, so Prisma reads those rows", () => {
    // What the pins above guard against: a changed shape is not an error, only a slower read.
    const changed = { select: { id: true, categories: { orderBy: { name: "asc" }, select: { id: true } } } };
    expect(compiles(changed)).toBe(false);
  });
});
