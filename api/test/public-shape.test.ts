import { getNamedType, type GraphQLObjectType, isObjectType } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../src/schema";
import { makeTalent, type PortalScene, portalSession, startPortalScene } from "./portal-scene";

// The public talent statement (services/sql/talent-public.ts) answers a fixed shape, every public
// field of a talent, rather than what the request's selection plan says. Every field of the Talent
// type must therefore find what it reads there: asked for all of them, a profile must answer what
// the portal's `profile` answers for the same talent, which Prisma reads with the fields' own
// selections. A field added to Talent that reads a column the statement lacks fails here.

let scene: PortalScene;
let talentId: number;
let token: string;

/** Every field of `type`, and of the object types under it, as a selection set. */
function everyField(type: GraphQLObjectType, depth = 0): string {
  const fields = Object.values(type.getFields()).map((field) => {
    const named = getNamedType(field.type);
    return isObjectType(named) ? (depth < 2 ? `${field.name} { ${everyField(named, depth + 1)} }` : "") : field.name;
  });
  return fields.filter(Boolean).join(" ");
}

beforeAll(async () => {
  scene = await startPortalScene();
  const { t } = scene;
  const category = await t.prisma.category.create({ data: { name: "Shape", description: "Every field" } });
  const talent = await makeTalent(t, "Shape", "shape@talent.test", {
    lastName: "Tester",
    gender: "Female",
    birthDay: 2,
    birthMonth: 3,
    birthYear: 1990,
    height: 170,
    suburb: "Fitzroy",
    state: "VIC",
    skills: ["Singing"],
    categories: { create: [{ categoryId: category.id }] },
  });
  talentId = talent.id;
  await t.prisma.talentImage.create({
    data: { talentId, filename: "shape-1.jpg", sequence: 0, storageUrl: "/uploads/images/shape-1.jpg", caption: "On stage" },
  });
  token = await portalSession(scene, talentId, "shape@talent.test");
});
afterAll(async () => {
  await scene?.close();
});

describe("the public talent statement's shape", () => {
  it("answers every field of Talent as Prisma's read of the same talent does", async () => {
    const fields = everyField(schema.getType("Talent") as GraphQLObjectType);
    const viaStatement = await scene.t.gql<{ talent: unknown }>(
      `query ($id: Int!) { talent(id: $id) { ${fields} } }`,
      { id: talentId },
      { token },
    );
    const viaPrisma = await scene.t.gql<{ portal: { profile: unknown } }>(`{ portal { profile { ${fields} } } }`, {}, { token });
    expect(viaStatement.errors).toBeUndefined();
    expect(viaPrisma.errors).toBeUndefined();
    expect(viaStatement.data!.talent).toEqual(viaPrisma.data!.portal.profile);
    expect(viaStatement.data!.talent).toMatchObject({ displayName: "Shape T.", categories: [{ name: "Shape" }] });
  });
});
