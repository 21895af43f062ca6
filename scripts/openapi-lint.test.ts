import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { openApiDocument } from "../api/src/rest/openapi";
import { routes } from "../api/src/rest/routes";
import { schema } from "../api/src/schema";

// The OpenAPI document as an integrator's tools read it: Redocly CLI (the pinned devDependency)
// with its recommended ruleset finds no error and no warning (a warning fails the test as an error
// does). What the server answers against it: api/test/openapi-conformance.test.ts.

const run = promisify(execFile);
let folder: string | undefined;
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe("the OpenAPI document", () => {
  it("passes Redocly's recommended ruleset with 0 errors and 0 warnings", async () => {
    folder = await mkdtemp(path.join(tmpdir(), "openapi-lint-"));
    const file = path.join(folder, "openapi.json");
    await writeFile(file, JSON.stringify(openApiDocument(routes, schema)));
    const cli = path.join(import.meta.dirname, "..", "node_modules", ".bin", "redocly");
    const { stdout } = await run(cli, ["lint", file, "--extends", "recommended", "--format", "json"], {
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
    const report = JSON.parse(stdout.slice(stdout.indexOf("{"))) as {
      totals: { errors: number; warnings: number };
      problems: Array<{ ruleId: string; message: string }>;
    };
    expect(report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it("types every success answer and refers every error answer to the one Error schema", () => {
    const document = openApiDocument(routes, schema) as unknown as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content: Record<string, { schema: Record<string, unknown> }> }> }>
      >;
    };
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          const json = response.content["application/json"]?.schema;
          if (Number(status) >= 400) expect(json, `${method} ${path} ${status}`).toEqual({ $ref: "#/components/schemas/Error" });
          else if (json)
            expect(
              Object.keys(json).some((key) => ["$ref", "type", "anyOf"].includes(key)),
              `${method} ${path}`,
            ).toBe(true);
        }
      }
    }
  });

  it("names every operation, states its security and bounds every list's limit", () => {
    const document = openApiDocument(routes, schema) as unknown as {
      paths: Record<
        string,
        Record<string, { operationId: string; security: unknown[]; parameters: Array<{ name: string; schema: { maximum?: number } }> }>
      >;
      servers: unknown[];
    };
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(routes.length);
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(routes.length);
    expect(document.servers.length).toBeGreaterThan(0);
    expect(document.paths["/api/auth/login"]!.post!.security).toEqual([]);
    expect(document.paths["/api/talent-requests"]!.post!.security).toEqual([]);
    expect(document.paths["/api/google-places-key"]!.get!.security).toEqual([]);
    for (const operation of operations) {
      const limit = operation.parameters.find((parameter) => parameter.name === "limit");
      if (limit) expect(limit.schema.maximum, operation.operationId).toBeGreaterThan(0);
    }
  });
});
