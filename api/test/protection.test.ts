import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody, startTestApp, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const messages = (result: { errors?: Array<{ message: string }> }) => (result.errors ?? []).map((error) => error.message).join(" | ");

describe("GraphQL protection", () => {
  it("refuses deeply nested queries before running them", async () => {
    let query = "id";
    for (let level = 0; level < 12; level++) query = `__typename ... on Query { categories { ${query} } }`;
    const result = await t.gql(`{ ${query} }`);
    expect(result.data ?? null).toBeNull();
    // The depth limit (10) is checked with the document; the cost (ADR 132), with the variables, later.
    expect(messages(result)).toMatch(/depth limit/i);
  });

  it("refuses more than 15 aliases", async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: categories { id }`).join(" ");
    const result = await t.gql(`{ ${aliases} }`);
    expect(messages(result)).toMatch(/aliases/i);
  });

  it("refuses documents of more than 2000 tokens", async () => {
    const fields = Array.from({ length: 2100 }, () => "id").join(" ");
    const result = await t.gql(`{ categories { ${fields} } }`);
    expect(messages(result)).toMatch(/token/i);
  });

  it("does not suggest field names to someone probing the schema (every kind: api/test/visitor-schema.test.ts)", async () => {
    const result = await t.gql(`{ talents { emai } }`);
    expect(messages(result)).toContain("Cannot query field");
    expect(messages(result)).not.toMatch(/Did you mean/);
  });

  it("refuses a multipart request without a CSRF-preventing header (a form post from another site)", async () => {
    const { body, contentType } = await multipartBody(
      `mutation ($image: Upload) { uploadImage(image: $image) { url } }`,
      {},
      {
        image: { name: "a.png", type: "image/png", bytes: Buffer.from("x") },
      },
    );
    const response = await t.app.inject({ method: "POST", url: "/graphql", payload: body, headers: { "content-type": contentType } });
    expect(response.statusCode).toBe(403);
  });

  it("refuses JSON bodies over 1 MB with 413", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ query: "{ categories { id } }", variables: { padding: "x".repeat(1_100_000) } }),
    });
    expect(response.statusCode).toBe(413);
  });

  it("masks internal errors and keeps the details in the log", async () => {
    const other = await startTestApp();
    try {
      // A fault inside Prisma that is not the database being down (that one is a 503, ADR 015).
      await other.prisma.$executeRawUnsafe(`ALTER TABLE "Category" RENAME TO "CategoryGone"`);
      const result = await other.gql(`{ categories { id } }`);
      expect(result.errors).toHaveLength(1);
      expect(result.errors![0]!.message).toBe("Unexpected error.");
      expect(JSON.stringify(result)).not.toMatch(/prisma|ECONNREFUSED|stack/i);
    } finally {
      await other.app.close();
    }
  });
});

describe("client addresses behind a proxy", () => {
  const LOGIN = `mutation { login(username: "admin@agency.test", password: "wrong-password") { token } }`;
  const failTenTimes = async (app: TestApp, forwardedFor: string) => {
    for (let attempt = 0; attempt < 10; attempt++) {
      await app.app.inject({
        method: "POST",
        url: "/graphql",
        headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
        payload: JSON.stringify({ query: LOGIN }),
      });
    }
  };
  const codeFor = async (app: TestApp, forwardedFor: string) => {
    const response = await app.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
      payload: JSON.stringify({ query: LOGIN }),
    });
    return response.json().errors[0].extensions.code;
  };

  it("ignores X-Forwarded-For by default, so nobody escapes the login limit by inventing addresses", async () => {
    await failTenTimes(t, "203.0.113.1");
    expect(await codeFor(t, "203.0.113.2")).toBe("RATE_LIMITED");
  });

  it("counts each forwarded client on its own with TRUST_PROXY=true", async () => {
    const proxied = await startTestApp({ TRUST_PROXY: "true" });
    try {
      await failTenTimes(proxied, "203.0.113.1");
      expect(await codeFor(proxied, "203.0.113.1")).toBe("RATE_LIMITED");
      expect(await codeFor(proxied, "203.0.113.2")).toBe("UNAUTHENTICATED");
    } finally {
      await proxied.close();
    }
  });
});
