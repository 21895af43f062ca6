import { rm } from "node:fs/promises";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PDF_BYTES, startTestApp, type TestApp, testImage } from "./helpers";
import { dataPart, expectError, expectOwnRowsCovered, filesUnder, type Part, restClient, type RestClient } from "./rest-helpers";
import { REST_MESSAGES } from "../../common/rest";

// Contract of the submission rows with real files: POST /api/talents as a visitor's submission and as
// staff adding a talent with an image. The single upload and the bulk image tools: rest-media.test.ts.

let t: TestApp;
let api: RestClient;
let admin: string;
let user: string;
let categoryId: number;
let jpeg: Buffer;
let png: Buffer;
const pdf = PDF_BYTES;
const FIVE_MB = 5 * 1024 * 1024;

/** The submission form's data, as the public site sends it: the birth date in three strings. */
const submission = (): Record<string, unknown> => ({
  firstName: "Jane",
  lastName: "Doe",
  email: "jane@example.com",
  phone: "0400 123 456",
  age: 30,
  birthDay: "14",
  birthMonth: "7",
  birthYear: "1995",
  eyeColor: "green",
  hairColor: "auburn",
  smoker: "yes",
  height: "172",
  houseUnitNumber: "4",
  location: "12 Chapel Street",
  suburb: "Windsor",
  postcode: "3181",
  state: "VIC",
  bio: "Actor and presenter with ten years on stage.",
  categoryId: String(categoryId),
  additionalImages: [],
  experience: {},
});

const files = (): Part[] => [
  { name: "headshot", filename: "head.jpg", type: "image/jpeg", bytes: jpeg },
  { name: "fullBodyShot", filename: "body.png", type: "image/png", bytes: png },
  { name: "resume", filename: "cv.pdf", type: "application/pdf", bytes: pdf },
];

/** The three files, with the one named replaced. */
const filesWith = (replacement: Part & { filename: string }): Part[] => [
  ...files().filter((part) => part.name !== replacement.name),
  replacement,
];

const stored = () => filesUnder(t.config.uploadsDir);

async function expectNothingStored() {
  expect(await t.prisma.talent.count()).toBe(0);
  expect(await t.prisma.talentImage.count()).toBe(0);
  expect(await t.prisma.talentDocument.count()).toBe(0);
  expect(await stored()).toEqual([]);
}

beforeAll(async () => {
  t = await startTestApp();
  api = restClient(t);
  admin = await t.adminToken();
  user = await t.userToken();
  categoryId = (await t.prisma.category.create({ data: { name: "Actors" } })).id;
  jpeg = await testImage("jpeg");
  png = await testImage("png", 30, 60, "#cc8844");
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.prisma.talent.deleteMany();
  await rm(t.config.uploadsDir, { recursive: true, force: true });
});

describe("POST /api/talents (public submission)", () => {
  it("creates a pending talent with two photos and the resume, answering 201 with its id", async () => {
    const answer = await api.call("POST", "/api/talents", { form: [dataPart(submission()), ...files()] });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(Number),
      message: "Thank you for your submission. Please allow 2-3 weeks for our team to review your profile; we will be in touch.",
    });

    const { data } = await t.gql(
      `query ($id: Int!) { adminTalent(id: $id) {
        firstName lastName email smoker height birthDay birthMonth birthYear categoryIds status
        images { title sequence storageUrl } documents { documentType fileType fileSize }
      } }`,
      { id: answer.body.id },
      { token: admin },
    );
    expect(data!.adminTalent).toMatchObject({
      firstName: "Jane",
      lastName: "Doe",
      email: "jane@example.com",
      smoker: true,
      height: 172,
      birthDay: 14,
      birthMonth: 7,
      birthYear: 1995,
      categoryIds: [categoryId],
      status: "pending",
      documents: [{ documentType: "resume", fileType: "pdf", fileSize: pdf.length }],
    });
    expect(data!.adminTalent.images).toEqual([
      { title: "Headshot", sequence: 0, storageUrl: expect.stringMatching(/\.jpg$/) },
      { title: "Full body shot", sequence: 1, storageUrl: expect.stringMatching(/\.png$/) },
    ]);
    // Originals with their card and thumbnail copies, and the resume.
    expect(await stored()).toHaveLength(7);

    // Pending: not on the public site.
    expectError(await api.call("GET", `/api/talents/${answer.body.id}`), 404, "Not Found");
  });

  it("answers 400 naming each missing file with the specification's messages, storing nothing", async () => {
    const answer = await api.call("POST", "/api/talents", { form: [dataPart(submission())] });
    expectError(answer, 400, "Bad Request");
    expect(answer.body.fields).toEqual({
      headshot: "Headshot photo is required.",
      fullBodyShot: "Full body shot is required.",
      resume: "Resume/CV is required.",
    });
    await expectNothingStored();
  });

  it("answers 400 with every missing field's message when the data is empty", async () => {
    const answer = await api.call("POST", "/api/talents", { form: [dataPart({}), ...files()] });
    expectError(answer, 400, "Bad Request");
    expect(answer.body.fields).toEqual({
      firstName: "First name must be at least 2 characters.",
      lastName: "Last name must be at least 2 characters.",
      email: "Email: please enter a valid email address.",
      phone: "Phone number is required.",
      dateOfBirth: "Date of birth is required.",
      height: "Height is required.",
      eyeColor: "Eye color is required.",
      hairColor: "Hair color is required.",
      smoker: "Smoker: please select yes or no.",
      location: "Street address must be at least 2 characters.",
      suburb: "Suburb is required.",
      postcode: "Postcode is required.",
      state: "State is required.",
      bio: "Bio must be at least 10 characters.",
      categoryId: "Category: please select a talent category.",
    });
    await expectNothingStored();
  });

  it("answers 400 when the data field is not JSON", async () => {
    const answer = await api.call("POST", "/api/talents", { form: [{ name: "data", value: "{not json" }, ...files()] });
    expectError(answer, 400, "Bad Request");
    expect(answer.body.fields).toEqual({ data: "must be a JSON object" });
    await expectNothingStored();
  });

  it("answers 413 for a file of 5 MB and one byte, and removes the files already stored", async () => {
    const big = Buffer.concat([jpeg, Buffer.alloc(FIVE_MB + 1 - jpeg.length)]);
    const answer = await api.call("POST", "/api/talents", {
      form: [dataPart(submission()), ...filesWith({ name: "headshot", filename: "big.jpg", type: "image/jpeg", bytes: big })],
    });
    expectError(answer, 413, "Payload Too Large");
    expect(answer.body.fields).toEqual({ headshot: "Headshot photo must be 5MB or smaller." });
    await expectNothingStored();
  });

  it("accepts a file of exactly 5 MB", async () => {
    // A JPEG with 5 MB of padding after its end marker is still a readable JPEG.
    const exact = Buffer.concat([jpeg, Buffer.alloc(FIVE_MB - jpeg.length)]);
    const answer = await api.call("POST", "/api/talents", {
      form: [dataPart(submission()), ...filesWith({ name: "headshot", filename: "exact.jpg", type: "image/jpeg", bytes: exact })],
    });
    expect(answer.status).toBe(201);
  });

  it("answers 415 for a text file named photo.jpg, judged by its content, and stores nothing", async () => {
    const answer = await api.call("POST", "/api/talents", {
      form: [
        dataPart(submission()),
        ...filesWith({ name: "headshot", filename: "photo.jpg", type: "image/jpeg", bytes: Buffer.from("just some text, not a photo") }),
      ],
    });
    expectError(answer, 415, "Unsupported Media Type");
    expect(answer.body.fields).toEqual({ headshot: "Headshot photo must be a JPEG, PNG, GIF or WebP image." });
    await expectNothingStored();
  });

  it("answers 415 for a resume that is not a PDF, DOC or DOCX", async () => {
    const answer = await api.call("POST", "/api/talents", {
      form: [dataPart(submission()), ...filesWith({ name: "resume", filename: "cv.pdf", type: "application/pdf", bytes: png })],
    });
    expectError(answer, 415, "Unsupported Media Type");
    expect(Object.keys(answer.body.fields)).toEqual(["resume"]);
    await expectNothingStored();
  });
});

describe("POST /api/talents (staff)", () => {
  it("creates a talent from data and an image with a staff token; a non-admin's call is a visitor's submission", async () => {
    const form = [
      dataPart({ firstName: "Sam", lastName: "Staff", email: "sam@example.com", categoryIds: String(categoryId) }),
      { name: "image", filename: "sam.png", type: "image/png", bytes: png },
    ];
    const nonAdmin = await api.call("POST", "/api/talents", { token: user, form });
    expectError(nonAdmin, 400, "Bad Request");
    // Judged as a submission: the staff form's categoryIds is refused by name, not dropped.
    expect(nonAdmin.body.fields).toEqual({ categoryIds: REST_MESSAGES.notInSubmission });
    const withoutStaffFields = await api.call("POST", "/api/talents", {
      token: user,
      form: [dataPart({ firstName: "Sam", lastName: "Staff", email: "sam@example.com" }), form[1]!],
    });
    expect(withoutStaffFields.body.fields).toMatchObject({ headshot: "Headshot photo is required.", resume: "Resume/CV is required." });
    await expectNothingStored();

    const answer = await api.call("POST", "/api/talents", { token: admin, form });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      firstName: "Sam",
      lastName: "Staff",
      status: "pending",
      categoryIds: [categoryId],
      imageUrl: expect.stringMatching(/\.png$/),
    });
    const { data } = await t.gql(
      `query ($id: Int!) { adminTalent(id: $id) { images { storageUrl } } }`,
      { id: answer.body.id },
      { token: admin },
    );
    expect(data!.adminTalent.images).toEqual([{ storageUrl: answer.body.imageUrl }]);
    expect(await stored()).toHaveLength(3);
  });
});

describe("coverage", () => {
  it("proved the submission row of the route table", () => {
    expectOwnRowsCovered(api, "submission");
  });
});
