import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody, PDF_BYTES, startTestApp, type TestApp, testImage, submissionInput } from "./helpers";

// Many requests at once against a real listening server, as a busy Monday would send them:
// visitors reading profiles and sending talent requests while staff publish, unpublish and edit.
// Every answer must be right and every acknowledged write stored. The embedded database serves
// all pool connections from one PostgreSQL session, so this is where interleaving would show.

const PUBLISHED = 12;
const CONCURRENCY = 100;
const ROUNDS = 8;

let t: TestApp;
let base: string;
let adminToken: string;
let publishedIds: number[];
let toggledIds: number[];
let categoryId: number;
let jpeg: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  adminToken = await t.adminToken();
  const category = await t.prisma.category.create({ data: { name: "Actors" } });
  categoryId = category.id;
  jpeg = await testImage("jpeg");
  const make = (index: number, published: boolean) =>
    t.prisma.talent.create({
      data: {
        firstName: `Visible${index}`,
        lastName: "Person",
        email: `talent${index}-${published}@example.com`,
        gender: "Female",
        isApproved: true,
        isPublished: published,
        publishedAt: published ? new Date() : null,
        categories: { create: [{ categoryId: category.id }] },
      },
    });
  publishedIds = [];
  for (let index = 0; index < PUBLISHED; index += 1) publishedIds.push((await make(index, true)).id);
  toggledIds = [];
  for (let index = 0; index < 4; index += 1) toggledIds.push((await make(100 + index, false)).id);
});

afterAll(async () => {
  await t?.close();
});

async function gql(query: string, variables: Record<string, unknown>, token?: string) {
  const response = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: Array<{ message: string }> } };
}

type Outcome = { kind: string; ok: boolean; detail?: string };

const readProfile = async (id: number): Promise<Outcome> => {
  const { status, body } = await gql(`query ($id: Int!) { talent(id: $id) { id firstName categories { name } } }`, { id });
  const ok = status === 200 && !body.errors && body.data?.talent?.id === id && body.data.talent.categories.length === 1;
  return { kind: "profile", ok, detail: ok ? undefined : `${status} ${JSON.stringify(body).slice(0, 300)}` };
};

const readDirectory = async (): Promise<Outcome> => {
  const response = await fetch(`${base}/api/talents`);
  const list = (await response.json()) as Array<{ id: number }>;
  const ids = new Set(Array.isArray(list) ? list.map((talent) => talent.id) : []);
  const ok = response.status === 200 && publishedIds.every((id) => ids.has(id));
  return { kind: "directory", ok, detail: ok ? undefined : `${response.status} ${JSON.stringify(list).slice(0, 300)}` };
};

let requestsAcknowledged = 0;
const sendRequest = async (round: number, slot: number): Promise<Outcome> => {
  const ids = [publishedIds[(round + slot) % PUBLISHED]!, publishedIds[(round + slot + 1) % PUBLISHED]!];
  const { status, body } = await gql(`mutation ($input: TalentRequestInput!) { createTalentRequest(input: $input) { id } }`, {
    input: {
      clientName: `Client ${round}-${slot}`,
      organizationName: "Busy Monday Productions",
      phone: "0400 000 000",
      email: `client${round}-${slot}@example.com`,
      projectDescription: "A commercial shoot",
      requestedTalentIds: ids,
    },
  });
  const ok = status === 200 && !body.errors && typeof body.data?.createTalentRequest?.id === "number";
  if (ok) requestsAcknowledged += 1;
  return { kind: "request", ok, detail: ok ? undefined : `${status} ${JSON.stringify(body).slice(0, 300)}` };
};

let submissionsAcknowledged = 0;
const submitProfile = async (round: number, slot: number): Promise<Outcome> => {
  const { body, contentType } = await multipartBody(
    `mutation ($input: TalentSubmissionInput!, $headshot: Upload, $fullBodyShot: Upload, $resume: Upload) {
      submitTalent(input: $input, headshot: $headshot, fullBodyShot: $fullBodyShot, resume: $resume) { id }
    }`,
    {
      input: submissionInput(categoryId, {
        firstName: "Applicant",
        lastName: `Number${round}x${slot}`,
        email: `applicant${round}-${slot}@example.com`,
      }),
    },
    {
      headshot: { name: "head.jpg", type: "image/jpeg", bytes: jpeg },
      fullBodyShot: { name: "body.jpg", type: "image/jpeg", bytes: jpeg },
      resume: { name: "resume.pdf", type: "application/pdf", bytes: PDF_BYTES },
    },
  );
  const response = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": contentType, "x-graphql-yoga-csrf": "1" },
    body: new Uint8Array(body),
  });
  const answer = (await response.json()) as { data?: any; errors?: unknown };
  const ok = response.status === 200 && !answer.errors && typeof answer.data?.submitTalent?.id === "number";
  if (ok) submissionsAcknowledged += 1;
  return { kind: "submission", ok, detail: ok ? undefined : `${response.status} ${JSON.stringify(answer).slice(0, 300)}` };
};

// Staff move talents that are never requested and never read as published, so visitors' answers
// stay predictable while transactions run beside them.
const staffWrite = async (round: number, slot: number): Promise<Outcome> => {
  const id = toggledIds[slot % toggledIds.length]!;
  const action = (round + slot) % 3;
  const query =
    action === 0
      ? `mutation ($id: Int!) { updateTalent(id: $id, input: { notes: "round ${round}" }) { id } }`
      : action === 1
        ? `mutation ($id: Int!) { publishTalent(id: $id, notify: true) { id } }`
        : `mutation ($id: Int!) { unpublishTalent(id: $id, notify: true) { id } }`;
  const { status, body } = await gql(query, { id }, adminToken);
  // Publishing a published talent is a refused transition (CONFLICT), a right answer too.
  const conflict = body.errors?.length === 1 && /already|not/i.test(body.errors[0]!.message) && status === 200;
  const ok = status === 200 && (!body.errors || conflict);
  return { kind: "staff", ok, detail: ok ? undefined : `${status} ${JSON.stringify(body).slice(0, 300)}` };
};

describe("embedded database under concurrent requests", () => {
  it("answers every read right, stores every acknowledged write, and never fails with a 5xx", { timeout: 180_000 }, async () => {
    const outcomes: Outcome[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const batch = Array.from({ length: CONCURRENCY }, (_, slot) => {
        switch (slot % 5) {
          case 0:
            return slot % 10 === 0 ? sendRequest(round, slot) : submitProfile(round, slot);
          case 1:
            return staffWrite(round, slot);
          case 2:
            return readDirectory();
          default:
            return readProfile(publishedIds[(round * CONCURRENCY + slot) % PUBLISHED]!);
        }
      });
      outcomes.push(...(await Promise.all(batch)));
    }
    const failures = outcomes.filter((outcome) => !outcome.ok);
    expect(failures.slice(0, 5)).toEqual([]);
    expect(outcomes).toHaveLength(CONCURRENCY * ROUNDS);

    const stored = await t.prisma.talentRequest.count();
    expect(stored).toBe(requestsAcknowledged);
    expect(requestsAcknowledged).toBe((CONCURRENCY / 10) * ROUNDS);
    const links = await t.prisma.requestedTalent.count();
    expect(links).toBe(requestsAcknowledged * 2);
    expect(submissionsAcknowledged).toBe((CONCURRENCY / 10) * ROUNDS);
    expect(await t.prisma.talent.count({ where: { firstName: "Applicant", isApproved: false } })).toBe(submissionsAcknowledged);
    expect(await t.prisma.talentImage.count({ where: { talent: { firstName: "Applicant" } } })).toBe(submissionsAcknowledged * 2);
    expect(await t.prisma.talentDocument.count()).toBe(submissionsAcknowledged);
  });
});
