import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AGE_RANGE_BOUNDS,
  EYE_COLOR_FILTERS,
  GENDERS,
  HAIR_COLOR_FILTERS,
  HEIGHT_RANGE_BOUNDS,
  REQUEST_STATUSES,
  STATES,
} from "../../common/options";
import { ageOn } from "../../common/text";
import { buildDemoPlan, seedDemoDataIfEmpty } from "../src/db/demo";
import { sweepUploads } from "../src/services/upload-sweep";
import { startTestApp, type TestApp } from "./helpers";

let t: TestApp;
let summary: string | null;

async function tableCounts() {
  const p = t.prisma;
  const [users, talents, categories, images, documents, requests, requested, clients, news, testimonials, outbox] = await Promise.all([
    p.user.count(),
    p.talent.count(),
    p.category.count(),
    p.talentImage.count(),
    p.talentDocument.count(),
    p.talentRequest.count(),
    p.requestedTalent.count(),
    p.client.count(),
    p.newsUpdate.count(),
    p.testimonial.count(),
    p.outboxEmail.count(),
  ]);
  const [row] = await p.$queryRaw<Array<{ links: number }>>`SELECT count(*)::int AS links FROM "TalentCategory"`;
  return { users, talents, categories, images, documents, requests, requested, clients, news, testimonials, outbox, links: row?.links };
}

async function filesOnDisk(): Promise<string[]> {
  return readdir(path.join(t.config.uploadsDir, "images")).catch(() => []);
}

const diskPath = (url: string) => path.join(t.config.uploadsDir, url.replace(/^\/uploads\//, ""));
const isJpeg = (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
const isWebp = (bytes: Buffer) => bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP";

beforeAll(async () => {
  t = await startTestApp();
  const started = performance.now();
  summary = await seedDemoDataIfEmpty(t.prisma, t.config);
  // Reported, not asserted: the time depends on the machine and its load.
  console.log(`Demo seed took ${((performance.now() - started) / 1000).toFixed(1)} s: ${summary}`);
}, 600_000);
afterAll(async () => {
  await t?.close();
});

describe("demo data", () => {
  it("answers a summary of what it loaded", () => {
    expect(summary).toMatch(
      /^8 categories, \d+ talents, \d+ talent images, 3 image records awaiting upload, 10 news updates, 6 testimonials, 8 clients, 12 talent requests, 4 jobs, 8 bookings$/,
    );
  });

  it("holds the agency's eight categories, each with a description and a stored cover image", async () => {
    const categories = await t.prisma.category.findMany({ orderBy: { id: "asc" } });
    expect(categories.map((category) => category.name)).toEqual([
      "Actors",
      "Presenters",
      "Models",
      "Extras",
      "Voice Artists",
      "Dancers",
      "Kids & Teens",
      "Musicians",
    ]);
    for (const category of categories) {
      expect(category.description).toMatch(/^[A-Z].{30,}\.$/);
      expect(isJpeg(await readFile(diskPath(category.imageUrl!)))).toBe(true);
    }
  });

  it("holds at least 60 talents, about two in three published and the rest approved, pending or unpublished", async () => {
    const talents = await t.prisma.talent.findMany();
    expect(talents.length).toBeGreaterThanOrEqual(60);
    const published = talents.filter((talent) => talent.isApproved && talent.isPublished);
    const approved = talents.filter((talent) => talent.isApproved && !talent.isPublished && !talent.publishedAt);
    const pending = talents.filter((talent) => !talent.isApproved);
    const unpublished = talents.filter((talent) => talent.isApproved && !talent.isPublished && talent.publishedAt);
    expect(published.length / talents.length).toBeGreaterThan(0.6);
    expect(published.length / talents.length).toBeLessThan(0.75);
    for (const group of [approved, pending, unpublished]) expect(group.length).toBeGreaterThanOrEqual(3);
    expect(pending.every((talent) => !talent.isPublished && !talent.publishedAt)).toBe(true);
    expect(published.every((talent) => talent.publishedAt && talent.publishedAt <= new Date())).toBe(true);
    expect(unpublished.every((talent) => talent.publishedAt! < talent.updatedAt && talent.updatedAt <= new Date())).toBe(true);
    // Three published talents lead the home page's row, featured by staff (ADR 166).
    const featured = talents.filter((talent) => talent.featured);
    expect(featured).toHaveLength(3);
    expect(featured.every((talent) => talent.isPublished && talent.featuredAt && talent.featuredAt <= new Date())).toBe(true);
    const yearAgo = Date.now() - 366 * 86_400_000;
    expect(talents.every((talent) => talent.createdAt.getTime() > yearAgo && talent.createdAt <= new Date())).toBe(true);
    // Spread over the year, not bunched.
    const months = new Set(talents.map((talent) => talent.createdAt.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(10);
  });

  it("covers every directory filter with published talents", async () => {
    const published = await t.prisma.talent.findMany({
      where: { isApproved: true, isPublished: true },
      include: { categories: true },
    });
    const today = new Date();
    const ageOf = (talent: (typeof published)[number]) =>
      ageOn(
        { year: talent.birthDate!.getUTCFullYear(), month: talent.birthDate!.getUTCMonth() + 1, day: talent.birthDate!.getUTCDate() },
        today,
      );
    const heights = published.map((talent) => talent.height!);

    expect(new Set(published.map((talent) => talent.state))).toEqual(new Set(STATES));
    expect(new Set(published.map((talent) => talent.gender))).toEqual(new Set(GENDERS));
    for (const { min, max } of Object.values(AGE_RANGE_BOUNDS)) {
      expect(published.some((talent) => ageOf(talent) >= min && (max === null || ageOf(talent) <= max))).toBe(true);
    }
    for (const { min, max } of Object.values(HEIGHT_RANGE_BOUNDS)) {
      expect(heights.some((height) => (min === null || height >= min) && (max === null || height < max))).toBe(true);
    }
    expect(heights).toContain(160);
    expect(heights).toContain(190);
    for (const color of EYE_COLOR_FILTERS) expect(published.some((talent) => talent.eyeColor === color)).toBe(true);
    for (const color of HAIR_COLOR_FILTERS) expect(published.some((talent) => talent.hairColor === color)).toBe(true);
    const categories = await t.prisma.category.findMany();
    for (const category of categories) {
      expect(published.some((talent) => talent.categories.some((link) => link.categoryId === category.id))).toBe(true);
    }
  });

  it("fills in every talent's details consistently", async () => {
    const talents = await t.prisma.talent.findMany({ include: { categories: true } });
    const kidsCategory = await t.prisma.category.findUniqueOrThrow({ where: { name: "Kids & Teens" } });
    const genders = talents.map((talent) => talent.gender);
    expect(genders.filter((gender) => gender === "Male" || gender === "Female").length / talents.length).toBeGreaterThan(0.85);
    expect(genders.filter((gender) => gender === "Other").length).toBeGreaterThanOrEqual(2);

    for (const talent of talents) {
      const label = `${talent.firstName} ${talent.lastName}`;
      expect(talent.email, label).toMatch(/^[a-z]+(\.[a-z]+)+@example\.com$/);
      expect(talent.phone, label).toMatch(/^04\d{2} \d{3} \d{3}$/);
      expect(talent.postcode, label).toMatch(/^\d{4}$/);
      expect(talent.location, label).toMatch(/^\d+ [A-Z][a-z]+ [A-Z][a-z]+$/);
      expect(STATES as readonly string[]).toContain(talent.state);
      expect(talent.birthDate!.toISOString(), label).toBe(
        new Date(Date.UTC(talent.birthYear!, talent.birthMonth! - 1, talent.birthDay!)).toISOString(),
      );
      expect(talent.age, label).toBe(ageOn({ year: talent.birthYear!, month: talent.birthMonth!, day: talent.birthDay! }));
      const sentences = talent.bio!.split(/(?<=\.)\s+/);
      expect(sentences.length, label).toBeGreaterThanOrEqual(2);
      expect(sentences.length, label).toBeLessThanOrEqual(4);
      expect(talent.bio, label).toContain(talent.firstName);
      expect(talent.skills.length, label).toBeGreaterThanOrEqual(3);
      expect(talent.skills.length, label).toBeLessThanOrEqual(6);
      const credits = talent.credits as Array<{ production: string; role: string | null; year: number | null }>;
      expect(credits.length, label).toBeGreaterThanOrEqual(2);
      for (const credit of credits)
        expect(credit, label).toMatchObject({ production: expect.any(String), role: expect.any(String), year: expect.any(Number) });
      expect(talent.categories.length, label).toBeGreaterThanOrEqual(1);
      expect(talent.categories.length, label).toBeLessThanOrEqual(2);
      if (talent.playableAgeNA) {
        expect(talent.playableAgeMin).toBeNull();
      } else {
        expect(talent.playableAgeMin!, label).toBeLessThanOrEqual(talent.age!);
        expect(talent.playableAgeMax!, label).toBeGreaterThanOrEqual(talent.age!);
      }
      if (talent.age! < 18)
        expect(
          talent.categories.map((link) => link.categoryId),
          label,
        ).toContain(kidsCategory.id);
    }
    expect(new Set(talents.map((talent) => talent.email)).size).toBe(talents.length);
    expect(talents.filter((talent) => talent.age! < 18).length).toBeGreaterThanOrEqual(3);
    expect(talents.filter((talent) => talent.categories.length === 2).length).toBeGreaterThanOrEqual(5);
    expect(talents.filter((talent) => talent.playableAgeNA).length).toBeGreaterThanOrEqual(3);
    expect(talents.filter((talent) => talent.smoker).length).toBeLessThan(talents.length / 5);
  });

  it("gives every talent one to four stored photos, first one as the profile picture", async () => {
    const talents = await t.prisma.talent.findMany({ include: { images: { orderBy: { sequence: "asc" } } } });
    let stored = 0;
    for (const talent of talents) {
      const label = `${talent.firstName} ${talent.lastName}`;
      expect(talent.images.length, label).toBeGreaterThanOrEqual(1);
      expect(talent.images.length, label).toBeLessThanOrEqual(4);
      expect(
        talent.images.map((image) => image.sequence),
        label,
      ).toEqual(talent.images.map((_, i) => i));
      const withFiles = talent.images.filter((image) => image.storageUrl);
      expect(withFiles.length, label).toBeGreaterThanOrEqual(1);
      expect(talent.imageUrl, label).toBe(withFiles[0]!.storageUrl);
      expect(talent.headshotUrl, label).toBe(withFiles[0]!.storageUrl);
      for (const image of withFiles) {
        stored += 1;
        expect(image.filename).toMatch(/^[a-z]+(-[a-z]+)+-[1-4]\.jpg$/);
        expect(image.title).toBeTruthy();
        expect(image.caption).toBeTruthy();
        expect(isJpeg(await readFile(diskPath(image.storageUrl!)))).toBe(true);
        expect(isWebp(await readFile(diskPath(image.cardUrl!)))).toBe(true);
        expect(isWebp(await readFile(diskPath(image.thumbUrl!)))).toBe(true);
      }
    }
    const filenames = (await t.prisma.talentImage.findMany({ select: { filename: true } })).map((image) => image.filename);
    expect(new Set(filenames).size).toBe(filenames.length);
    expect(summary).toContain(`${stored} talent images`);
  });

  it("leaves three image records without a file for the bulk upload screen", async () => {
    const waiting = await t.prisma.talentImage.findMany({ where: { storageUrl: null }, orderBy: { filename: "asc" } });
    expect(waiting.map((image) => image.filename)).toEqual(["pending-upload-1.jpg", "pending-upload-2.jpg", "pending-upload-3.jpg"]);
    expect(waiting.every((image) => image.cardUrl === null && image.thumbUrl === null)).toBe(true);
  });

  it("holds news updates, published and drafts, some with pictures", async () => {
    const news = await t.prisma.newsUpdate.findMany({ orderBy: { publishedAt: "desc" } });
    const published = news.filter((item) => item.isPublished);
    const drafts = news.filter((item) => !item.isPublished);
    expect(published.length).toBeGreaterThanOrEqual(6);
    expect(drafts.length).toBeGreaterThanOrEqual(2);
    expect(published.every((item) => item.publishedAt && item.publishedAt <= new Date())).toBe(true);
    expect(drafts.every((item) => item.publishedAt === null)).toBe(true);
    expect(new Set(published.map((item) => item.publishedAt!.toISOString().slice(0, 7))).size).toBeGreaterThanOrEqual(5);
    for (const item of news) {
      expect(item.title.length).toBeGreaterThan(10);
      expect(item.excerpt!.length).toBeGreaterThan(20);
      expect(item.content.split("\n\n").length).toBeGreaterThanOrEqual(2);
      if (item.imageUrl) expect(isJpeg(await readFile(diskPath(item.imageUrl)))).toBe(true);
    }
    expect(news.filter((item) => item.imageUrl).length).toBeGreaterThanOrEqual(3);
  });

  it("holds testimonials from clients, one hidden, a couple with avatars", async () => {
    const testimonials = await t.prisma.testimonial.findMany();
    expect(testimonials).toHaveLength(6);
    expect(testimonials.filter((item) => item.isPublished)).toHaveLength(5);
    expect(testimonials.every((item) => item.clientName && item.clientTitle && item.content.length > 40)).toBe(true);
    const withAvatars = testimonials.filter((item) => item.imageUrl);
    expect(withAvatars.length).toBeGreaterThanOrEqual(2);
    for (const item of withAvatars) expect(isJpeg(await readFile(diskPath(item.imageUrl!)))).toBe(true);
  });

  it("holds eight clients, one inactive", async () => {
    const clients = await t.prisma.client.findMany();
    expect(clients).toHaveLength(8);
    expect(clients.filter((client) => !client.isActive)).toHaveLength(1);
    for (const client of clients) {
      expect(client.email).toMatch(/^[a-z.]+@example\.com$/);
      expect(client.organizationName && client.phone && client.address && client.notes).toBeTruthy();
    }
  });

  it("holds talent requests in every status, naming published talents (and one that is gone)", async () => {
    const requests = await t.prisma.talentRequest.findMany({
      include: { requestedTalents: { include: { talent: true }, orderBy: { position: "asc" } } },
    });
    const clientEmails = new Set((await t.prisma.client.findMany()).map((client) => client.email));
    expect(requests).toHaveLength(12);
    for (const status of REQUEST_STATUSES) expect(requests.some((request) => request.status === status)).toBe(true);
    expect(requests.filter((request) => clientEmails.has(request.email)).length).toBeGreaterThanOrEqual(4);
    expect(requests.some((request) => request.projectStartDate === null)).toBe(true);
    expect(requests.some((request) => request.projectStartDate !== null)).toBe(true);

    const gone = requests.flatMap((request) => request.requestedTalents.filter((named) => named.talentId === null));
    expect(gone).toEqual([expect.objectContaining({ requestedId: 9999, talentId: null })]);
    for (const request of requests) {
      const named = request.requestedTalents.filter((entry) => entry.talent);
      expect(named.length).toBeGreaterThanOrEqual(1);
      expect(named.length).toBeLessThanOrEqual(4);
      expect(request.requestedTalents.map((entry) => entry.position)).toEqual(request.requestedTalents.map((_, i) => i));
      for (const entry of named) {
        expect(entry.requestedId).toBe(entry.talentId);
        expect(entry.talent!.isApproved && entry.talent!.isPublished).toBe(true);
      }
      if (request.projectStartDate && request.projectEndDate) {
        expect(request.projectEndDate.getTime()).toBeGreaterThanOrEqual(request.projectStartDate.getTime());
      }
    }
  });

  it("sends no e-mails and creates no accounts or documents", async () => {
    const counts = await tableCounts();
    expect(counts.outbox).toBe(0);
    expect(counts.users).toBe(1);
    expect(counts.documents).toBe(0);
  });

  it("is the same plan every time for the same day", () => {
    const now = new Date();
    const first = buildDemoPlan(now);
    const second = buildDemoPlan(now);
    expect(second).toEqual(first);
    expect(first.talents.map((talent) => talent.key)).toContain("olivia.bennett@example.com");
  });

  it("stores exactly the planned people", async () => {
    const plan = buildDemoPlan(new Date());
    const stored = await t.prisma.talent.findMany({ orderBy: { id: "asc" }, select: { email: true } });
    expect(stored.map((talent) => talent.email)).toEqual(plan.talents.map((talent) => talent.key));
  });

  it("changes nothing when run again", async () => {
    const before = await tableCounts();
    const filesBefore = await filesOnDisk();
    expect(await seedDemoDataIfEmpty(t.prisma, t.config)).toBeNull();
    expect(await tableCounts()).toEqual(before);
    expect((await filesOnDisk()).sort()).toEqual(filesBefore.sort());
  });

  it("keeps every file when the start-up sweep runs: each is named by a row (ADR 130)", async () => {
    const before = (await filesOnDisk()).sort();
    const swept = await sweepUploads(t.prisma, t.config.uploadsDir);
    expect(swept.removed).toEqual([]);
    expect((await filesOnDisk()).sort()).toEqual(before);
    expect(swept.kept).toBeGreaterThan(before.length * 0.9);
  });
});

describe("demo bookings", () => {
  it("fill this month's and next month's calendar with holds, confirmations and book-outs", async () => {
    const token = await t.adminToken();
    const now = new Date();
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10);
    const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 0)).toISOString().slice(0, 10);
    const { data } = await t.gql(
      `query ($from: Date!, $to: Date!) { bookings(from: $from, to: $to) { status talent { name } job { title } }
        bookOuts(from: $from, to: $to) { note } }`,
      { from, to },
      { token },
    );
    const statuses = new Set(data!.bookings.map((booking: { status: string }) => booking.status));
    expect(statuses).toEqual(new Set(["HOLD", "CONFIRMED"]));
    expect(data!.bookings).toHaveLength(8);
    expect(data!.bookOuts.map((out: { note: string }) => out.note).sort()).toEqual(["Family holiday", "Theatre run"]);
  });
});
