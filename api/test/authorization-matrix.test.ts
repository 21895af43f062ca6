import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../src/schema";
import {
  BAD_TOKENS,
  buildMatrix,
  type MatrixRow,
  MATRIX_END,
  MATRIX_START,
  matrixMarkdown,
  PUBLIC_OPERATIONS,
  restRoutes,
  rootFieldsOf,
  rootOperations,
} from "./authorization-matrix";
import { startTestApp, type TestApp } from "./helpers";

// The authorization matrix (docs/security.md): every staff operation of the schema and every staff route of the REST table,
// called with six kinds of bad token, with a real non-admin account and with a talent's portal account (ADR 004). Nothing is listed by hand
// but the public operations, and that list must match the schema exactly.

let t: TestApp;
let rows: MatrixRow[];
beforeAll(async () => {
  t = await startTestApp();
  rows = await buildMatrix(t, schema);
}, 600_000);
afterAll(async () => {
  await t?.close();
});

const operations = rootOperations(schema);

describe("the authorization matrix", () => {
  it("knows which operations are public: exactly the root fields without an auth scope", () => {
    const unscoped = operations.filter((operation) => operation.scope === "public").map((operation) => operation.name);
    expect(unscoped).toEqual([...PUBLIC_OPERATIONS].sort());
  });

  it("covers every staff operation and every REST route that is not public", () => {
    const staff = operations.filter((operation) => operation.scope !== "public").map((operation) => operation.name);
    expect(rows.filter((row) => row.surface === "GraphQL").map((row) => row.name)).toEqual(staff);
    const routes = restRoutes().filter((route) => route.access !== "public");
    expect(rows.filter((row) => row.surface === "REST")).toHaveLength(routes.length);
    expect(staff.length).toBeGreaterThan(30);
  });

  it("answers UNAUTHENTICATED to every bad token, FORBIDDEN to a non-admin, and FORBIDDEN to a talent on every staff operation", () => {
    const holes = rows
      .filter((row) => row.surface === "GraphQL")
      .flatMap((row) => [
        ...BAD_TOKENS.filter((kind) => row.answers[kind] !== "UNAUTHENTICATED").map(
          (kind) => `${row.name} with ${kind}: ${row.answers[kind]}`,
        ),
        ...(row.scope !== "signedIn" && row.answers["non-admin"] !== "FORBIDDEN"
          ? [`${row.name} as non-admin: ${row.answers["non-admin"]}`]
          : []),
        // A talent's session reaches only the talent's own operations and the account ones (ADR 004).
        ...(row.scope === "admin" && row.answers.talent !== "FORBIDDEN" ? [`${row.name} as talent: ${row.answers.talent}`] : []),
      ]);
    expect(holes).toEqual([]);
  });

  it("answers 401 to every bad token and 403 to a non-admin on staff routes, and no more than a visitor gets on shared ones", () => {
    const holes = rows
      .filter((row) => row.surface === "REST")
      .flatMap((row) => {
        if (row.scope === "staff") {
          const found = BAD_TOKENS.filter((kind) => row.answers[kind] !== "401").map(
            (kind) => `${row.name} with ${kind}: ${row.answers[kind]}`,
          );
          if (row.answers["non-admin"] !== "403") found.push(`${row.name} as non-admin: ${row.answers["non-admin"]}`);
          if (row.answers.talent !== "403") found.push(`${row.name} as talent: ${row.answers.talent}`);
          return found;
        }
        // Paths visitors read too: a bad token is refused, or ignored with exactly the visitor's answer.
        return [...BAD_TOKENS, "non-admin" as const, "talent" as const]
          .filter((kind) => row.answers[kind] !== "401" && !row.answers[kind].endsWith(" as visitor"))
          .map((kind) => `${row.name} with ${kind}: ${row.answers[kind]}`);
      });
    expect(holes).toEqual([]);
  });

  it("has REST routes marked public only where their operation is public", () => {
    const publicRoutes = restRoutes().filter((route) => route.access === "public");
    const wrong = publicRoutes.flatMap((route) => {
      const document =
        typeof route.operation === "string"
          ? route.operation
          : route.operation({ params: {}, query: {}, body: {}, files: {}, staffView: false });
      return rootFieldsOf(document)
        .filter((field) => !PUBLIC_OPERATIONS.has(field))
        .map((field) => `${route.method} ${route.path} runs ${field}`);
    });
    expect(wrong).toEqual([]);
  });

  it("is the table in docs/security.md (regenerate with npm run security:report)", async () => {
    const document = await readFile(path.resolve("docs/security.md"), "utf8");
    const table = document.slice(document.indexOf(MATRIX_START) + MATRIX_START.length, document.indexOf(MATRIX_END)).trim();
    expect(table).toBe(matrixMarkdown(rows));
  });
});
