import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { phoneMessage } from "../../common/schemas/fields";
import { REST_MESSAGES } from "../../common/rest";
import { PDF_BYTES, startTestApp, submissionInput, testImage, type TestApp } from "./helpers";
import { dataPart, expectError, restClient, type RestClient } from "./rest-helpers";

// Strict input on the REST paths: a value of the wrong type answers 400 naming the field and never
// turns into a default; a phone must be a phone number, except the one already stored, sent back
// unchanged (ADR 005).

let t: TestApp;
let api: RestClient;
let admin: string;
let categoryId: number;
let talentId: number;
let jpeg: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  api = restClient(t);
  admin = await t.adminToken();
  categoryId = (await t.prisma.category.create({ data: { name: "Actors" } })).id;
  jpeg = await testImage("jpeg");
  talentId = (
    await t.prisma.talent.create({
      data: { firstName: "Old", lastName: "Record", email: "old@example.com", phone: "STRING", skills: ["Juggling"] },
    })
  ).id;
});
afterAll(async () => {
  await t?.close();
});

const submission = (extra: Record<string, unknown> = {}) => ({
  ...submissionInput(categoryId, { firstName: "Jane", lastName: "Doe", email: `jane${Math.random()}@example.com` }),
  ...extra,
});

const submit = (data: Record<string, unknown>) =>
  api.call("POST", "/api/talents", {
    form: [
      dataPart(data),
      { name: "headshot", filename: "h.jpg", type: "image/jpeg", bytes: jpeg },
      { name: "fullBodyShot", filename: "b.jpg", type: "image/jpeg", bytes: jpeg },
      { name: "resume", filename: "cv.pdf", type: "application/pdf", bytes: PDF_BYTES },
    ],
  });

describe("wrong types answer 400 naming the field", () => {
  it("refuses staff fields in a public submission instead of dropping them, and stores nothing", async () => {
    const before = await t.prisma.talent.count();
    for (const extra of [{ skills: 5 }, { skills: ["Singing"] }, { isPublished: true }, { notes: "let me in" }]) {
      const answer = await submit(submission(extra));
      expectError(answer, 400, "Bad Request");
      const [field] = Object.keys(extra);
      expect(answer.body.fields).toEqual({ [field!]: REST_MESSAGES.notInSubmission });
    }
    expect(await t.prisma.talent.count()).toBe(before);
    expect((await submit(submission())).status).toBe(201);
  });

  it("names the field of a value of the wrong type on every kind of body", async () => {
    const cases: Array<[string, string, Record<string, unknown>, string, string?]> = [
      ["POST", "/api/auth/login", { username: { $ne: "" }, password: "x" }, "username"],
      [
        "POST",
        "/api/talent-requests",
        {
          clientName: "C",
          organizationName: "O",
          phone: "0400 123 456",
          email: "c@example.com",
          projectDescription: "P",
          requestedTalentIds: { 1: 1 },
        },
        "requestedTalentIds",
      ],
      ["PUT", `/api/talents/${talentId}`, { skills: { a: 1 } }, "skills", admin],
      ["PUT", `/api/talents/${talentId}`, { skills: [1] }, "skills", admin],
      ["PUT", `/api/talents/${talentId}/approve`, { approve: true, notify: "maybe" }, "notify", admin],
      ["PUT", `/api/talents/${talentId}/approve`, { approve: true, notes: { a: 1 } }, "notes", admin],
      ["PUT", `/api/talents/${talentId}/publish`, { publish: "perhaps" }, "publish", admin],
    ];
    for (const [method, url, json, field, token] of cases) {
      const answer = await api.call(method as "POST", url, { json, token });
      expect(answer.status, `${method} ${url} ${JSON.stringify(json)}`).toBe(400);
      expect(Object.keys(answer.body.fields ?? {}), url).toEqual([field]);
    }
    const stored = await t.prisma.talent.findUniqueOrThrow({ where: { id: talentId } });
    expect(stored.skills).toEqual(["Juggling"]);
    expect(stored.isApproved).toBe(false);
  });
});

describe("phone numbers", () => {
  it("refuses a phone that is not one, naming the field with the rule, on every form that takes one", async () => {
    const submitted = await submit(submission({ phone: "STRING" }));
    expectError(submitted, 400, "Bad Request");
    expect(submitted.body.fields).toEqual({ phone: phoneMessage("Phone number") });
    const request = await api.call("POST", "/api/talent-requests", {
      json: {
        clientName: "C",
        organizationName: "O",
        phone: "12",
        email: "c@example.com",
        projectDescription: "P",
        requestedTalentIds: [],
      },
    });
    expect(request.body.fields?.phone).toBe(phoneMessage("Phone number"));
    const client = await api.call("POST", "/api/clients", {
      token: admin,
      json: { clientName: "Acme", email: "a@example.com", phone: "call me" },
    });
    expect(client.body.fields).toEqual({ phone: phoneMessage("Phone") });
    const international = await submit(submission({ phone: "+44 20 7946 0958" }));
    expect(international.status).toBe(201);
  });

  it("keeps a stored phone that predates the rule when an edit sends it back unchanged, and judges a changed one", async () => {
    const kept = await api.call("PUT", `/api/talents/${talentId}`, { token: admin, json: { firstName: "Olde", phone: "STRING" } });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ firstName: "Olde", phone: "STRING" });
    const changed = await api.call("PUT", `/api/talents/${talentId}`, { token: admin, json: { phone: "STRINGS" } });
    expect(changed.body.fields).toEqual({ phone: phoneMessage("Phone") });
    expect((await t.prisma.talent.findUniqueOrThrow({ where: { id: talentId } })).phone).toBe("STRING");

    const client = await t.prisma.client.create({ data: { clientName: "Old Co", email: "oldco@example.com", phone: "ask reception" } });
    const body = { clientName: "Old Co Pty", email: "oldco@example.com", phone: "ask reception" };
    const edited = await api.call("PUT", `/api/clients/${client.id}`, { token: admin, json: body });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ clientName: "Old Co Pty", phone: "ask reception" });
    const refused = await api.call("PUT", `/api/clients/${client.id}`, { token: admin, json: { ...body, phone: "ask someone" } });
    expect(refused.body.fields).toEqual({ phone: phoneMessage("Phone") });
  });
});
