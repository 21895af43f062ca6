import { readdir } from "node:fs/promises";
import path from "node:path";
import { expect } from "vitest";
import { routes } from "../src/rest/routes";
import type { TestApp } from "./helpers";

// What the REST contract tests (rest-*.test.ts) share: calls through app.inject, multipart bodies
// built by the platform's FormData, and a record of which rows of the route table answered.

export type Part = { name: string; value: string } | { name: string; filename: string; type?: string; bytes: Buffer | Uint8Array };

export type RestCall = {
  token?: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data. */
  form?: Part[];
  /** Sent as is, with `contentType`. */
  raw?: string;
  contentType?: string;
};

export type RestAnswer<T = any> = { status: number; body: T; text: string; contentType: string };

/** A multipart body in the browser's encoding (the same FormData the SPA uses). */
export async function formBody(parts: Part[]): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const part of parts) {
    if ("value" in part) form.append(part.name, part.value);
    else form.append(part.name, new Blob([new Uint8Array(part.bytes)], { type: part.type ?? "application/octet-stream" }), part.filename);
  }
  const request = new Request("http://x", { method: "POST", body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get("content-type")! };
}

/** The multipart `data` field: a JSON object of the form's fields. */
export const dataPart = (data: Record<string, unknown>): Part => ({ name: "data", value: JSON.stringify(data) });

const ROW_PATTERNS = routes.map((route) => ({
  key: rowKey(route.method, route.path),
  method: route.method,
  pattern: new RegExp(`^${route.path.replace(/:\w+/g, "[^/]+")}$`),
}));

export function rowKey(method: string, routePath: string): string {
  return `${method} ${routePath}`;
}

/** The table's row that serves a call, if any. */
function rowOf(method: string, url: string): string | undefined {
  const pathname = url.split("?")[0]!;
  return ROW_PATTERNS.find((row) => row.method === method && row.pattern.test(pathname))?.key;
}

export type RestClient = {
  call<T = any>(method: "GET" | "POST" | "PUT" | "DELETE", url: string, options?: RestCall): Promise<RestAnswer<T>>;
  /** Rows of the route table that answered a call with a success status. */
  succeeded: Set<string>;
};

/** The headers and body of a REST call: a token, and a form, JSON or raw body. */
export async function requestParts(
  options: RestCall & { token?: string },
): Promise<{ headers: Record<string, string>; payload: string | Buffer | undefined }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | Buffer | undefined;
  if (options.form) {
    const body = await formBody(options.form);
    payload = body.payload;
    headers["content-type"] = body.contentType;
  } else if (options.json !== undefined) {
    payload = JSON.stringify(options.json);
    headers["content-type"] = "application/json";
  } else if (options.raw !== undefined) {
    payload = options.raw;
    headers["content-type"] = options.contentType ?? "application/json";
  }
  return { headers, payload };
}

export function restClient(t: TestApp): RestClient {
  const succeeded = new Set<string>();
  return {
    succeeded,
    async call(method, url, options = {}) {
      const { headers, payload } = await requestParts(options);
      const response = await t.app.inject({ method, url, headers, payload });
      const contentType = String(response.headers["content-type"] ?? "");
      const body = contentType.startsWith("application/json") ? response.json() : undefined;
      if (response.statusCode < 400) {
        const row = rowOf(method, url);
        if (row) succeeded.add(row);
      }
      return { status: response.statusCode, body, text: response.body, contentType };
    },
  };
}

/** The test file that proves a row: rest-<owner>.test.ts, and talent-editor.test.ts for "editor". */
export type RowOwner = "public" | "admin" | "content" | "talents" | "talent-writes" | "submission" | "media" | "editor";

/**
 * Which test file proves each row of the route table. Every row has exactly one owner; each file
 * checks at its end that all of its rows answered a successful call.
 */
export const ROW_OWNERS: Record<string, RowOwner> = {
  "POST /api/auth/login": "public",
  "GET /api/categories": "public",
  "POST /api/categories": "admin",
  "PUT /api/categories/:id": "admin",
  "DELETE /api/categories/:id": "admin",
  "GET /api/talents": "talents",
  "GET /api/talents/:id": "talents",
  "GET /api/talents/:id/images": "talents",
  "GET /api/talents/:id/documents": "talents",
  "POST /api/talents": "submission",
  "PUT /api/talents/:id": "talent-writes",
  "PUT /api/talents/:id/approve": "talent-writes",
  "PUT /api/talents/:id/publish": "talent-writes",
  "DELETE /api/talents/:id": "talent-writes",
  "GET /api/talents/export.csv": "editor",
  "POST /api/talent-requests": "public",
  "GET /api/talent-requests": "admin",
  "PUT /api/talent-requests/:id/status": "admin",
  "DELETE /api/talent-requests/:id": "admin",
  "GET /api/clients": "admin",
  "POST /api/clients": "admin",
  "PUT /api/clients/:id": "admin",
  "GET /api/clients/:id/requests": "admin",
  "GET /api/news-updates": "public",
  "POST /api/news-updates": "content",
  "PUT /api/news-updates/:id": "content",
  "PUT /api/news-updates/:id/publish": "content",
  "DELETE /api/news-updates/:id": "content",
  "GET /api/testimonials": "public",
  "POST /api/testimonials": "content",
  "PUT /api/testimonials/:id": "content",
  "DELETE /api/testimonials/:id": "content",
  "POST /api/upload": "media",
  "POST /api/talent-images/validate-filenames": "media",
  "POST /api/talent-images/bulk-upload": "media",
  "DELETE /api/talent-images/bulk-delete": "media",
  "GET /api/google-places-key": "public",
};

/** Fails unless every row the file owns answered at least one call with success. */
export function expectOwnRowsCovered(client: RestClient, owner: RowOwner) {
  const own = Object.entries(ROW_OWNERS)
    .filter(([, file]) => file === owner)
    .map(([key]) => key);
  expect(own.filter((key) => !client.succeeded.has(key))).toEqual([]);
}

/** Every file under a folder (the uploads folder), as paths. */
export async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The error body every failing call answers. */
export function expectError(answer: RestAnswer, status: number, error: string) {
  expect(answer.status).toBe(status);
  expect(answer.contentType).toMatch(/^application\/json/);
  expect(answer.body).toEqual(expect.objectContaining({ message: expect.any(String), error }));
}
