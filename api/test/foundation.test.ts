import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../src/db/migrate";
import { startTestApp, type TestApp } from "./helpers";

const exec = promisify(execFile);
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("database", () => {
  it("has every table of the data model after migrating", async () => {
    const tables = await t.prisma.$queryRaw<Array<{ table_name: string }>>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`;
    expect(tables.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        "User",
        "Talent",
        "Category",
        "TalentCategory",
        "TalentImage",
        "TalentDocument",
        "TalentRequest",
        "RequestedTalent",
        "Client",
        "NewsUpdate",
        "Testimonial",
        "OutboxEmail",
        "_prisma_migrations",
      ]),
    );
  });

  it("applies nothing on a second run", async () => {
    expect(await migrate(t.database.url)).toEqual({ applied: [] });
  });

  it("is seen as up to date by the Prisma CLI (which needs the adapter patch to read the catalog)", async () => {
    const { stdout } = await exec("npx", ["prisma", "migrate", "status"], {
      env: { ...process.env, DATABASE_URL: t.database.url },
    });
    expect(stdout).toContain("Database schema is up to date");
  }, 180_000);

  it("ships the adapter patch mapping the 'char' and 'name' column types", async () => {
    for (const file of ["index.js", "index.mjs"]) {
      const source = await readFile(`node_modules/@prisma/adapter-pg/dist/${file}`, "utf8");
      expect(source).toMatch(/case 18:\s*case 19:\s*case ScalarColumnType\.BPCHAR:/);
    }
  });

  it("keeps a rolled back write out of the database", async () => {
    await expect(
      t.prisma.$transaction(async (tx) => {
        await tx.category.create({ data: { name: "Rolled back" } });
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    expect(await t.prisma.category.count({ where: { name: "Rolled back" } })).toBe(0);
  });
});

describe("server", () => {
  it("reports health with the database mode", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ok",
      database: { mode: process.env.TEST_DATABASE_URL ? "postgresql" : "embedded", reachable: true },
    });
  });

  it("answers unknown /api paths with a JSON 404, never the web app", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.json()).toMatchObject({ error: "Not Found" });
  });

  it("serves GraphiQL to a browser at /graphql", async () => {
    const response = await t.app.inject({ method: "GET", url: "/graphql", headers: { accept: "text/html" } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("GraphiQL");
  });

  it("tags every answer with a request id", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["x-request-id"]).toMatch(/^[\w-]+$/);
  });
});

describe("health when the database is gone", () => {
  it("answers 503", async () => {
    const other = await startTestApp();
    await other.database.prisma.$disconnect();
    await other.database.close();
    const response = await other.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: "unavailable", database: { reachable: false } });
    await other.app.close();
  });
});

describe("compression", () => {
  it("gzips JSON for clients that accept it, and leaves it plain for those that do not", async () => {
    await t.prisma.category.createMany({
      data: Array.from({ length: 30 }, (_, i) => ({
        name: `Category ${i}`,
        description: "A category with a description long enough to matter.",
      })),
    });
    const zipped = await t.app.inject({ method: "GET", url: "/api/categories", headers: { "accept-encoding": "gzip" } });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    const plain = await t.app.inject({ method: "GET", url: "/api/categories" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
  });
});
