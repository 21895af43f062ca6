import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGliteOptions } from "@electric-sql/pglite";
import sharp from "sharp";
import { inject } from "vitest";
import { type App, buildApp, type BuildAppOptions } from "../src/app";
import { type Config, loadConfig } from "../src/config";
import { type Database, openEmbeddedDatabase, openExternalDatabase } from "../src/db/database";
import { migrate } from "../src/db/migrate";
import { ensureAdmin } from "../src/db/seed";
import { createTokenService, hashPassword, loadTokenSecret } from "../src/services/auth";
import { createDatabaseFromTemplate, type DatabaseTemplate, databaseUrl, embeddedTemplateData, onServer } from "./database-template";

export const ADMIN_EMAIL = "admin@agency.test";
export const ADMIN_PASSWORD = "correct-horse-battery";

export type TestDatabaseOptions = {
  /** PGlite extensions beyond the migrations' (a PostgreSQL server has its contrib modules already). */
  embeddedExtensions?: PGliteOptions["extensions"];
};

/**
 * A database of its own for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again on close). Both start as copies of
 * the run's migrated template (api/test/global-setup.ts, ADR 176) when there is one; without it
 * (a runner that skipped the global setup) they start empty and startTestApp migrates them.
 */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<Database> {
  const template = providedTemplate();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const loadDataDir = template?.kind === "embedded" ? await embeddedTemplateData(template.file) : undefined;
    return openEmbeddedDatabase(undefined, { loadDataDir, pglite: { extensions: options.embeddedExtensions } });
  }
  const name = `talent_test_${Date.now()}_${randomBytes(3).toString("hex")}`;
  await createDatabaseFromTemplate(serverUrl, name, template?.kind === "postgresql" ? template.database : null);
  const database = await openExternalDatabase(databaseUrl(serverUrl, name));
  return {
    ...database,
    async close() {
      await database.close();
      await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

function providedTemplate(): DatabaseTemplate | null {
  try {
    return inject("databaseTemplate") ?? null;
  } catch {
    return null; // not inside a Vitest worker
  }
}

export type GqlResult<T = Record<string, unknown>> = {
  status: number;
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } & Record<string, unknown> }>;
};

export type TestApp = {
  app: App;
  database: Database;
  config: Config;
  prisma: Database["prisma"];
  /** Runs a GraphQL operation through the HTTP layer. */
  gql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, options?: { token?: string }): Promise<GqlResult<T>>;
  /** Runs a GraphQL multipart request (files under `files`, keyed by variable path). */
  gqlUpload<T = Record<string, any>>(
    query: string,
    variables: Record<string, unknown>,
    files: Record<string, { name: string; type?: string; bytes: Buffer | Uint8Array }>,
    options?: { token?: string },
  ): Promise<GqlResult<T>>;
  /** Every stored file under the uploads folder, relative to it and sorted. */
  storedFiles(): Promise<string[]>;
  adminToken(): Promise<string>;
  /** A signed-in account without the admin flag. */
  userToken(): Promise<string>;
  close(): Promise<void>;
};

export async function startTestApp(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
  options: Pick<BuildAppOptions, "logger"> & TestDatabaseOptions = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "talent-test-"));
  const database = await openTestDatabase(options);
  await migrate(database.url);
  const loaded = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString("hex"),
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    LOG_LEVEL: "silent",
    // Suites send many submissions from one address; the limit itself is tested on its own.
    PUBLIC_WRITES_PER_HOUR: "1000",
    // Suites write rows straight into the database to set a scene, behind the schema's back, where
    // a cached answer would rightly stay as it was; the cache's own suites turn it on.
    RESPONSE_CACHE: "false",
    ...env,
  });
  // No server render unless a test asks for one (web/dist-server may or may not be built).
  const config = { ...loaded, webServerDir: path.join(dataDir, "no-server-render"), ...overrides };
  await ensureAdmin(database.prisma, config);
  const app = await buildApp({ config, database, logger: options.logger });
  await app.ready();

  const send = async <T>(payload: Buffer | string, headers: Record<string, string>, token?: string) => {
    const response = await app.inject({
      method: "POST",
      url: "/graphql",
      payload,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    const body = response.json() as GqlResult<T>;
    return { ...body, status: response.statusCode };
  };

  let adminToken: string | undefined;
  let userToken: string | undefined;
  const testApp: TestApp = {
    app,
    database,
    config,
    prisma: database.prisma,
    gql: (query, variables = {}, options = {}) =>
      send(JSON.stringify({ query, variables }), { "content-type": "application/json" }, options.token),
    async gqlUpload(query, variables, files, options = {}) {
      const { body, contentType } = await multipartBody(query, variables, files);
      return send(body, { "content-type": contentType, "x-graphql-yoga-csrf": "1" }, options.token);
    },
    async storedFiles() {
      const entries = await readdir(config.uploadsDir, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(config.uploadsDir, path.join(entry.parentPath, entry.name)))
        .sort();
    },
    async adminToken() {
      adminToken ??= await login(testApp, ADMIN_EMAIL, ADMIN_PASSWORD);
      return adminToken;
    },
    async userToken() {
      if (!userToken) {
        await database.prisma.user.create({
          data: { username: "staff@agency.test", passwordHash: await hashPassword("not-an-admin-1"), isAdmin: false },
        });
        userToken = await login(testApp, "staff@agency.test", "not-an-admin-1");
      }
      return userToken;
    },
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}

async function login(app: TestApp, username: string, password: string): Promise<string> {
  const result = await app.gql<{ login: { token: string } }>(
    `mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }`,
    { u: username, p: password },
  );
  if (!result.data?.login) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
  return result.data.login.token;
}

/**
 * The same session as `token` (its account, version and kind), signed by the app's own token
 * service with a lifetime that ended a minute ago: an expired token without waiting for one to expire.
 */
export async function expiredTokenLike(app: TestApp, token: string): Promise<string> {
  const secret = await loadTokenSecret(app.config.jwtSecret, app.config.dataDir);
  const claims = await createTokenService(secret, 60).verify(token);
  if (!claims) throw new Error("expiredTokenLike needs a token the app accepts");
  return createTokenService(secret, -60).sign(claims);
}

/** Builds a body following the GraphQL multipart request specification. */
export async function multipartBody(
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, { name: string; type?: string; bytes: Buffer | Uint8Array }>,
): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  const keys = Object.keys(files);
  const vars = structuredClone(variables);
  for (const key of keys) setPath(vars, key, null);
  form.append("operations", JSON.stringify({ query, variables: vars }));
  form.append("map", JSON.stringify(Object.fromEntries(keys.map((key, index) => [String(index), [`variables.${key}`]]))));
  keys.forEach((key, index) => {
    const file = files[key]!;
    form.append(String(index), new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }), file.name);
  });
  const request = new Request("http://local/graphql", { method: "POST", body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get("content-type")! };
}

function setPath(target: Record<string, unknown>, dotted: string, value: unknown) {
  const parts = dotted.split(".");
  let node: any = target;
  parts.slice(0, -1).forEach((part, index) => {
    node[part] ??= /^\d+$/.test(parts[index + 1]!) ? [] : {};
    node = node[part];
  });
  node[parts.at(-1)!] = value;
}

/** Error codes of a GraphQL result, for short assertions. */
export const codesOf = (result: GqlResult) => (result.errors ?? []).map((error) => error.extensions?.code);

/** A minimal real PDF (the magic bytes the storage checks, and a readable structure). */
export const PDF_BYTES = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** A real, small, single-colour image made locally. */
export function testImage(format: "jpeg" | "png" | "webp", width = 40, height = 50, background = "#88aacc"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}

export { submissionInput } from "./submission-input";
