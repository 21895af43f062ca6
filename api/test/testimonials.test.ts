import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { initialsOf } from "../../common/text";
import { codesOf, startTestApp, type TestApp } from "./helpers";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
});
afterAll(async () => {
  await t?.close();
});

const FIELDS = "id clientName clientTitle companyName content imageUrl isPublished createdAt updatedAt initials";
const LIST = `{ testimonials { id clientName isPublished initials } }`;
const CREATE = `mutation ($input: TestimonialInput!) { createTestimonial(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: Int!, $input: TestimonialInput!) { updateTestimonial(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: Int!) { deleteTestimonial(id: $id) }`;

type Testimonial = {
  id: number;
  clientName: string;
  clientTitle: string | null;
  companyName: string | null;
  content: string;
  imageUrl: string | null;
  isPublished: boolean;
  initials: string;
};

const valid = {
  clientName: "jane van dyke",
  clientTitle: "Casting Director",
  companyName: "Harbour Films",
  content: "Always the right faces, on time.",
  imageUrl: "https://example.com/jane.jpg",
};

async function create(input: Record<string, unknown> = valid): Promise<Testimonial> {
  const result = await t.gql<{ createTestimonial: Testimonial }>(CREATE, { input }, { token: admin });
  expect(result.errors).toBeUndefined();
  return result.data!.createTestimonial;
}

describe("initialsOf", () => {
  it.each([
    ["jane van dyke", "JD"],
    ["Cher", "C"],
    ["  émile   zola ", "ÉZ"],
    ["(Sam) O'Neil", "SO"],
    ["", ""],
  ])("%s → %s", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe("createTestimonial", () => {
  it("creates a published testimonial by default, with uppercase initials", async () => {
    const created = await create({ ...valid, companyName: " " });
    expect(created).toMatchObject({
      clientName: "jane van dyke",
      clientTitle: "Casting Director",
      companyName: null,
      content: valid.content,
      imageUrl: valid.imageUrl,
      isPublished: true,
      initials: "JD",
    });
    expect(await t.prisma.testimonial.findUnique({ where: { id: created.id } })).toMatchObject({ isPublished: true, companyName: null });
  });

  it("creates a hidden testimonial when isPublished is false", async () => {
    const created = await create({ ...valid, isPublished: false, imageUrl: null });
    expect(created).toMatchObject({ isPublished: false, imageUrl: null });
  });

  it.each([
    ["clientName", { ...valid, clientName: "  " }, "Client name is required"],
    ["clientName", { ...valid, clientName: "x".repeat(121) }, "Client name must be at most 120 characters."],
    ["clientTitle", { ...valid, clientTitle: "" }, "Client title is required"],
    ["clientTitle", { ...valid, clientTitle: "x".repeat(121) }, "Client title must be at most 120 characters."],
    ["companyName", { ...valid, companyName: "x".repeat(161) }, "Company must be at most 160 characters."],
    ["content", { ...valid, content: " " }, "Content is required"],
    ["content", { ...valid, content: "x".repeat(2001) }, "Content must be at most 2000 characters."],
    ["imageUrl", { ...valid, imageUrl: "ftp://example.com/a.png" }, "Image URL must be a web address (https://...) or an uploaded file."],
  ])("rejects a bad %s", async (field, input, message) => {
    const result = await t.gql(CREATE, { input }, { token: admin });
    expect(codesOf(result)).toEqual(["BAD_USER_INPUT"]);
    expect(result.errors![0]!.extensions!.fields).toEqual({ [field]: message });
  });
});

describe("testimonials", () => {
  let shown: number;
  let hidden: number;
  beforeAll(async () => {
    await t.prisma.testimonial.deleteMany();
    shown = (await t.prisma.testimonial.create({ data: { clientName: "Ann Lee", content: "Great", createdAt: new Date("2024-01-01") } }))
      .id;
    hidden = (
      await t.prisma.testimonial.create({
        data: { clientName: "Bo Kim", content: "Fine", isPublished: false, createdAt: new Date("2024-02-01") },
      })
    ).id;
  });

  it("gives visitors and signed-in non-admins the published ones only", async () => {
    for (const token of [undefined, await t.userToken()]) {
      const result = await t.gql<{ testimonials: Testimonial[] }>(LIST, {}, { token });
      expect(result.errors).toBeUndefined();
      expect(result.data!.testimonials).toEqual([{ id: shown, clientName: "Ann Lee", isPublished: true, initials: "AL" }]);
    }
  });

  it("gives staff all, newest first", async () => {
    const result = await t.gql<{ testimonials: Testimonial[] }>(LIST, {}, { token: admin });
    expect(result.data!.testimonials.map((x) => x.id)).toEqual([hidden, shown]);
  });
});

describe("updateTestimonial", () => {
  it("replaces the fields and keeps the publication state when isPublished is left out", async () => {
    const created = await create({ ...valid, isPublished: false });
    const result = await t.gql<{ updateTestimonial: Testimonial }>(
      UPDATE,
      {
        id: created.id,
        input: {
          clientName: "Max Power",
          clientTitle: "Producer",
          content: "Superb",
          companyName: null,
          imageUrl: "/uploads/images/m.png",
        },
      },
      { token: admin },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateTestimonial).toMatchObject({
      id: created.id,
      clientName: "Max Power",
      clientTitle: "Producer",
      companyName: null,
      content: "Superb",
      imageUrl: "/uploads/images/m.png",
      isPublished: false,
      initials: "MP",
    });
  });

  it("publishes through isPublished", async () => {
    const created = await create({ ...valid, isPublished: false });
    const result = await t.gql<{ updateTestimonial: Testimonial }>(
      UPDATE,
      { id: created.id, input: { ...valid, isPublished: true } },
      { token: admin },
    );
    expect(result.data!.updateTestimonial.isPublished).toBe(true);
  });

  it("validates like create", async () => {
    const created = await create();
    const result = await t.gql(
      UPDATE,
      { id: created.id, input: { ...valid, clientName: "", clientTitle: " ", content: "" } },
      { token: admin },
    );
    expect(codesOf(result)).toEqual(["BAD_USER_INPUT"]);
    expect(result.errors![0]!.extensions!.fields).toEqual({
      clientName: "Client name is required",
      clientTitle: "Client title is required",
      content: "Content is required",
    });
  });

  it("answers NOT_FOUND for an unknown id", async () => {
    expect(codesOf(await t.gql(UPDATE, { id: 999999, input: valid }, { token: admin }))).toEqual(["NOT_FOUND"]);
  });
});

describe("deleteTestimonial", () => {
  it("deletes and answers the id", async () => {
    const created = await create();
    const result = await t.gql<{ deleteTestimonial: number }>(DELETE, { id: created.id }, { token: admin });
    expect(result.data!.deleteTestimonial).toBe(created.id);
    expect(await t.prisma.testimonial.findUnique({ where: { id: created.id } })).toBeNull();
  });

  it("answers NOT_FOUND for an unknown id", async () => {
    expect(codesOf(await t.gql(DELETE, { id: 999999 }, { token: admin }))).toEqual(["NOT_FOUND"]);
  });
});

describe("staff operations without the admin scope", () => {
  const operations: Array<[string, string, Record<string, unknown>]> = [
    ["createTestimonial", CREATE, { input: valid }],
    ["updateTestimonial", UPDATE, { id: 1, input: valid }],
    ["deleteTestimonial", DELETE, { id: 1 }],
  ];

  it.each(operations)(
    "%s is UNAUTHENTICATED without a token and with a bad one, FORBIDDEN for a non-admin",
    async (_name, query, variables) => {
      const before = await t.prisma.testimonial.findMany({ orderBy: { id: "asc" } });
      expect(codesOf(await t.gql(query, variables))).toEqual(["UNAUTHENTICATED"]);
      const bad = await t.gql(query, variables, { token: "not-a-token" });
      expect(codesOf(bad)).toEqual(["UNAUTHENTICATED"]);
      expect(bad.errors![0]!.message).toBe("Invalid token");
      expect(codesOf(await t.gql(query, variables, { token: await t.userToken() }))).toEqual(["FORBIDDEN"]);
      expect(await t.prisma.testimonial.findMany({ orderBy: { id: "asc" } })).toEqual(before);
    },
  );
});
