import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths } from "../../common/paths";
import { SITE } from "../../common/site";
import { yearsBefore } from "../src/services/sql/talent-filter";
import { renderCompCard, winAnsiText } from "../src/services/comp-card";
import { startTestApp, testImage, type TestApp } from "./helpers";
import { pdfText } from "./pdf-text";

let t: TestApp;
let jane: number;
let bare: number;
let hidden: number;

const PRIVATE = {
  email: "jane.private@example.com",
  phone: "0499 123 456",
  lastName: "Doe-Secretname",
  location: "12 Hidden Lane",
  postcode: "3121",
  notes: "Internal audition notes",
};

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: "https://talent.example.com.au/" });
  const storage = t.app.services.storage;
  // Five stored photos in three formats (WebP too, which pdfkit cannot read itself); the card takes four.
  const formats = ["webp", "jpeg", "png", "webp", "jpeg"] as const;
  const photos = [];
  for (const [index, format] of formats.entries()) {
    const bytes = await testImage(format, 300 + index * 10, 400, ["#aa3344", "#33aa44", "#3344aa", "#aaaa33", "#33aaaa"][index]);
    photos.push(await storage.saveImage("photo", new File([new Uint8Array(bytes)], `p${index}.${format}`)));
  }
  const born = yearsBefore(new Date(), 25);
  jane = (
    await t.prisma.talent.create({
      data: {
        ...PRIVATE,
        firstName: "Jane",
        isApproved: true,
        isPublished: true,
        gender: "Female",
        birthYear: born.getUTCFullYear(),
        birthMonth: born.getUTCMonth() + 1,
        birthDay: born.getUTCDate(),
        birthDate: born,
        height: 168,
        eyeColor: "hazel",
        hairColor: "auburn",
        smoker: false,
        suburb: "Richmond",
        state: "VIC",
        playableAgeMin: 20,
        playableAgeMax: 28,
        skills: ["Stage combat", "Horse riding"],
        credits: [
          { year: 2024, production: "Harbour Lights", role: "Guest role", company: "TV drama" },
          { year: null, production: "Ten years of community theatre", role: null, company: null },
        ],
        reels: [{ url: "https://vimeo.com/123456789", title: "Showreel 2024" }],
        categories: { create: [{ category: { create: { name: "Actors" } } }, { category: { create: { name: "Models" } } }] },
        images: {
          create: [
            { filename: "waiting.jpg", sequence: 0 },
            ...photos.map((photo, index) => ({
              filename: `p${index}`,
              sequence: index + 1,
              storageUrl: photo.storageUrl,
              cardUrl: photo.cardUrl,
              thumbUrl: photo.thumbUrl,
            })),
          ],
        },
      },
    })
  ).id;
  bare = (
    await t.prisma.talent.create({
      data: {
        firstName: "Bo",
        lastName: "Bare",
        email: "bo@example.com",
        isApproved: true,
        isPublished: true,
        imageUrl: "https://cdn.example.com/bo.jpg",
      },
    })
  ).id;
  hidden = (
    await t.prisma.talent.create({
      data: { firstName: "Una", lastName: "Hidden", email: "una@example.com", isApproved: true, isPublished: false },
    })
  ).id;
});
afterAll(async () => {
  await t?.close();
});

const fetchCard = (id: number | string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: paths.compCard(id), headers });

const imagesIn = (pdf: Buffer) => pdf.toString("latin1").match(/\/Subtype \/Image/g)?.length ?? 0;

describe("GET /talents/{id}/comp-card.pdf", () => {
  it("answers an A4 PDF with the public name, categories, public facts and the agency's details", async () => {
    const response = await fetchCard(jane);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe('inline; filename="Jane-D-comp-card.pdf"');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.toString("latin1")).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(pdf.toString("latin1").match(/\/Type \/Page\b/g)).toHaveLength(1);

    const text = pdfText(pdf);
    expect(text).toContain("Jane D.");
    expect(text).toContain("Actors  ·  Models  ·  Female");
    for (const fact of ["25 years", "20 - 28 years", "168 cm", "Hazel", "Auburn", "No", "Richmond, VIC", "Stage combat, Horse riding"]) {
      expect(text).toContain(fact);
    }
    expect(text).toContain("CREDITS");
    expect(text).toContain("2024 · Harbour Lights · Guest role · TV drama");
    expect(text).toContain("Ten years of community theatre");
    expect(text).toContain("REELS");
    expect(text).toContain("Showreel 2024: https://vimeo.com/123456789");
    expect(text).toContain(SITE.name);
    expect(text.join("\n")).toContain(SITE.phone);
    expect(text.join("\n")).toContain(SITE.email);
    expect(text.join("\n")).toContain(`${SITE.address.street}, ${SITE.address.suburb} ${SITE.address.state} ${SITE.address.postcode}`);
    expect(text).toContain(`https://talent.example.com.au/talents/${jane}`);
  });

  it("never prints the talent's own contact details, full last name or other private fields", async () => {
    const pdf = (await fetchCard(jane)).rawPayload;
    const text = pdfText(pdf).join("\n");
    // The file's own bytes (metadata too) are searched for the secrets with letters; digits alone
    // turn up in any PDF's offsets.
    const bytes = pdf.toString("latin1");
    for (const secret of [...Object.values(PRIVATE), "Secretname"]) {
      expect(text).not.toContain(secret);
      if (/[a-z]/i.test(secret)) expect(bytes).not.toContain(secret);
    }
  });

  it("embeds four of the five stored photos, WebP ones converted to JPEG", async () => {
    const pdf = (await fetchCard(jane)).rawPayload;
    expect(imagesIn(pdf)).toBe(4);
    expect(pdf.toString("latin1").match(/\/Filter \/DCTDecode/g)).toHaveLength(4);
  });

  it("says images are available upon request when no stored photo exists, never fetching web addresses", async () => {
    const response = await fetchCard(bare);
    expect(response.statusCode).toBe(200);
    expect(imagesIn(response.rawPayload)).toBe(0);
    expect(pdfText(response.rawPayload)).toContain("Images available upon request");
    expect(pdfText(response.rawPayload)).toContain("Talent");
  });

  it("serves the same card again until the talent changes, and revalidates by ETag", async () => {
    const first = await fetchCard(jane);
    const again = await fetchCard(jane);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(first.headers["cache-control"]).toBe("public, no-cache");

    const unchanged = await fetchCard(jane, { "if-none-match": first.headers.etag as string });
    expect(unchanged.statusCode).toBe(304);

    await t.prisma.talent.update({ where: { id: jane }, data: { hairColor: "black" } });
    const changed = await fetchCard(jane, { "if-none-match": first.headers.etag as string });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(pdfText(changed.rawPayload)).toContain("Black");
  });

  it("makes a new card when a photo is removed", async () => {
    const before = await fetchCard(jane);
    const first = await t.prisma.talentImage.findFirstOrThrow({
      where: { talentId: jane, storageUrl: { not: null } },
      orderBy: { sequence: "asc" },
    });
    await t.prisma.talentImage.delete({ where: { id: first.id } });
    const after = await fetchCard(jane);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(imagesIn(after.rawPayload)).toBe(4);
  });

  it("answers 404 for an unpublished, unknown or malformed talent id", async () => {
    for (const id of [hidden, 999_999, "abc", "0", "99999999999"]) {
      const response = await fetchCard(id);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.headers["content-type"]).toContain("application/json");
    }
  });

  it("answers 404 once a talent is unpublished, even with a card made before", async () => {
    expect((await fetchCard(bare)).statusCode).toBe(200);
    await t.prisma.talent.update({ where: { id: bare }, data: { isPublished: false } });
    expect((await fetchCard(bare)).statusCode).toBe(404);
  });
});

describe("names beyond the built-in fonts' letters", () => {
  it("prints accented letters without the accent and other scripts as '?', never as wrong letters", async () => {
    expect(winAnsiText("Zoë Ó'Brien – café")).toBe("Zoë Ó'Brien – café");
    expect(winAnsiText("Nguyễn Łucja Đặng")).toBe("Nguyen Lucja Dang");
    expect(winAnsiText("王 Ana")).toBe("? Ana");
    const pdf = await renderCompCard({
      name: "Nguyễn T.",
      badges: ["Actors"],
      facts: [{ label: "Location", value: "Śródmieście, VIC" }],
      skills: [],
      credits: [],
      reels: [],
      photos: [],
      profileUrl: "https://talent.example.com.au/talents/1",
    });
    expect(pdfText(pdf)).toEqual(expect.arrayContaining(["Nguyen T.", "Sródmiescie, VIC"]));
  });
  it("prints as many credits as fit on its one page, in the talent's order", async () => {
    const pdf = await renderCompCard({
      name: "Jane D.",
      badges: ["Actors"],
      facts: [{ label: "Height", value: "168 cm" }],
      skills: ["Stage combat"],
      credits: Array.from({ length: 40 }, (_, i) => `${2025 - i} · Production ${i + 1}`),
      reels: [{ label: "Showreel", url: "https://vimeo.com/123456789" }],
      photos: [],
      profileUrl: "https://talent.example.com.au/talents/1",
    });
    expect(pdf.toString("latin1").match(/\/Type \/Page\b/g)).toHaveLength(1);
    const text = pdfText(pdf);
    expect(text).toContain("2025 · Production 1");
    expect(text).not.toContain("1986 · Production 40");
    expect(text).toContain("Showreel: https://vimeo.com/123456789");
  });
});
