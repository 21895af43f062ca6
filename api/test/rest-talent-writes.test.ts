import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { expectError, dataPart, expectOwnRowsCovered } from "./rest-helpers";
import { t, api, admin, user, actors, models, jpeg, talent, tom, pending, approvedOnly, useRestTalentsScene } from "./rest-talents-scene";
import { phoneMessage } from "../../common/schemas/fields";

// Contract of the talent rows of the REST table that write: the dialog's create, the editor's and
// dialog's updates, the lifecycle (approve, publish, unpublish) and delete.

useRestTalentsScene();

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
      "query ($id: Int!) { adminTalent(id: $id) { firstName birthYear height playableAgeMin " +
        "status images { storageUrl sequence } categoryIds } }",
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
      phone: phoneMessage("Phone"),
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

  it("updates from the editor's JSON: empty numbers clear, old experience text as credits, Yes/No smoker", async () => {
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
        experience: "Lead, 'Hamlet' (Fringe Festival, 2019)\nTen years of community theatre",
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
      credits: [
        { year: 2019, production: "Hamlet", role: "Lead", company: "Fringe Festival" },
        { year: null, production: "Ten years of community theatre", role: null, company: null },
      ],
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
  it("proved every talent row of the route table that writes", () => {
    expectOwnRowsCovered(api, "talent-writes");
  });
});
