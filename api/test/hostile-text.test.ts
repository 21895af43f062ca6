import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasUnstorableCharacters } from "../../common/schemas/fields";
import { todayIso } from "../../common/text";
import { startTestApp, type TestApp } from "./helpers";

const todayPlus = (days: number) => todayIso(new Date(Date.now() + days * 86_400_000));

// Hostile text must never answer 500; once, 12 of 3,017 hostile requests answered 500 (NUL bytes and broken surrogates in
// POST /api/talent-requests). Every string of the Big List of Naughty Strings (committed in
// fixtures/, no network) plus the characters PostgreSQL refuses goes into every text field of the
// public writes and into the public search, one field at a time. Each answer is either stored
// exactly as sent (after trimming) or a 400 that names the field and stores nothing.
// `npm test` runs a sample; `npm run test:hostile` (HOSTILE_CORPUS=full) runs all of it.

const NAUGHTY: string[] = JSON.parse(readFileSync(new URL("./fixtures/naughty-strings.json", import.meta.url), "utf8"));

/** What the list lacks and PostgreSQL or UTF-8 trip on. */
const EXTRA = [
  "\u0000",
  "Big\u0000Films",
  "\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000",
  "trailing NUL\u0000",
  "\uD800",
  "broken \uDBFF surrogate",
  "low \uDC00 half first",
  "\uDFFF\uD800",
  "emoji half \uD83D",
  "\u0001\u0002\u0003\u0004\u0005\u0006\u0007\u0008\u000B\u000C\u000E\u000F",
  "\u001B[31mred\u001B[0m",
  "\uFEFFbyte order mark",
  "\uFFFE\uFFFF",
  "\u202Eevil right-to-left override",
  "😀 a whole surrogate pair",
  "tab\tnewline\ncarriage\r",
  "%00 percent-encoded NUL",
  "\\u0000 escaped NUL",
  '\'); DROP TABLE "TalentRequest"; --',
  "x".repeat(200),
];

const FULL = process.env.HOSTILE_CORPUS === "full";
const CORPUS = [...EXTRA, ...(FULL ? NAUGHTY : NAUGHTY.filter((_, index) => index % 25 === 0))];

let t: TestApp;
let talentId: number;

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_WRITES_PER_HOUR: "1000000" });
  talentId = (
    await t.prisma.talent.create({
      data: { firstName: "Jane", lastName: "Doe", email: "jane@example.com", isApproved: true, isPublished: true },
    })
  ).id;
}, 180_000);
afterAll(async () => t?.close());

type Outcome = {
  requests: number;
  serverErrors: string[];
  unnamed: string[];
  storedWhenRefused: string[];
  altered: string[];
  refused: number;
  stored: number;
};
const outcome: Outcome = { requests: 0, serverErrors: [], unnamed: [], storedWhenRefused: [], altered: [], refused: 0, stored: 0 };

/** encodeURIComponent, except that a lone surrogate is sent as its three raw (invalid UTF-8) bytes. */
function percentEncode(value: string): string {
  return value.replace(/[\s\S]/gu, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      const code = char.charCodeAt(0);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join("");
    }
  });
}

const show = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);

/**
 * Judges one answer: a 5xx is a failure; a refusal must name `field` and leave the row count as it
 * was; a success must have stored `expected`, and text with unstorable characters must be refused.
 */
async function judge(
  label: string,
  field: string,
  value: string,
  status: number,
  body: any,
  count: () => Promise<number>,
  before: number,
  stored: () => Promise<string | null | undefined>,
  expected: string | null,
) {
  outcome.requests += 1;
  const where = `${label} ${field}=${show(value)}`;
  if (status >= 500) {
    outcome.serverErrors.push(`${where} → ${status}`);
    return;
  }
  const fields = body?.fields ?? body?.errors?.[0]?.extensions?.fields;
  const refused = status >= 400 || Boolean(body?.errors);
  if (refused) {
    outcome.refused += 1;
    if (!fields || !(field in fields)) outcome.unnamed.push(`${where} → ${status} ${JSON.stringify(body).slice(0, 200)}`);
    if ((await count()) !== before) outcome.storedWhenRefused.push(where);
    return;
  }
  outcome.stored += 1;
  if (hasUnstorableCharacters(value)) outcome.storedWhenRefused.push(`${where} (accepted unstorable text)`);
  const saved = await stored();
  if (saved !== expected) outcome.altered.push(`${where} stored as ${show(String(saved))}`);
}

const REQUEST_FIELDS = ["clientName", "organizationName", "phone", "projectDescription", "email"] as const;
const CONTACT_FIELDS = ["name", "phone", "subject", "message"] as const;
const CONTACT = `mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { message } }`;

describe(`hostile text (${FULL ? "full corpus" : "sample"}: ${CORPUS.length} strings)`, () => {
  it(
    "is stored as sent or refused with a 400 naming the field, never a 5xx, never half-stored",
    async () => {
      for (const value of CORPUS) {
        // REST: POST /api/talent-requests, each text field in turn.
        for (const field of REQUEST_FIELDS) {
          const valid = {
            clientName: "Alice Producer",
            organizationName: "Big Films",
            phone: "0400 000 000",
            email: "alice@example.com",
            projectDescription: "A commercial shoot in Melbourne.",
            projectStartDate: todayPlus(10),
            requestedTalentIds: [talentId],
          };
          const before = await t.prisma.talentRequest.count();
          const response = await t.app.inject({ method: "POST", url: "/api/talent-requests", payload: { ...valid, [field]: value } });
          const body = response.statusCode >= 500 || response.body === "" ? null : response.json();
          await judge(
            "POST /api/talent-requests",
            field,
            value,
            response.statusCode,
            body,
            () => t.prisma.talentRequest.count(),
            before,
            async () => (await t.prisma.talentRequest.findFirst({ orderBy: { id: "desc" } }))?.[field],
            field === "email" ? value.trim().toLowerCase() : value.trim(),
          );
        }
        // GraphQL: sendContactMessage, each text field in turn.
        for (const field of CONTACT_FIELDS) {
          const valid = {
            name: "Alice",
            email: "alice@example.com",
            phone: "0400 000 000",
            subject: "Hello there",
            message: "A long enough message.",
          };
          const before = await t.prisma.contactMessage.count();
          const result = await t.gql(CONTACT, { input: { ...valid, [field]: value } });
          await judge(
            "sendContactMessage",
            field,
            value,
            result.status,
            result,
            () => t.prisma.contactMessage.count(),
            before,
            async () => (await t.prisma.contactMessage.findFirst({ orderBy: { id: "desc" } }))?.[field],
            field === "phone" ? value.trim() || null : value.trim(),
          );
        }
        // Reads: the public search over GraphQL and REST, and a search written into the document.
        for (const [label, call] of [
          ["talentDirectory", () => t.gql(`query ($s: String) { talentDirectory(filter: { search: $s }) { total } }`, { s: value })],
          ["talentDirectory (literal)", () => t.gql(`{ talentDirectory(filter: { search: ${JSON.stringify(value)} }) { total } }`)],
          [
            "GET /api/talents",
            async () => {
              const response = await t.app.inject({ method: "GET", url: `/api/talents?search=${percentEncode(value)}` });
              return { status: response.statusCode, ...(response.statusCode < 500 ? { body: response.json() } : {}) };
            },
          ],
        ] as const) {
          const answer: any = await call();
          outcome.requests += 1;
          if (
            answer.status >= 500 ||
            answer.errors?.some((error: any) => error.extensions?.code === "INTERNAL_SERVER_ERROR" || !error.extensions?.code)
          ) {
            outcome.serverErrors.push(
              `${label} search=${show(value)} → ${answer.status} ${String(JSON.stringify(answer.errors ?? answer.body)).slice(0, 160)}`,
            );
          } else if (answer.errors?.[0]?.extensions?.code === "GRAPHQL_PARSE_FAILED") {
            // A lone surrogate written as an escape in the document is a syntax error, with its place.
            expect(answer.errors[0].message).toMatch(/^Syntax Error: Invalid Unicode escape sequence/);
          } else if (hasUnstorableCharacters(value) && !(label.startsWith("GET") && /[\uD800-\uDFFF]/.test(value))) {
            // (A URL cannot carry a lone surrogate: its bytes arrive as U+FFFD, which is storable.)
            const fields = answer.body?.fields ?? answer.errors?.[0]?.extensions?.fields;
            if (!fields || !("search" in fields)) outcome.unnamed.push(`${label} search=${show(value)} → ${answer.status}`);
          }
        }
      }
      // The figures docs/security.md quotes.
      console.info(
        `hostile text: ${CORPUS.length} strings, ${outcome.requests} requests, ` +
          `${outcome.serverErrors.length} 5xx, ${outcome.refused} refused, ${outcome.stored} stored, ` +
          `${outcome.unnamed.length} refusals not naming the field, ` +
          `${outcome.storedWhenRefused.length} stored when refused, ${outcome.altered.length} altered`,
      );
      expect(outcome.serverErrors).toEqual([]);
      expect(outcome.unnamed).toEqual([]);
      expect(outcome.storedWhenRefused).toEqual([]);
      expect(outcome.altered).toEqual([]);
    },
    FULL ? 900_000 : 300_000,
  );

  it("names the field with its label in the forms' own schemas", async () => {
    const { talentRequestSchema } = await import("../../common/schemas/request");
    const result = talentRequestSchema.safeParse({
      clientName: "A",
      organizationName: "Big\u0000Films",
      phone: "1",
      email: "a@b.co",
      projectDescription: "x",
      requestedTalentIds: [1],
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.find((issue) => issue.path[0] === "organizationName")?.message).toBe(
      "Organization name contains characters that cannot be saved (a control character such as " +
        "NUL, or a broken character). Remove them and try again.",
    );
  });
});
