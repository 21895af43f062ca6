import { beforeAll, afterAll } from "vitest";
import type { Prisma } from "../src/db/generated/prisma/client";
import { startTestApp, type TestApp, testImage } from "./helpers";
import { restClient, type RestClient } from "./rest-helpers";

// One app and its talents for the REST talent suites (rest-talents.test.ts, rest-talent-writes.test.ts).
// The bindings are live: each suite reads them after useRestTalentsScene's beforeAll has run.

export let t: TestApp;
export let api: RestClient;
export let admin: string;
export let user: string;
export let actors: number;
export let models: number;
export let jpeg: Buffer;

export const thisYear = new Date().getUTCFullYear();

/** Keys a visitor must never receive on a talent. */
export const PRIVATE_KEYS = [
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
  "isApproved",
  "isPublished",
  "publishedAt",
  "status",
  "documents",
];

/** A talent straight into the database; born on 1 January so its age is `age` all year. */
export function talent(data: Partial<Prisma.TalentCreateInput> & { age?: number; categoryIds?: number[] }) {
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
      credits: [{ year: 2022, production: "Ten years on stage", role: null, company: null }],
      categories: { create: categoryIds.map((categoryId) => ({ categoryId })) },
      ...rest,
    },
  });
}

export let jane: number; // published: Female, VIC, green eyes, brown hair, 168 cm, 30, Actors
export let tom: number; // published: Male, NSW, blue eyes, black hair, 185 cm, 40, Models, skill juggling
export let pending: number;
export let approvedOnly: number;
export let unpublished: number;
export let publishedNotApproved: number;

/** Starts the app with two categories, staff tokens and the talents above before the suite; closes it after. */
export function useRestTalentsScene(): void {
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
}

export const ids = (list: Array<{ id: number }>) => list.map((row) => row.id).sort((a, b) => a - b);
