import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Prisma } from "../src/db/generated/prisma/client";
import { startTestApp, type TestApp, testImage } from "./helpers";
import { dataPart, expectError, expectOwnRowsCovered, restClient, type RestClient } from "./rest-helpers";

// Contract of the talent rows of the REST table: the directory and profile for visitors, the full
// record and lifecycle for staff, and the editor's and dialog's updates.

let t: TestApp;
let api: RestClient;
let admin: string;
let user: string;
let actors: number;
let models: number;
let jpeg: Buffer;

const thisYear = new Date().getUTCFullYear();

/** Keys a visitor must never receive on a talent. */
const PRIVATE_KEYS = [
  "email",
  "phone",
  "birthDay",
  "birthMonth",
  "birthYear",
  "birthDate",
  "houseUnitNumber",
  "location",
  "postcode",
  "resumeUrl",
  "notes",
  "experience",
  "isApproved",
  "isPublished",
  "publishedAt",
  "status",
  "documents",
];

/** A talent straight into the database; born on 1 January so its age is `age` all year. */
function talent(data: Partial<Prisma.TalentCreateInput> & { age?: number; categoryIds?: number[] }) {
  const { age = 30, categoryIds = [], ...rest } = data;
  const birthYear = thisYear - age;
  return t.prisma.talent.create({
    data: {
      firstName: "Test",
      lastName: "Person",
      email: `${Math.random().toString(36).slice(2)}@example.com`,
      phone: "0400 000 000",
      birthDay: 1,
      birthMonth: 1,
      birthYear,
      birthDate: new Date(Date.UTC(birthYear, 0, 1)),
      houseUnitNumber: "2",
      location: "1 Private Street",
      suburb: "Richmond",
      postcode: "3121",
      state: "VIC",
      notes: "internal only",
      resumeUrl: "/uploads/documents/secret.pdf",
      experience: "Ten years on stage",
      categories: { connect: categoryIds.map((id) => ({ id })) },
      ...rest,
    },
  });
}

let jane: number; // published: Female, VIC, green eyes, brown hair, 168 cm, 30, Actors
let tom: number; // published: Male, NSW, blue eyes, black hair, 185 cm, 40, Models, skill juggling
let pending: number;
let approvedOnly: number;
let unpublished: number;
let publishedNotApproved: number;

beforeAll(async () => {
  t = await startTestApp();
  api = restClient(t);
  admin = await t.adminToken();
  user = await t.userToken();
  actors = (await t.prisma.category.create({ data: { name: "Actors" } })).id;
  models = (await t.prisma.category.create({ data: { name: "Models" } })).id;
  jpeg = await testImage("jpeg");

  jane = (
    await talent({
      firstName: "Jane",
      lastName: "doe",
      gender: "Female",
      state: "VIC",
      eyeColor: "green",
      hairColor: "brown",
      height: 168,
      age: 30,
      smoker: false,
      isApproved: true,
      isPublished: true,
      publishedAt: new Date(),
      categoryIds: [actors],
      images: {
        create: [
          { filename: "jane-2.jpg", sequence: 2, storageUrl: "/uploads/images/jane-2.jpg" },
          { filename: "jane-1.jpg", sequence: 1, storageUrl: "/uploads/images/jane-1.jpg", caption: "On set" },
          { filename: "jane-none.jpg", sequence: 0, storageUrl: null },
        ],
      },
      documents: {
        create: [
          {
            filename: "Jane CV.pdf",
            title: "Resume",
            documentType: "resume",
            fileType: "pdf",
            fileSize: 1234,
            storageUrl: "/uploads/documents/jane.pdf",
          },
        ],
      },
    })
  ).id;
  tom = (
    await talent({
      firstName: "Tom",
      lastName: "Smith",
      gender: "Male",
      state: "NSW",
      eyeColor: "blue",
      hairColor: "black",
      height: 185,
      age: 40,
      smoker: true,
      skills: ["Juggling", "Stage combat"],
      isApproved: true,
      isPublished: true,
      publishedAt: new Date(),
      categoryIds: [models],
    })
  ).id;
  pending = (await talent({ firstName: "Pat", lastName: "Pending", categoryIds: [actors] })).id;
  approvedOnly = (await talent({ firstName: "Amy", lastName: "Approved", isApproved: true })).id;
  unpublished = (await talent({ firstName: "Una", lastName: "Unpub", isApproved: true, publishedAt: new Date() })).id;
  publishedNotApproved = (await talent({ firstName: "Odd", lastName: "Record", isPublished: true })).id;
});
afterAll(async () => {
  await t?.close();
});

const ids = (list: Array<{ id: number }>) => list.map((row) => row.id).sort((a, b) => a - b);

describe("GET /api/talents", () => {
  it("gives a visitor only approved and published talents, whatever the query string asks", async () => {
    const answer = await api.call("GET", "/api/talents?published=false&approved=false&admin=true&status=pending");
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body)).toBe(true);
    expect(ids(answer.body)).toEqual([jane, tom].sort((a, b) => a - b));
  });

  it("shows a visitor the last initial with a full stop, public facts, and no private keys at all", async () => {
    const answer = await api.call("GET", "/api/talents");
    const janeCard = answer.body.find((row: { id: number }) => row.id === jane);
    expect(janeCard).toMatchObject({
      id: jane,
      firstName: "Jane",
      lastName: "D.",
      displayName: "Jane D.",
      gender: "Female",
      age: 30,
      height: 168,
      eyeColor: "green",
      hairColor: "brown",
      smoker: "No",
      suburb: "Richmond",
      state: "VIC",
      skills: [],
      categoryId: actors,
      categoryIds: [actors],
      categories: [{ id: actors, name: "Actors" }],
      firstImageUrl: "/uploads/images/jane-1.jpg",
      additionalImages: [],
    });
    for (const row of answer.body) {
      for (const key of PRIVATE_KEYS) expect(row, `${key} of talent ${row.id}`).not.toHaveProperty(key);
      expect(row.lastName).toMatch(/^[A-Z]\.$/);
      expect(row).not.toHaveProperty("lastInitial");
    }
    expect(answer.body.find((row: { id: number }) => row.id === tom).smoker).toBe("Yes");
  });

  it("gives staff every talent, with contact details and status, whatever the query string asks", async () => {
    for (const url of ["/api/talents", "/api/talents?admin=true", "/api/talents?published=true&approved=true"]) {
      const answer = await api.call("GET", url, { token: admin });
      expect(answer.status).toBe(200);
      expect(ids(answer.body)).toEqual([jane, tom, pending, approvedOnly, unpublished, publishedNotApproved].sort((a, b) => a - b));
    }
    const answer = await api.call("GET", "/api/talents", { token: admin });
    const row = answer.body.find((candidate: { id: number }) => candidate.id === pending);
    expect(row).toMatchObject({
      id: pending,
      firstName: "Pat",
      lastName: "Pending",
      email: expect.stringContaining("@example.com"),
      phone: "0400 000 000",
      postcode: "3121",
      location: "1 Private Street",
      notes: "internal only",
      isApproved: false,
      isPublished: false,
      status: "pending",
      categoryIds: [actors],
    });
    expect(answer.body.find((candidate: { id: number }) => candidate.id === unpublished).status).toBe("unpublished");
    expect(answer.body.find((candidate: { id: number }) => candidate.id === approvedOnly).status).toBe("approved");
  });

  it("lets staff narrow by status, search, category and gender, and sort", async () => {
    const byStatus = await api.call("GET", "/api/talents?status=pending", { token: admin });
    expect(ids(byStatus.body)).toEqual([pending, publishedNotApproved].sort((a, b) => a - b));
    const all = await api.call("GET", "/api/talents?status=all", { token: admin });
    expect(all.body).toHaveLength(6);
    const bySearch = await api.call("GET", "/api/talents?search=unpub", { token: admin });
    expect(ids(bySearch.body)).toEqual([unpublished]);
    const byCategory = await api.call("GET", `/api/talents?categoryId=${actors}`, { token: admin });
    expect(ids(byCategory.body)).toEqual([jane, pending].sort((a, b) => a - b));
    const byGender = await api.call("GET", "/api/talents?gender=Male", { token: admin });
    expect(ids(byGender.body)).toEqual([tom]);
    const byName = await api.call("GET", "/api/talents?sort=name&direction=asc&status=pending", { token: admin });
    expect(byName.body.map((row: { lastName: string }) => row.lastName)).toEqual(["Pending", "Record"]);
    const byNameDown = await api.call("GET", "/api/talents?sort=name&direction=desc&status=pending", { token: admin });
    expect(byNameDown.body.map((row: { lastName: string }) => row.lastName)).toEqual(["Record", "Pending"]);
  });

  it("applies each directory filter from the query string", async () => {
    const cases: Array<[string, number[]]> = [
      [`categoryId=${actors}`, [jane]],
      [`category=${models}`, [tom]],
      ["search=jugg", [tom]],
      ["search=JANE", [jane]],
      ["ageRange=26-35", [jane]],
      ["ageRange=36-45", [tom]],
      ["gender=Male", [tom]],
      ["location=VIC", [jane]],
      ["heightRange=180-190", [tom]],
      ["heightRange=160-170", [jane]],
      ["eyeColor=green", [jane]],
      ["hairColor=black", [tom]],
      ["gender=Female&location=VIC&eyeColor=green&hairColor=brown&heightRange=160-170&ageRange=26-35", [jane]],
      ["gender=Female&location=NSW", []],
      ["gender=all&location=all&ageRange=&search=", [jane, tom]],
    ];
    for (const [query, expected] of cases) {
      const answer = await api.call("GET", `/api/talents?${query}`);
      expect(answer.status, query).toBe(200);
      expect(ids(answer.body), query).toEqual(expected.sort((a, b) => a - b));
    }
  });

  it("answers 400 naming the filter for a value it does not know", async () => {
    const age = await api.call("GET", "/api/talents?ageRange=young");
    expectError(age, 400, "Bad Request");
    expect(age.body.fields).toEqual({ ageRange: "Age range must be one of: all, 18-25, 26-35, 36-45, 46-55, 55+." });

    const gender = await api.call("GET", "/api/talents?gender=Other");
    expectError(gender, 400, "Bad Request");
    expect(gender.body.fields).toEqual({ gender: "Gender must be one of: all, Male, Female, Non-binary." });

    const height = await api.call("GET", "/api/talents?heightRange=tall&location=Victoria");
    expect(height.body.fields).toEqual({
      heightRange: "Height range must be one of: all, under-160, 160-170, 170-180, 180-190, over-190.",
      location: "Location must be one of: all, NSW, VIC, QLD, WA, SA, TAS, NT, ACT.",
    });

    const category = await api.call("GET", "/api/talents?categoryId=abc");
    expectError(category, 400, "Bad Request");
    expect(category.body.fields).toEqual({ categoryId: 'Int cannot represent non-integer value: "abc"' });

    const staffStatus = await api.call("GET", "/api/talents?status=gone", { token: admin });
    expectError(staffStatus, 400, "Bad Request");
    expect(staffStatus.body.fields).toEqual({ status: "Status must be one of: all, published, approved, pending, unpublished." });
  });

  it("answers 401 'Invalid token' for a bad token, so the site can drop a stale session", async () => {
    const bad = await api.call("GET", "/api/talents", { token: "garbage" });
    expectError(bad, 401, "Unauthorized");
    expect(bad.text).toContain("Invalid token");
  });

  it("gives a signed-in non-admin browsing with its token what visitors get", async () => {
    const list = await api.call("GET", "/api/talents?admin=true&published=false", { token: user });
    expect(list.status).toBe(200);
    expect(ids(list.body)).toEqual([jane, tom].sort((a, b) => a - b));
    for (const key of PRIVATE_KEYS) expect(list.body[0]).not.toHaveProperty(key);
    const profile = await api.call("GET", `/api/talents/${jane}`, { token: user });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ lastName: "D." });
    expect(profile.body).not.toHaveProperty("email");
    expectError(await api.call("GET", `/api/talents/${pending}`, { token: user }), 404, "Not Found");
    const images = await api.call("GET", `/api/talents/${jane}/images`, { token: user });
    expect(images.body.map((image: { sequence: number }) => image.sequence)).toEqual([1, 2]);
  });
});

describe("GET /api/talents/{id}", () => {
  it("gives a visitor the public profile of a published talent", async () => {
    const answer = await api.call("GET", `/api/talents/${jane}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: jane, firstName: "Jane", lastName: "D.", categoryIds: [actors] });
    for (const key of PRIVATE_KEYS) expect(answer.body).not.toHaveProperty(key);
  });

  it("answers 404 to a visitor for a talent that is not public, and the full record to staff", async () => {
    for (const id of [pending, approvedOnly, unpublished, publishedNotApproved]) {
      const answer = await api.call("GET", `/api/talents/${id}`);
      expectError(answer, 404, "Not Found");
      expect(answer.text).not.toContain("Private Street");
    }
    const staff = await api.call("GET", `/api/talents/${pending}`, { token: admin });
    expect(staff.status).toBe(200);
    expect(staff.body).toMatchObject({
      id: pending,
      lastName: "Pending",
      email: expect.stringContaining("@"),
      phone: "0400 000 000",
      birthDay: 1,
      birthMonth: 1,
      birthYear: thisYear - 30,
      houseUnitNumber: "2",
      location: "1 Private Street",
      postcode: "3121",
      resumeUrl: expect.stringMatching(/^\/uploads\/documents\/secret\.pdf\?expires=\d+&sig=/),
      notes: "internal only",
      experience: "Ten years on stage",
      isApproved: false,
      isPublished: false,
      status: "pending",
      createdAt: expect.any(String),
    });
  });

  it("answers 404 for an unknown or non-numeric id", async () => {
    expectError(await api.call("GET", "/api/talents/99999"), 404, "Not Found");
    expectError(await api.call("GET", "/api/talents/99999", { token: admin }), 404, "Not Found");
    expectError(await api.call("GET", "/api/talents/abc"), 404, "Not Found");
    expectError(await api.call("GET", "/api/talents/1.5", { token: admin }), 404, "Not Found");
    expectError(await api.call("GET", "/api/talents/-1"), 404, "Not Found");
  });
});

describe("GET /api/talents/{id}/images", () => {
  it("lists a public talent's stored photos by sequence with storage_url for visitors", async () => {
    const answer = await api.call("GET", `/api/talents/${jane}/images`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      expect.objectContaining({
        id: expect.any(Number),
        talentId: jane,
        storage_url: "/uploads/images/jane-1.jpg",
        sequence: 1,
        caption: "On set",
      }),
      expect.objectContaining({ storage_url: "/uploads/images/jane-2.jpg", sequence: 2, caption: null }),
    ]);
    for (const image of answer.body) {
      expect(image).not.toHaveProperty("storageUrl");
      expect(image).toHaveProperty("card_url");
      expect(image).toHaveProperty("thumb_url");
    }
  });

  it("shows staff every record, with or without a file", async () => {
    const answer = await api.call("GET", `/api/talents/${jane}/images`, { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body.map((image: { sequence: number; storage_url: string | null }) => [image.sequence, image.storage_url])).toEqual([
      [0, null],
      [1, "/uploads/images/jane-1.jpg"],
      [2, "/uploads/images/jane-2.jpg"],
    ]);
  });

  it("reveals nothing of a talent that is not public, and answers 404 to staff for an unknown talent", async () => {
    await t.prisma.talentImage.create({ data: { talentId: pending, filename: "p.jpg", storageUrl: "/uploads/images/p.jpg" } });
    const visitor = await api.call("GET", `/api/talents/${pending}/images`);
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual([]);
    expectError(await api.call("GET", "/api/talents/99999/images", { token: admin }), 404, "Not Found");
  });
});

describe("GET /api/talents/{id}/documents", () => {
  it("lists documents for staff with document_type, file_type, file_size and storage_url", async () => {
    const answer = await api.call("GET", `/api/talents/${jane}/documents`, { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      {
        id: expect.any(Number),
        talentId: jane,
        title: "Resume",
        description: null,
        sequence: 0,
        filename: "Jane CV.pdf",
        document_type: "resume",
        file_type: "pdf",
        file_size: 1234,
        storage_url: expect.stringMatching(/^\/uploads\/documents\/jane\.pdf\?expires=\d+&sig=[\w-]{43}$/),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
  });

  it("is staff only, and 404 for an unknown talent", async () => {
    expectError(await api.call("GET", `/api/talents/${jane}/documents`), 401, "Unauthorized");
    expectError(await api.call("GET", `/api/talents/${jane}/documents`, { token: user }), 403, "Forbidden");
    expectError(await api.call("GET", "/api/talents/99999/documents", { token: admin }), 404, "Not Found");
  });
});

describe("POST /api/talents (staff)", () => {
  it("creates a pending talent from the dialog's multipart data and image", async () => {
    const answer = await api.call("POST", "/api/talents", {
      token: admin,
      form: [
        dataPart({
          firstName: "Nina",
          lastName: "New",
          email: "Nina@Example.com",
          phone: "0411 111 111",
          gender: "Non-binary",
          age: "25",
          height: "170",
          birthDay: "3",
          birthMonth: "4",
          birthYear: "2000",
          eyeColor: "hazel",
          hairColor: "red",
          smoker: "No",
          bio: "A versatile performer.",
          skills: "singing, , dancing ",
          playableAgeMin: "20",
          playableAgeMax: "30",
          categoryId: String(actors),
        }),
        { name: "image", filename: "nina.jpg", type: "image/jpeg", bytes: jpeg },
      ],
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      id: expect.any(Number),
      firstName: "Nina",
      lastName: "New",
      email: "nina@example.com",
      smoker: "No",
      skills: ["singing", "dancing"],
      categoryIds: [actors],
      status: "pending",
      isApproved: false,
      isPublished: false,
      imageUrl: expect.stringMatching(/^\/uploads\/images\/[\w-]+\.jpg$/),
    });

    const { data } = await t.gql(
      `query ($id: Int!) { adminTalent(id: $id) { firstName birthYear height playableAgeMin status images { storageUrl sequence } categoryIds } }`,
      { id: answer.body.id },
      { token: admin },
    );
    expect(data!.adminTalent).toEqual({
      firstName: "Nina",
      birthYear: 2000,
      height: 170,
      playableAgeMin: 20,
      status: "pending",
      images: [{ storageUrl: answer.body.imageUrl, sequence: 0 }],
      categoryIds: [actors],
    });
    expect(existsSync(path.join(t.config.uploadsDir, answer.body.imageUrl.slice("/uploads/".length)))).toBe(true);
  });

  it("answers 400 with the dialog's messages, and stores nothing", async () => {
    const before = await t.prisma.talent.count();
    const answer = await api.call("POST", "/api/talents", {
      token: admin,
      form: [dataPart({ firstName: "N", lastName: "", email: "nope", playableAgeMin: "50", playableAgeMax: "20" })],
    });
    expectError(answer, 400, "Bad Request");
    expect(answer.body.fields).toMatchObject({
      firstName: "First name must be at least 2 characters",
      lastName: "Last name must be at least 2 characters",
      email: "Please enter a valid email address",
      playableAgeMin: "Minimum age cannot be greater than maximum age",
    });
    expect(await t.prisma.talent.count()).toBe(before);
  });

  it("reports absent names and e-mail with the schema's messages, and a number that is not one by its field", async () => {
    const absent = await api.call("POST", "/api/talents", { token: admin, form: [dataPart({ phone: "0400" })] });
    expectError(absent, 400, "Bad Request");
    expect(absent.body.fields).toEqual({
      firstName: "First name must be at least 2 characters",
      lastName: "Last name must be at least 2 characters",
      email: "Please enter a valid email address",
    });
    const height = await api.call("POST", "/api/talents", {
      token: admin,
      form: [dataPart({ firstName: "Hal", lastName: "Height", email: "hal@example.com", height: "tall" })],
    });
    expectError(height, 400, "Bad Request");
    expect(height.body.fields).toEqual({ height: 'Int cannot represent non-integer value: "tall"' });
  });
});

describe("PUT /api/talents/{id}", () => {
  it("updates from the dialog's multipart data, adding the image after the existing ones", async () => {
    const id = (await talent({ firstName: "Ivy", lastName: "Edit", images: { create: [{ filename: "a.jpg", sequence: 4 }] } })).id;
    const answer = await api.call("PUT", `/api/talents/${id}`, {
      token: admin,
      form: [
        dataPart({ firstName: "Ivy-Rose", skills: "acting, voice", categoryId: String(models) }),
        { name: "image", filename: "ivy.jpg", type: "image/jpeg", bytes: jpeg },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id, firstName: "Ivy-Rose", lastName: "Edit", skills: ["acting", "voice"], categoryIds: [models] });

    const { data } = await t.gql(
      `query ($id: Int!) { adminTalent(id: $id) { firstName imageUrl images { storageUrl sequence } } }`,
      { id },
      { token: admin },
    );
    expect(data!.adminTalent.firstName).toBe("Ivy-Rose");
    expect(data!.adminTalent.images).toEqual([
      { storageUrl: null, sequence: 4 },
      { storageUrl: data!.adminTalent.imageUrl, sequence: 5 },
    ]);
  });

  it("updates from the editor's JSON: empty numbers clear, text experience and Yes/No smoker are read", async () => {
    const id = (await talent({ firstName: "Ed", lastName: "Itor", height: 150, playableAgeMin: 20, playableAgeMax: 30 })).id;
    const answer = await api.call("PUT", `/api/talents/${id}`, {
      token: admin,
      json: {
        id,
        firstName: "Edward",
        lastName: "Itor",
        email: "ed@example.com",
        phone: "",
        age: "",
        height: "",
        playableAgeMin: "",
        playableAgeMax: "",
        playableAgeNA: true,
        smoker: "Yes",
        experience: { theatre: ["Hamlet"] },
        skills: ["mime"],
        categoryIds: [actors, models],
        createdAt: "2020-01-01T00:00:00.000Z",
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      firstName: "Edward",
      email: "ed@example.com",
      phone: null,
      height: null,
      playableAgeMin: null,
      playableAgeNA: true,
      smoker: "Yes",
      experience: '{"theatre":["Hamlet"]}',
      skills: ["mime"],
      categoryIds: [actors, models],
    });
    const stored = await t.prisma.talent.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({ firstName: "Edward", height: null, playableAgeMin: null, smoker: true, playableAgeNA: true });
  });

  it("reads an unselected dropdown ('') as not given and an empty file input as no image", async () => {
    const id = (await talent({ firstName: "Dee", lastName: "Drop", gender: "Female", eyeColor: "blue", categoryIds: [actors] })).id;
    const answer = await api.call("PUT", `/api/talents/${id}`, {
      token: admin,
      form: [
        dataPart({ gender: "", eyeColor: "", hairColor: "", state: "", categoryId: "" }),
        // What a browser sends for a file input left empty.
        { name: "image", filename: "", type: "application/octet-stream", bytes: Buffer.alloc(0) },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ gender: null, eyeColor: null, hairColor: null, state: null, categoryIds: [] });
    expect(await t.prisma.talentImage.count({ where: { talentId: id } })).toBe(0);
  });

  it("answers 400 with the field's message, 404 for an unknown talent, 401 and 403 for others", async () => {
    const bad = await api.call("PUT", `/api/talents/${tom}`, { token: admin, json: { email: "not an email" } });
    expectError(bad, 400, "Bad Request");
    expect(bad.body.fields).toEqual({ email: "Please enter a valid email address" });
    expectError(await api.call("PUT", "/api/talents/99999", { token: admin, json: { firstName: "Nobody" } }), 404, "Not Found");
    expectError(await api.call("PUT", `/api/talents/${tom}`, { json: { firstName: "Hacker" } }), 401, "Unauthorized");
    expectError(await api.call("PUT", `/api/talents/${tom}`, { token: user, json: { firstName: "Hacker" } }), 403, "Forbidden");
    expect((await t.prisma.talent.findUniqueOrThrow({ where: { id: tom } })).firstName).toBe("Tom");
  });
});

describe("the talent lifecycle: approve, publish, unpublish", () => {
  const outbox = (talentId: number) => t.prisma.outboxEmail.findMany({ where: { talentId }, orderBy: { id: "asc" } });

  it("approves with {approve: true}, queueing the approval e-mail by default and keeping the notes", async () => {
    const id = (await talent({ firstName: "Lily", lastName: "Life", email: "lily@example.com" })).id;
    const answer = await api.call("PUT", `/api/talents/${id}/approve`, { token: admin, json: { approve: true, notes: "Great reel" } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id, isApproved: true, isPublished: false, status: "approved", notes: "Great reel" });
    expect((await outbox(id)).map((mail) => [mail.template, mail.toAddress])).toEqual([["talent-approved", "lily@example.com"]]);

    const { data } = await t.gql(`query ($id: Int!) { adminTalent(id: $id) { status } }`, { id }, { token: admin });
    expect(data!.adminTalent.status).toBe("approved");

    const again = await api.call("PUT", `/api/talents/${id}/approve`, { token: admin, json: { approve: true } });
    expectError(again, 409, "Conflict");
    expect(again.body.message).toBe(`Talent ${id} is already approved.`);
    expect(await outbox(id)).toHaveLength(1);
  });

  it("publishes and unpublishes with {publish: true|false}; notify false queues nothing", async () => {
    const id = (await talent({ firstName: "Pia", lastName: "Pub", isApproved: true })).id;
    const published = await api.call("PUT", `/api/talents/${id}/publish`, { token: admin, json: { publish: true } });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ id, isPublished: true, status: "published", publishedAt: expect.any(String) });
    const status = async () =>
      (await t.gql(`query ($id: Int!) { adminTalent(id: $id) { status } }`, { id }, { token: admin })).data!.adminTalent.status;
    expect(await status()).toBe("published");
    expect((await api.call("GET", `/api/talents/${id}`)).status).toBe(200);

    const withdrawn = await api.call("PUT", `/api/talents/${id}/publish`, { token: admin, json: { publish: false, notify: false } });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ isApproved: true, isPublished: false, status: "unpublished" });
    expect(await status()).toBe("unpublished");
    expect((await outbox(id)).map((mail) => mail.template)).toEqual(["talent-published"]);
    expectError(await api.call("GET", `/api/talents/${id}`), 404, "Not Found");

    const notPublished = await api.call("PUT", `/api/talents/${id}/publish`, { token: admin, json: { publish: false } });
    expectError(notPublished, 409, "Conflict");
    expect(notPublished.body.message).toBe(`Talent ${id} is not published.`);
  });

  it("refuses to publish a pending talent with 409", async () => {
    const id = (await talent({ firstName: "Nora", lastName: "Notyet" })).id;
    const answer = await api.call("PUT", `/api/talents/${id}/publish`, { token: admin, json: { publish: true } });
    expectError(answer, 409, "Conflict");
    expect(answer.body).toMatchObject({ message: `Talent ${id} must be approved before it can be published.` });
    expect(await t.prisma.talent.findUniqueOrThrow({ where: { id } })).toMatchObject({ isPublished: false });
    expect(await outbox(id)).toEqual([]);
  });

  it("answers 400 for a missing or non-boolean flag, and for approve: false", async () => {
    const missing = await api.call("PUT", `/api/talents/${approvedOnly}/publish`, { token: admin, json: {} });
    expectError(missing, 400, "Bad Request");
    expect(missing.body.fields).toHaveProperty("publish");
    const text = await api.call("PUT", `/api/talents/${approvedOnly}/publish`, { token: admin, json: { publish: "perhaps" } });
    expectError(text, 400, "Bad Request");
    const unapprove = await api.call("PUT", `/api/talents/${approvedOnly}/approve`, { token: admin, json: { approve: false } });
    expectError(unapprove, 400, "Bad Request");
    expect(unapprove.body.fields).toHaveProperty("approve");
    expect(await t.prisma.talent.findUniqueOrThrow({ where: { id: approvedOnly } })).toMatchObject({
      isApproved: true,
      isPublished: false,
    });
  });

  it("answers 404 for an unknown talent and 401/403 for visitors and non-admins", async () => {
    expectError(await api.call("PUT", "/api/talents/99999/approve", { token: admin, json: { approve: true } }), 404, "Not Found");
    expectError(await api.call("PUT", "/api/talents/99999/publish", { token: admin, json: { publish: true } }), 404, "Not Found");
    expectError(await api.call("PUT", `/api/talents/${pending}/approve`, { json: { approve: true } }), 401, "Unauthorized");
    expectError(await api.call("PUT", `/api/talents/${approvedOnly}/publish`, { token: user, json: { publish: true } }), 403, "Forbidden");
    expect(await t.prisma.talent.findUniqueOrThrow({ where: { id: pending } })).toMatchObject({ isApproved: false });
  });
});

describe("DELETE /api/talents/{id}", () => {
  it("deletes a talent with its images and documents", async () => {
    const id = (
      await talent({
        firstName: "Del",
        lastName: "Ete",
        images: { create: [{ filename: "d.jpg" }] },
        documents: {
          create: [
            {
              filename: "d.pdf",
              title: "Resume",
              documentType: "resume",
              fileType: "pdf",
              fileSize: 1,
              storageUrl: "/uploads/documents/d.pdf",
            },
          ],
        },
      })
    ).id;
    expectError(await api.call("DELETE", `/api/talents/${id}`), 401, "Unauthorized");
    expectError(await api.call("DELETE", `/api/talents/${id}`, { token: user }), 403, "Forbidden");

    const answer = await api.call("DELETE", `/api/talents/${id}`, { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id, message: "Talent deleted" });
    const { data } = await t.gql(`query ($id: Int!) { adminTalent(id: $id) { id } }`, { id }, { token: admin });
    expect(data!.adminTalent).toBeNull();
    expect(await t.prisma.talentImage.count({ where: { talentId: id } })).toBe(0);
    expect(await t.prisma.talentDocument.count({ where: { talentId: id } })).toBe(0);

    expectError(await api.call("DELETE", `/api/talents/${id}`, { token: admin }), 404, "Not Found");
  });

  it("accepts the JSON content type with an empty body, as old clients send it", async () => {
    const id = (await talent({ firstName: "Empty", lastName: "Body" })).id;
    const answer = await api.call("DELETE", `/api/talents/${id}`, { token: admin, raw: "", contentType: "application/json" });
    expect(answer.status).toBe(200);
    expect(await t.prisma.talent.count({ where: { id } })).toBe(0);
  });
});

describe("coverage", () => {
  it("proved every talent row of the route table", () => {
    expectOwnRowsCovered(api, "talents");
  });
});
