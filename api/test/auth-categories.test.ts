import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../src/services/auth";
import { ADMIN_EMAIL, ADMIN_PASSWORD, codesOf, expiredTokenLike, type GqlResult, startTestApp, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const LOGIN = `mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token expiresAt user { id username isAdmin } } }`;

describe("login", () => {
  it("signs the admin in with e-mail and password, in any letter case of the e-mail", async () => {
    const result = await t.gql(LOGIN, { u: ADMIN_EMAIL.toUpperCase(), p: ADMIN_PASSWORD });
    expect(result.errors).toBeUndefined();
    expect(result.data!.login.user).toMatchObject({ username: ADMIN_EMAIL, isAdmin: true });
    expect(result.data!.login.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(new Date(result.data!.login.expiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  it("gives one generic message for a wrong password and for an unknown user", async () => {
    const wrong = await t.gql(LOGIN, { u: ADMIN_EMAIL, p: "nope-nope" }, {});
    const unknown = await t.gql(LOGIN, { u: "nobody@agency.test", p: "nope-nope" });
    for (const result of [wrong, unknown]) {
      expect(result.errors?.[0]).toMatchObject({ message: "Invalid credentials", extensions: { code: "UNAUTHENTICATED" } });
      expect(result.data).toBeNull();
    }
  });

  it("names the field of malformed input", async () => {
    const result = await t.gql(LOGIN, { u: "not-an-email", p: "" });
    expect(codesOf(result)).toEqual(["BAD_USER_INPUT"]);
    expect(result.errors![0]!.extensions!.fields).toEqual({
      username: "Please enter a valid email address.",
      password: "Password is required.",
    });
  });

  it("knows who is signed in, and nobody for a visitor", async () => {
    const token = await t.adminToken();
    const me = await t.gql(`{ me { username isAdmin } }`, {}, { token });
    expect(me.data!.me).toEqual({ username: ADMIN_EMAIL, isAdmin: true });
    expect((await t.gql(`{ me { username } }`)).data!.me).toBeNull();
  });

  it("locks an address out after 10 failures in 15 minutes, even for the right password", async () => {
    const other = await startTestApp();
    try {
      for (let attempt = 0; attempt < 10; attempt++) {
        expect(codesOf(await other.gql(LOGIN, { u: ADMIN_EMAIL, p: `wrong-${attempt}` }))).toEqual(["UNAUTHENTICATED"]);
      }
      const locked = await other.gql(LOGIN, { u: ADMIN_EMAIL, p: ADMIN_PASSWORD });
      expect(codesOf(locked)).toEqual(["RATE_LIMITED"]);
      expect(locked.errors![0]!.message).toMatch(/Too many attempts/);
    } finally {
      await other.close();
    }
  });
});

describe("tokens", () => {
  const CREATE = `mutation ($input: CategoryInput!) { createCategory(input: $input) { id name } }`;

  it("rejects a forged, malformed or expired token on admin operations with 'Invalid token'", async () => {
    const token = await t.adminToken();
    const [header, payload] = token.split(".");
    const forged = `${header}.${payload}.c2lnbmF0dXJlLWZyb20tc29tZW9uZS1lbHNl`;
    const expired = await expiredTokenLike(t, token);
    for (const bad of [forged, "garbage", expired]) {
      const result = await t.gql(CREATE, { input: { name: "Stunt Performers" } }, { token: bad });
      expect(result.errors?.[0]).toMatchObject({ message: "Invalid token", extensions: { code: "UNAUTHENTICATED" } });
    }
    // The same session in date is let through: the refusal above was the expiry, not the claims.
    expect((await t.gql(`{ adminTalents(limit: 1) { id } }`, {}, { token })).errors).toBeUndefined();
    // A sign-in's session lasts TOKEN_TTL_HOURS (12 unless set).
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString("utf8")) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBe(12 * 3600);
    expect(await t.prisma.category.count({ where: { name: "Stunt Performers" } })).toBe(0);
  });

  it("rejects the token of a user deleted since it was issued", async () => {
    await t.prisma.user.create({
      data: { username: "leaver@agency.test", passwordHash: await hashPassword("so-long-1"), isAdmin: true },
    });
    const login = await t.gql(LOGIN, { u: "leaver@agency.test", p: "so-long-1" });
    const token = login.data!.login.token as string;
    await t.prisma.user.delete({ where: { username: "leaver@agency.test" } });
    const result = await t.gql(`{ me { username } }`, {}, { token });
    expect(result.data!.me).toBeNull();
    const admin = await t.gql(CREATE, { input: { name: "Ghosts" } }, { token });
    expect(codesOf(admin)).toEqual(["UNAUTHENTICATED"]);
  });
});

describe("categories", () => {
  const LIST = `{ categories { id name description imageUrl talentCount } }`;
  const CREATE = `mutation ($input: CategoryInput!) { createCategory(input: $input) { id name description imageUrl talentCount } }`;
  const UPDATE = `mutation ($id: Int!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { id name description } }`;
  const DELETE = `mutation ($id: Int!) { deleteCategory(id: $id) }`;

  it("lets staff create, rename and delete a category, which visitors then see", async () => {
    const token = await t.adminToken();
    const created = await t.gql(CREATE, { input: { name: "  Actors ", description: "Screen and stage", imageUrl: "" } }, { token });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createCategory).toMatchObject({ name: "Actors", description: "Screen and stage", imageUrl: null, talentCount: 0 });
    const id = created.data!.createCategory.id;

    const renamed = await t.gql(UPDATE, { id, input: { name: "Screen Actors", description: null } }, { token });
    expect(renamed.data!.updateCategory).toEqual({ id, name: "Screen Actors", description: null });
    expect((await t.gql(LIST)).data!.categories).toEqual([
      { id, name: "Screen Actors", description: null, imageUrl: null, talentCount: 0 },
    ]);

    expect((await t.gql(DELETE, { id }, { token })).data!.deleteCategory).toBe(id);
    expect((await t.gql(LIST)).data!.categories).toEqual([]);
  });

  it("counts only published talents for visitors and every talent for staff", async () => {
    const category = await t.prisma.category.create({ data: { name: "Models" } });
    const make = (isApproved: boolean, isPublished: boolean) =>
      t.prisma.talent.create({
        data: {
          firstName: "Ann",
          lastName: "Lee",
          email: "a@example.com",
          isApproved,
          isPublished,
          categories: { create: { categoryId: category.id } },
        },
      });
    await make(true, true);
    await make(true, false);
    await make(false, false);
    const count = (result: GqlResult<{ categories: unknown }>) =>
      (result.data!.categories as Array<{ name: string; talentCount: number }>).find((c) => c.name === "Models")!.talentCount;
    expect(count(await t.gql(LIST))).toBe(1);
    expect(count(await t.gql(LIST, {}, { token: await t.adminToken() }))).toBe(3);
  });

  it("refuses a duplicate name with a conflict naming the field, and keeps the first", async () => {
    const token = await t.adminToken();
    await t.gql(CREATE, { input: { name: "Presenters" } }, { token });
    const duplicate = await t.gql(CREATE, { input: { name: "Presenters", description: "again" } }, { token });
    expect(codesOf(duplicate)).toEqual(["CONFLICT"]);
    expect(duplicate.errors![0]!.extensions!.fields).toEqual({ name: "A category named 'Presenters' already exists." });
    const rows = await t.prisma.category.findMany({ where: { name: "Presenters" } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.description).toBeNull();
  });

  it("names each invalid field", async () => {
    const token = await t.adminToken();
    const result = await t.gql(CREATE, { input: { name: "   ", imageUrl: "javascript:alert(1)" } }, { token });
    expect(codesOf(result)).toEqual(["BAD_USER_INPUT"]);
    expect(result.errors![0]!.extensions!.fields).toEqual({
      name: "Name is required",
      imageUrl: "Image URL must be a web address (https://...) or an uploaded file.",
    });
  });

  it("answers NOT_FOUND for unknown ids", async () => {
    const token = await t.adminToken();
    expect(codesOf(await t.gql(UPDATE, { id: 9999, input: { name: "X" } }, { token }))).toEqual(["NOT_FOUND"]);
    expect(codesOf(await t.gql(DELETE, { id: 9999 }, { token }))).toEqual(["NOT_FOUND"]);
  });

  it("refuses visitors (UNAUTHENTICATED) and signed-in non-admins (FORBIDDEN), writing nothing", async () => {
    const before = await t.prisma.category.count();
    const userToken = await t.userToken();
    for (const [query, variables] of [
      [CREATE, { input: { name: "Dancers" } }],
      [UPDATE, { id: 1, input: { name: "Dancers" } }],
      [DELETE, { id: 1 }],
    ] as const) {
      expect(codesOf(await t.gql(query, variables))).toEqual(["UNAUTHENTICATED"]);
      expect(codesOf(await t.gql(query, variables, { token: userToken }))).toEqual(["FORBIDDEN"]);
    }
    expect(await t.prisma.category.count()).toBe(before);
  });

  it("rejects wrong types before any resolver runs", async () => {
    const result = await t.gql(CREATE, { input: { name: 42 } }, { token: await t.adminToken() });
    expect(result.errors?.[0]?.message).toMatch(/String cannot represent a non string value/);
  });
});
