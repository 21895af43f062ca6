import { type GraphQLField, type GraphQLObjectType, getNamedType, isInterfaceType, isLeafType, isNonNullType, isObjectType } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../src/schema";
import { operationCall, PUBLIC_OPERATIONS, rootOperations } from "./authorization-matrix";
import { startTestApp, type TestApp } from "./helpers";

// The privacy probe (docs/architecture.md#privacy): a visitor (no token) asks every public query for every field
// path the schema offers, to a depth of four, about a published talent whose private details are
// known, an unpublished talent, an unpublished news item and a client request. No answer may hold
// any of those details. The paths come from the schema, so a field added later is probed too.

const SECRETS = {
  lastName: "Quxworthington",
  email: "private.probe@example.com",
  phone: "0499 111 222",
  location: "77 Hidden Lane",
  houseUnitNumber: "Unit 9Z",
  postcode: "7777",
  notes: "staff-only note 5b1f",
  resume: "/uploads/documents/probe-resume.pdf",
  hiddenTalent: "Unpublishedname",
  hiddenNews: "Embargoed headline 8c2e",
  clientEmail: "client.secret@example.com",
  clientPhone: "0388 999 000",
};

const MAX_DEPTH = 4;

let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await startTestApp();
  const category = await t.prisma.category.create({ data: { name: "Probe" } });
  const talent = await t.prisma.talent.create({
    data: {
      firstName: "Pia",
      lastName: SECRETS.lastName,
      email: SECRETS.email,
      phone: SECRETS.phone,
      location: SECRETS.location,
      houseUnitNumber: SECRETS.houseUnitNumber,
      postcode: SECRETS.postcode,
      suburb: "Fitzroy",
      state: "VIC",
      birthDay: 3,
      birthMonth: 4,
      birthYear: 1991,
      birthDate: new Date("1991-04-03"),
      notes: SECRETS.notes,
      resumeUrl: SECRETS.resume,
      isApproved: true,
      isPublished: true,
      publishedAt: new Date(),
      categories: { create: [{ categoryId: category.id }] },
      images: { create: [{ filename: "pia.jpg", storageUrl: "/uploads/images/pia.jpg" }] },
      documents: {
        create: [
          { filename: "cv.pdf", title: "Resume", documentType: "resume", fileType: "pdf", fileSize: 10, storageUrl: SECRETS.resume },
        ],
      },
    },
  });
  const hidden = await t.prisma.talent.create({
    data: {
      firstName: SECRETS.hiddenTalent,
      lastName: "Hidden",
      email: "hidden@example.com",
      categories: { create: [{ categoryId: category.id }] },
    },
  });
  const news = await t.prisma.newsUpdate.create({ data: { title: SECRETS.hiddenNews, content: SECRETS.hiddenNews, isPublished: false } });
  await t.prisma.talentRequest.create({
    data: {
      clientName: "Cleo Client",
      organizationName: "Secret Productions",
      email: SECRETS.clientEmail,
      phone: SECRETS.clientPhone,
      projectDescription: "A private project",
      requestedTalents: { create: [{ talentId: talent.id, requestedId: talent.id, position: 0 }] },
    },
  });
  Object.assign(ids, { category: category.id, talent: talent.id, hidden: hidden.id, news: news.id });
});
afterAll(async () => {
  await t?.close();
});

/** Every path from a type to a leaf field, without arguments beyond defaults, to MAX_DEPTH. */
function leafPaths(type: GraphQLObjectType, depth: number, seen: Set<string>): string[][] {
  const paths: string[][] = [];
  for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
    if (field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)) continue;
    const named = getNamedType(field.type);
    if (isLeafType(named)) paths.push([field.name]);
    else if ((isObjectType(named) || isInterfaceType(named)) && depth < MAX_DEPTH && !seen.has(named.name)) {
      const inner = isObjectType(named) ? leafPaths(named, depth + 1, new Set([...seen, named.name])) : [["__typename"]];
      for (const path of inner) paths.push([field.name, ...path]);
    }
  }
  return paths;
}

const selectionOf = (path: string[]) => path.reduceRight((inner, name) => (inner ? `${name} { ${inner} }` : name), "");

describe("a visitor asking every public query for every field", () => {
  it("gets none of the private details, on any path", async () => {
    const queries = rootOperations(schema).filter((operation) => operation.root === "Query" && PUBLIC_OPERATIONS.has(operation.name));
    let probes = 0;
    let answered = 0;
    let sawPublished = false;
    const refusals = new Map<string, number>();
    const leaks: string[] = [];
    for (const operation of queries) {
      const { variables } = operationCall(operation);
      const named = getNamedType(operation.field.type);
      const paths = isLeafType(named) ? [[]] : isObjectType(named) ? leafPaths(named, 1, new Set([named.name])) : [["__typename"]];
      // Ask for both the published and the hidden record wherever an operation takes an id.
      const idSets: Array<Record<string, unknown>> =
        "id" in variables || "talentId" in variables
          ? [ids.talent, ids.hidden, ids.category, ids.news].map((id) => ({
              ...variables,
              ...("id" in variables ? { id } : { talentId: id }),
            }))
          : [variables];
      for (const args of idSets) {
        for (const path of paths) {
          const call = operationCall(operation);
          const body = path.length ? ` { ${selectionOf(path)} }` : "";
          const query = call.query.replace(/ \{ __typename \} \}$/, `${body} }`);
          const result = await t.gql(query, args);
          probes += 1;
          const text = JSON.stringify(result.data ?? null);
          if (!result.errors) answered += 1;
          for (const error of result.errors ?? []) {
            const kind = String(error.extensions?.code ?? error.message.slice(0, 60));
            refusals.set(kind, (refusals.get(kind) ?? 0) + 1);
          }
          if (text.includes("Pia")) sawPublished = true;
          for (const [name, secret] of Object.entries(SECRETS)) {
            if (text.includes(secret)) leaks.push(`${operation.name} ${JSON.stringify(args)} ${selectionOf(path)}: ${name}`);
          }
        }
      }
    }
    console.info(
      `privacy probe: ${queries.length} public queries, ${probes} visitor probes (${answered} answered without error; ` +
        `errors ${JSON.stringify(Object.fromEntries(refusals))}), ${leaks.length} private details answered`,
    );
    expect(probes).toBeGreaterThan(100);
    // The probe reaches the data: the published talent's public name comes back.
    expect(sawPublished).toBe(true);
    expect(leaks).toEqual([]);
  }, 300_000);

  it("would notice a leak: staff asking the same way do get the details", async () => {
    const result = await t.gql(
      `query ($id: Int!) { adminTalent(id: $id) { email phone notes } }`,
      { id: ids.talent },
      { token: await t.adminToken() },
    );
    expect(JSON.stringify(result.data)).toContain(SECRETS.email);
  });
});
