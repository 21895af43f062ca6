import { afterAll, beforeAll } from "vitest";
import { yearsBefore } from "../src/services/sql/talent-filter";
import { startTestApp, type TestApp } from "./helpers";

// One app and its talents for the public talent suites (talent-public.test.ts for the directory,
// talent-public-profile.test.ts for the public type). The bindings are live: each suite reads them
// after useTalentPublicScene's beforeAll has run.

export let t: TestApp;
export const ids: Record<string, number> = {};
export const cats: Record<string, number> = {};

const today = new Date();
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
/** Birth parts and birthDate for someone born on `date`. */
const born = (date: Date) => ({
  birthYear: date.getUTCFullYear(),
  birthMonth: date.getUTCMonth() + 1,
  birthDay: date.getUTCDate(),
  birthDate: date,
});
const PUBLISHED = { isApproved: true, isPublished: true, publishedAt: new Date("2024-06-01T00:00:00Z") };

/** Starts the app with three categories and the talents above before the suite; closes it after. */
export function useTalentPublicScene(): void {
  beforeAll(async () => {
    t = await startTestApp();
    for (const name of ["Actors", "Models", "Extras"]) cats[name] = (await t.prisma.category.create({ data: { name } })).id;

    const jane = await t.prisma.talent.create({
      data: {
        ...PUBLISHED,
        firstName: "Jane",
        lastName: "doe",
        email: "jane@example.com",
        phone: "0400 000 001",
        gender: "Female",
        age: 99,
        ...born(yearsBefore(today, 25)),
        height: 160,
        eyeColor: "blue",
        hairColor: "blonde",
        smoker: false,
        houseUnitNumber: "4",
        location: "12 Secret Street",
        suburb: "Richmond",
        postcode: "3121",
        state: "VIC",
        bio: "Experienced stage actor from Melbourne.",
        credits: [{ year: 2023, production: "Ten years of theatre", role: "Lead", company: "Melbourne Theatre Company" }],
        reels: [
          { url: "https://soundcloud.com/jane-d/voice-reel", title: "Voice reel" },
          { url: "https://example.com/jane-reel.mp4", title: null },
        ],
        skills: ["Stage combat", "Singing"],
        playableAgeMin: 20,
        playableAgeMax: 30,
        resumeUrl: "/uploads/documents/jane.pdf",
        notes: "Internal: great audition",
        createdAt: new Date("2024-01-01T00:00:00Z"),
        categories: { create: [{ categoryId: cats.Models! }, { categoryId: cats.Actors! }] },
        images: {
          create: [
            { filename: "j2.jpg", sequence: 2, storageUrl: "/uploads/images/j2.jpg", cardUrl: "/uploads/images/j2-card.webp" },
            { filename: "waiting.jpg", sequence: 0 },
            { filename: "j1.jpg", sequence: 1, storageUrl: "/uploads/images/j1.jpg" },
          ],
        },
        documents: {
          create: [
            {
              filename: "cv.pdf",
              title: "Resume",
              documentType: "resume",
              fileType: "pdf",
              storageUrl: "/uploads/documents/jane.pdf",
              fileSize: 10,
            },
          ],
        },
      },
    });
    ids.jane = jane.id;
    const arrange = async (key: string, data: Parameters<typeof t.prisma.talent.create>[0]["data"]) => {
      ids[key] = (await t.prisma.talent.create({ data })).id;
    };
    await arrange("tom", {
      ...PUBLISHED,
      firstName: "Tom",
      lastName: "Brown",
      email: "tom@example.com",
      gender: "Male",
      age: 40,
      height: 159,
      eyeColor: "brown",
      hairColor: "black",
      suburb: "Bondi",
      state: "NSW",
      imageUrl: "https://cdn.example.com/tom.jpg",
      headshotUrl: "https://cdn.example.com/tom-head.jpg",
      createdAt: new Date("2024-02-01T00:00:00Z"),
      categories: { create: [{ categoryId: cats.Actors! }] },
    });
    await arrange("alex", {
      ...PUBLISHED,
      firstName: "Alex",
      lastName: "Smith",
      email: "alex@example.com",
      gender: "Non-binary",
      ...born(yearsBefore(today, 56)),
      height: 190,
      eyeColor: "green",
      hairColor: "red",
      state: "QLD",
      headshotUrl: "/uploads/images/alex-head.jpg",
      playableAgeNA: true,
      createdAt: new Date("2024-03-01T00:00:00Z"),
    });
    await arrange("sam", {
      ...PUBLISHED,
      firstName: "Sam",
      lastName: "Young",
      email: "sam@example.com",
      gender: "Female",
      age: 60,
      ...born(yearsBefore(today, 26)),
      height: 170,
      eyeColor: "hazel",
      hairColor: "grey",
      state: "VIC",
      createdAt: new Date("2024-04-01T00:00:00Z"),
      categories: { create: [{ categoryId: cats.Extras! }] },
    });
    await arrange("kim", {
      ...PUBLISHED,
      firstName: "Kim",
      lastName: "Lee",
      email: "kim@example.com",
      gender: "Female",
      ...born(addDays(yearsBefore(today, 26), 1)),
      height: 175,
      eyeColor: "grey",
      hairColor: "other",
      state: "WA",
      fullBodyShotUrl: "/uploads/images/kim-body.jpg",
      createdAt: new Date("2024-05-01T00:00:00Z"),
    });
    await arrange("approvedOnly", {
      firstName: "Zed",
      lastName: "Approved",
      email: "zed@example.com",
      gender: "Female",
      state: "VIC",
      isApproved: true,
      isPublished: false,
      images: { create: [{ filename: "z.jpg", storageUrl: "/uploads/images/z.jpg" }] },
    });
    await arrange("pendingButFlagged", {
      firstName: "Pat",
      lastName: "Pending",
      email: "pat@example.com",
      gender: "Female",
      isApproved: false,
      isPublished: true,
    });
    await arrange("unpublished", {
      firstName: "Una",
      lastName: "Unpublished",
      email: "una@example.com",
      isApproved: true,
      isPublished: false,
      publishedAt: new Date("2024-01-01T00:00:00Z"),
    });
  });
  afterAll(async () => {
    await t?.close();
  });
}
