import { describe, expect, it } from "vitest";
import { expectError, expectOwnRowsCovered } from "./rest-helpers";
import {
  t,
  api,
  admin,
  user,
  actors,
  models,
  PRIVATE_KEYS,
  jane,
  tom,
  pending,
  approvedOnly,
  unpublished,
  publishedNotApproved,
  ids,
  thisYear,
  useRestTalentsScene,
} from "./rest-talents-scene";

// Contract of the talent rows of the REST table that read: the directory and profile for visitors,
// the full record for staff, and a talent's images and documents. The writes: rest-talent-writes.test.ts.

useRestTalentsScene();

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
      location: expect.stringMatching(
        /^Location must be all, a state \(NSW, VIC, QLD, WA, SA, TAS, NT, ACT\) or a region \(greater-sydney, rest-of-nsw, greater-melbourne, .*australian-capital-territory\)\.$/,
      ),
    });

    const category = await api.call("GET", "/api/talents?categoryId=abc");
    expectError(category, 400, "Bad Request");
    expect(category.body.fields).toEqual({ categoryId: 'Int cannot represent non-integer value: "abc"' });

    const staffStatus = await api.call("GET", "/api/talents?status=gone", { token: admin });
    expectError(staffStatus, 400, "Bad Request");
    expect(staffStatus.body.fields).toEqual({ status: "Status must be one of: all, published, approved, pending, unpublished, declined." });
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
      credits: [{ year: 2022, production: "Ten years on stage", role: null, company: null }],
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

  it("answers 404 for a missing talent to visitors and staff alike, and for one a visitor may not see", async () => {
    await t.prisma.talentImage.create({ data: { talentId: pending, filename: "p.jpg", storageUrl: "/uploads/images/p.jpg" } });
    // As /api/talents/:id answers: a hidden talent is indistinguishable from a missing one.
    for (const url of [`/api/talents/${pending}/images`, "/api/talents/99999/images", `/api/talents/${pending}`]) {
      const visitor = await api.call("GET", url);
      expectError(visitor, 404, "Not Found");
      expect(visitor.text).not.toContain("p.jpg");
    }
    expectError(await api.call("GET", "/api/talents/99999/images", { token: admin }), 404, "Not Found");
    expect((await api.call("GET", `/api/talents/${pending}/images`, { token: admin })).status).toBe(200);
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

describe("coverage", () => {
  it("proved every talent row of the route table that reads", () => {
    expectOwnRowsCovered(api, "talents");
  });
});
