import { randomBytes } from "node:crypto";
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  Kind,
  parse,
} from "graphql";
import { SignJWT } from "jose";
import { routes } from "../src/rest/routes";
import { hashPassword } from "../src/services/auth";
import type { TestApp } from "./helpers";

// The authorization matrix (docs/security.md), built from the executable schema and the REST
// table, so an operation or a route added later is probed without anyone listing it. Shared by
// api/test/authorization-matrix.test.ts and scripts/security-report.ts (docs/security.md).

/**
 * Operations open to visitors. The test asserts this is exactly the set of root fields without an
 * auth scope: a new operation without a scope fails until someone decides it is public.
 */
export const PUBLIC_OPERATIONS = new Set([
  "Query.categories",
  "Query.category",
  "Query.categoryPage",
  "Query.clientPackage",
  "Query.googlePlacesKey",
  "Query.me",
  "Query.newsUpdate",
  "Query.newsUpdatePage",
  "Query.newsUpdates",
  "Query.passwordLink",
  "Query.talent",
  "Query.talentDirectory",
  "Query.talentImages",
  "Query.talents",
  "Query.testimonialPage",
  "Query.testimonials",
  "Mutation.createTalentRequest",
  "Mutation.login",
  "Mutation.requestPasswordReset",
  "Mutation.sendContactMessage",
  "Mutation.sendPackagePicks",
  "Mutation.setPackagePick",
  "Mutation.setPasswordWithToken",
  "Mutation.submitTalent",
]);

export type Scope = "public" | "admin" | "talent" | "signedIn";
export type Operation = { name: string; root: "Query" | "Mutation"; field: GraphQLField<unknown, unknown>; scope: Scope };

export function rootOperations(schema: GraphQLSchema): Operation[] {
  const found: Operation[] = [];
  for (const root of ["Query", "Mutation"] as const) {
    const type = root === "Query" ? schema.getQueryType() : schema.getMutationType();
    for (const field of Object.values(type?.getFields() ?? {})) {
      const scopes = (field.extensions as { pothosOptions?: { authScopes?: Record<string, boolean> } }).pothosOptions?.authScopes;
      const scope: Scope = !scopes ? "public" : scopes.admin ? "admin" : scopes.talent ? "talent" : "signedIn";
      found.push({ name: `${root}.${field.name}`, root, field, scope });
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

/** A value of the right type for a required input, so the call reaches the auth check. */
export function sample(type: GraphQLInputType): unknown {
  const inner = getNullableType(type);
  if (isListType(inner)) return [];
  if (isEnumType(inner)) return inner.getValues()[0]!.name;
  if (isInputObjectType(inner)) {
    return Object.fromEntries(
      Object.values(inner.getFields())
        .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
        .map((field) => [field.name, sample(field.type)]),
    );
  }
  const name = getNamedType(inner).name;
  const samples: Record<string, unknown> = {
    Int: 1,
    Float: 1,
    Boolean: false,
    String: "x",
    ID: "1",
    DateTime: "2026-01-01T00:00:00Z",
    Date: "2026-01-01",
    JSON: {},
  };
  return name in samples ? samples[name] : null;
}

/** `mutation ($id: Int!) { deleteTalent(id: $id) }` with variables for its required arguments. */
export function operationCall(operation: Operation): { query: string; variables: Record<string, unknown> } {
  const required = operation.field.args.filter((arg: GraphQLArgument) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const definitions = required.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(", ");
  const args = required.map((arg) => `${arg.name}: $${arg.name}`).join(", ");
  const selection = isLeafType(getNamedType(operation.field.type)) ? "" : " { __typename }";
  const keyword = operation.root === "Query" ? "query" : "mutation";
  const query = `${keyword}${definitions ? ` (${definitions})` : ""} { ${operation.field.name}${args ? `(${args})` : ""}${selection} }`;
  return { query, variables: Object.fromEntries(required.map((arg) => [arg.name, sample(arg.type)])) };
}

/**
 * The six kinds of bad credentials the security review tried, a real non-admin account without a
 * talent, and a talent's portal account (ADR 004).
 */
export const BAD_TOKENS = ["none", "wrong secret", "expired", "alg none", "tampered", "unknown account"] as const;
export type TokenKind = (typeof BAD_TOKENS)[number] | "non-admin" | "talent";
export const TOKEN_KINDS: TokenKind[] = [...BAD_TOKENS, "non-admin", "talent"];

/** A talent with a portal account, signed in: the talent role of the matrix. */
async function talentToken(t: TestApp): Promise<string> {
  const email = "matrix-talent@talent.test";
  const password = "Matrix-Talent-Password-7";
  const talent = await t.prisma.talent.create({ data: { firstName: "Matrix", lastName: "Talent", email } });
  await t.prisma.user.create({
    data: { username: email, passwordHash: await hashPassword(password), isAdmin: false, talentId: talent.id },
  });
  const result = await t.gql<{ login: { token: string } }>(
    `mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }`,
    { u: email, p: password },
  );
  return result.data!.login.token;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

export async function tokensFor(t: TestApp): Promise<Record<TokenKind, string | undefined>> {
  const secret = new TextEncoder().encode(t.config.jwtSecret!);
  const admin = await t.prisma.user.findFirstOrThrow({ where: { isAdmin: true }, select: { id: true, tokenVersion: true } });
  const sign = (claims: { sub: number; ver: number }, key: Uint8Array, expires: string | number = "1h") =>
    new SignJWT({ adm: true, ver: claims.ver })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(claims.sub))
      .setIssuedAt()
      .setExpirationTime(expires)
      .sign(key);
  const nonAdmin = await t.userToken();
  const [header, , signature] = nonAdmin.split(".");
  const claims = JSON.parse(Buffer.from(nonAdmin.split(".")[1]!, "base64url").toString());
  const adminClaims = { sub: String(admin.id), adm: true, ver: admin.tokenVersion };
  return {
    none: undefined,
    "wrong secret": await sign({ sub: admin.id, ver: admin.tokenVersion }, randomBytes(32)),
    expired: await sign({ sub: admin.id, ver: admin.tokenVersion }, secret, Math.floor(Date.now() / 1000) - 60),
    "alg none": `${base64url({ alg: "none", typ: "JWT" })}.${base64url({ ...adminClaims, exp: Math.floor(Date.now() / 1000) + 3600 })}.`,
    // A staff member's real token with the claims rewritten to the admin's account.
    tampered: `${header}.${base64url({ ...claims, ...adminClaims })}.${signature}`,
    "unknown account": await sign({ sub: 999_999, ver: 0 }, secret),
    "non-admin": nonAdmin,
    talent: await talentToken(t),
  };
}

/** What a GraphQL call answered: its error code, or "ok". */
export async function probeGraphql(t: TestApp, operation: Operation, token: string | undefined): Promise<string> {
  const { query, variables } = operationCall(operation);
  const result = await t.gql(query, variables, { token });
  const code = result.errors?.[0]?.extensions?.code;
  if (code && result.data?.[operation.field.name] == null) return String(code);
  return result.errors ? `ok with errors: ${JSON.stringify(result.errors)}` : "ok";
}

/** Root fields an operation document selects ('Mutation.deleteTalent'). */
export function rootFieldsOf(document: string): string[] {
  const parsed = parse(document);
  return parsed.definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION
      ? definition.selectionSet.selections.flatMap((selection) =>
          selection.kind === Kind.FIELD ? [`${definition.operation === "mutation" ? "Mutation" : "Query"}.${selection.name.value}`] : [],
        )
      : [],
  );
}

export type Route = (typeof routes)[number];
export const restRoutes = (): Route[] => routes;

/**
 * Bodies for the routes that check their input's shape before running the operation: without them
 * the call stops at a 400 and never reaches the schema's check of the token.
 */
export const REST_SAMPLE_BODIES: Record<string, Record<string, unknown>> = {
  "PUT /api/talents/:id/publish": { publish: true },
  "PUT /api/news-updates/:id/publish": { publish: true },
  "POST /api/talent-images/validate-filenames": { filenames: [] },
};

export type RestProbe = { status: number; body: string };

/** What a REST call answered with a token of this kind (params filled with 1, a sample body). */
export async function probeRest(t: TestApp, route: Route, token: string | undefined): Promise<RestProbe> {
  const url = route.path.replace(/:\w+/g, "1");
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let payload: string | Buffer | undefined;
  if (route.method !== "GET" && route.method !== "DELETE") {
    if (route.body?.kind === "multipart") {
      const form = new FormData();
      form.append("data", JSON.stringify(REST_SAMPLE_BODIES[`${route.method} ${route.path}`] ?? {}));
      const request = new Request("http://local", { method: "POST", body: form });
      payload = Buffer.from(await request.arrayBuffer());
      headers["content-type"] = request.headers.get("content-type")!;
    } else {
      payload = JSON.stringify(REST_SAMPLE_BODIES[`${route.method} ${route.path}`] ?? {});
      headers["content-type"] = "application/json";
    }
  }
  const response = await t.app.inject({ method: route.method, url, headers, payload });
  return { status: response.statusCode, body: response.body };
}

export type MatrixRow = { surface: "GraphQL" | "REST"; name: string; scope: string; answers: Record<TokenKind, string> };

/** Probes every staff operation and route with every kind of token: the table of docs/security.md. */
export async function buildMatrix(t: TestApp, schema: GraphQLSchema): Promise<MatrixRow[]> {
  const tokens = await tokensFor(t);
  const kinds = TOKEN_KINDS;
  const rows: MatrixRow[] = [];
  for (const operation of rootOperations(schema).filter((candidate) => candidate.scope !== "public")) {
    const answers = {} as Record<TokenKind, string>;
    for (const kind of kinds) answers[kind] = await probeGraphql(t, operation, tokens[kind]);
    rows.push({ surface: "GraphQL", name: operation.name, scope: operation.scope, answers });
  }
  for (const route of restRoutes().filter((candidate) => candidate.access !== "public")) {
    const answers = {} as Record<TokenKind, string>;
    const visitor = await probeRest(t, route, undefined);
    for (const kind of kinds) {
      const probe = kind === "none" ? visitor : await probeRest(t, route, tokens[kind]);
      // On a path visitors may read, a token that is not honoured must get the visitor's answer.
      const same = route.access !== "staff" && probe.status === visitor.status && probe.body === visitor.body;
      answers[kind] = same ? `${probe.status} as visitor` : String(probe.status);
    }
    rows.push({ surface: "REST", name: `${route.method} ${route.path}`, scope: route.access, answers });
  }
  return rows;
}

export function matrixMarkdown(rows: MatrixRow[]): string {
  const kinds = TOKEN_KINDS;
  const lines = [
    `| surface | operation or route | scope | ${kinds.join(" | ")} |`,
    `|---|---|---|${kinds.map(() => "---").join("|")}|`,
    ...rows.map(
      (row) => `| ${row.surface} | ${row.name} | ${row.scope} | ${kinds.map((kind) => row.answers[kind as TokenKind]).join(" | ")} |`,
    ),
  ];
  return lines.join("\n");
}

export const MATRIX_START = "<!-- authorization-matrix:start (npm run security:report) -->";
export const MATRIX_END = "<!-- authorization-matrix:end -->";

/** The document with the table between the markers replaced. */
export function withMatrix(document: string, table: string): string {
  const start = document.indexOf(MATRIX_START);
  const end = document.indexOf(MATRIX_END);
  if (start < 0 || end < start) throw new Error(`docs/security.md lacks the markers ${MATRIX_START} … ${MATRIX_END}`);
  return `${document.slice(0, start + MATRIX_START.length)}\n${table}\n${document.slice(end)}`;
}
