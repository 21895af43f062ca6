import path from "node:path";
import { describe, expect, it } from "vitest";
import { ageOn } from "../../common/text";
import { codesOf } from "./helpers";
import { admin, cats, expectAdminOnly, fieldsOf, png, t, talent, useTalentAdminScene } from "./talent-admin-scene";

// Staff writes of a talent record: createTalent and updateTalent.
useTalentAdminScene();

const RESULT = `id firstName lastName email phone gender age height birthDay birthMonth birthYear birthDate eyeColor hairColor smoker
  houseUnitNumber location suburb postcode state bio credits { year production role company } reels { url title provider
    embedUrl } skills playableAgeMin playableAgeMax playableAgeNA
  categoryIds notes isApproved isPublished publishedAt status imageUrl images { filename sequence storageUrl cardUrl thumbUrl }`;

describe("createTalent", () => {
  const CREATE = `mutation ($input: TalentCreateInput!, $image: Upload) { createTalent(input: $input, image: $image) { ${RESULT} } }`;

  it("creates a pending talent with the fields given", async () => {
    const result = await t.gql(
      CREATE,
      {
        input: {
          firstName: " Mia ",
          lastName: "Wong",
          email: "Mia@Example.com",
          phone: "0400 999 888",
          gender: "Female",
          age: 30,
          height: 165,
          birthDay: 1,
          birthMonth: 2,
          birthYear: 2000,
          eyeColor: "amber",
          hairColor: "auburn",
          smoker: true,
          location: "3 Lygon Street",
          suburb: "Carlton",
          postcode: "3053",
          state: "VIC",
          bio: "Dancer and choreographer.",
          credits: [{ year: 2019, production: " Cats ", role: "Lead", company: "" }, { production: "Ten years of community theatre" }],
          reels: [{ url: "https://youtu.be/dQw4w9WgXcQ", title: "Showreel" }],
          skills: [" Tap ", "Ballet", "", "Tap"],
          playableAgeMin: 20,
          playableAgeMax: 28,
          categoryIds: [cats.Models, cats.Actors],
          notes: "Referred by Anna",
        },
      },
      { token: admin },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.createTalent).toMatchObject({
      firstName: "Mia",
      lastName: "Wong",
      email: "mia@example.com",
      age: ageOn({ year: 2000, month: 2, day: 1 }),
      birthDate: "2000-02-01",
      smoker: true,
      credits: [
        { year: 2019, production: "Cats", role: "Lead", company: null },
        { year: null, production: "Ten years of community theatre", role: null, company: null },
      ],
      reels: [
        {
          url: "https://youtu.be/dQw4w9WgXcQ",
          title: "Showreel",
          provider: "youtube",
          embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
        },
      ],
      skills: ["Tap", "Ballet"],
      playableAgeNA: false,
      categoryIds: [cats.Actors, cats.Models],
      notes: "Referred by Anna",
      isApproved: false,
      isPublished: false,
      publishedAt: null,
      status: "pending",
      imageUrl: null,
      images: [],
    });
    const stored = await t.prisma.talent.findUniqueOrThrow({ where: { id: result.data!.createTalent.id } });
    expect(stored.credits).toEqual([
      { year: 2019, production: "Cats", role: "Lead", company: null },
      { year: null, production: "Ten years of community theatre", role: null, company: null },
    ]);
    expect(stored.age).toBe(30);
  });

  it("creates an approved and published talent when asked, setting publishedAt", async () => {
    const result = await t.gql(
      CREATE,
      { input: { firstName: "Pia", lastName: "Live", email: "pia@example.com", isApproved: true, isPublished: true } },
      { token: admin },
    );
    expect(result.data!.createTalent).toMatchObject({ status: "published", isApproved: true, isPublished: true });
    expect(Date.now() - Date.parse(result.data!.createTalent.publishedAt)).toBeLessThan(60_000);
  });

  it("stores an uploaded image as imageUrl and the first image; SVG is allowed for staff", async () => {
    const result = await t.gqlUpload(
      CREATE,
      { input: { firstName: "Ivy", lastName: "Image", email: "ivy@example.com" } },
      { image: { name: "ivy.png", type: "image/png", bytes: png } },
      { token: admin },
    );
    expect(result.errors).toBeUndefined();
    const created = result.data!.createTalent;
    expect(created.imageUrl).toMatch(/^\/uploads\/images\/[\w-]+\.png$/);
    expect(created.images).toEqual([
      {
        filename: path.basename(created.imageUrl),
        sequence: 0,
        storageUrl: created.imageUrl,
        cardUrl: expect.stringMatching(/-card\.webp$/),
        thumbUrl: expect.stringMatching(/-thumb\.webp$/),
      },
    ]);
    const svg = await t.gqlUpload(
      CREATE,
      { input: { firstName: "Sol", lastName: "Vector", email: "sol@example.com" } },
      {
        image: {
          name: "logo.svg",
          type: "image/svg+xml",
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>alert(1)</script><circle r="4"/></svg>'),
        },
      },
      { token: admin },
    );
    expect(svg.errors).toBeUndefined();
    // Stored as the PNG it renders to (ADR 130).
    expect(svg.data!.createTalent.imageUrl).toMatch(/\.png$/);
  });

  it("reports every bad field at once, cross-field rules included, and writes nothing", async () => {
    const before = await t.prisma.talent.count();
    const files = await t.storedFiles();
    const result = await t.gqlUpload(
      CREATE,
      {
        input: {
          firstName: "M",
          lastName: "",
          email: "nope",
          bio: "Short",
          gender: "Robot",
          eyeColor: "purple",
          state: "XX",
          playableAgeMin: 40,
          playableAgeMax: 30,
          birthDay: 31,
          birthMonth: 2,
          birthYear: 2001,
          height: 300,
          categoryIds: [cats.Actors, 999_999],
          isPublished: true,
        },
      },
      { image: { name: "x.png", type: "image/png", bytes: png } },
      { token: admin },
    );
    expect(codesOf(result)).toEqual(["BAD_USER_INPUT"]);
    expect(fieldsOf(result)).toEqual({
      firstName: "First name must be at least 2 characters",
      lastName: "Last name must be at least 2 characters",
      email: "Please enter a valid email address",
      bio: "Bio must be at least 10 characters",
      gender: "Gender must be one of: Male, Female, Non-binary, Other.",
      eyeColor: "Eye color must be one of: brown, blue, green, hazel, grey, amber, other.",
      state: "State must be one of: NSW, VIC, QLD, WA, SA, TAS, NT, ACT.",
      height: "Height must be at most 250.",
      playableAgeMin: "Minimum age cannot be greater than maximum age",
      birthDay: "Date of birth is not a real date.",
      categoryIds: "Category 999999 does not exist.",
      isPublished: "A talent must be approved before it is published.",
    });
    expect(await t.prisma.talent.count()).toBe(before);
    expect(await t.storedFiles()).toEqual(files);
  });

  it("checks playable ages against their bounds with the form's messages", async () => {
    const result = await t.gql(
      CREATE,
      { input: { firstName: "Al", lastName: "Bo", email: "al@example.com", playableAgeMin: 0, playableAgeMax: 101 } },
      { token: admin },
    );
    expect(fieldsOf(result)).toEqual({
      playableAgeMin: "Minimum age must be at least 1",
      playableAgeMax: "Maximum age must be at most 100",
    });
    const na = await t.gql(
      CREATE,
      { input: { firstName: "Al", lastName: "Bo", email: "al@example.com", playableAgeMin: 50, playableAgeMax: 20, playableAgeNA: true } },
      { token: admin },
    );
    expect(na.errors).toBeUndefined();
  });

  it("rejects a disguised image with UNSUPPORTED_MEDIA_TYPE and keeps nothing", async () => {
    const before = await t.prisma.talent.count();
    const files = await t.storedFiles();
    const result = await t.gqlUpload(
      CREATE,
      { input: { firstName: "Dee", lastName: "Fake", email: "dee@example.com" } },
      { image: { name: "photo.png", type: "image/png", bytes: Buffer.from("%PDF-1.4 not an image") } },
      { token: admin },
    );
    expect(codesOf(result)).toEqual(["UNSUPPORTED_MEDIA_TYPE"]);
    expect(fieldsOf(result)).toEqual({ image: "Image must be a JPEG, PNG, GIF, WebP or SVG image." });
    expect(await t.prisma.talent.count()).toBe(before);
    expect(await t.storedFiles()).toEqual(files);
  });

  it("needs the admin scope", async () => {
    await expectAdminOnly(CREATE, { input: { firstName: "No", lastName: "Body", email: "no@example.com" } });
    expect(await t.prisma.talent.count({ where: { email: "no@example.com" } })).toBe(0);
  });
});

describe("updateTalent", () => {
  const UPDATE =
    "mutation ($id: Int!, $input: TalentUpdateInput!, $image: Upload) { updateTalent(id: $id, " +
    `input: $input, image: $image) { ${RESULT} } }`;
  const update = (id: number, input: Record<string, unknown>) => t.gql(UPDATE, { id, input }, { token: admin });

  it("changes only the fields given; null clears an optional field", async () => {
    const existing = await talent({
      phone: "0400 000 000",
      suburb: "Carlton",
      bio: "A long enough biography.",
      skills: ["Singing"],
      height: 170,
    });
    const result = await update(existing.id, { phone: null, suburb: "Brunswick" });
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateTalent).toMatchObject({
      firstName: existing.firstName,
      email: existing.email,
      phone: null,
      suburb: "Brunswick",
      bio: "A long enough biography.",
      skills: ["Singing"],
      height: 170,
    });
  });

  it("replaces the category set, and credits and reels in their new order", async () => {
    const existing = await talent({
      categories: { create: [{ categoryId: cats.Actors! }] },
      credits: [{ year: 2020, production: "Old", role: null, company: null }],
    });
    const credits = [
      { year: 2024, production: "Southerly", role: "Recurring role", company: "Streaming series" },
      { year: 2020, production: "Old", role: null, company: null },
    ];
    const result = await update(existing.id, { categoryIds: [cats.Presenters, cats.Models], credits });
    expect(result.data!.updateTalent).toMatchObject({ categoryIds: [cats.Models, cats.Presenters], credits });
    const reordered = await update(existing.id, { credits: [credits[1], credits[0]] });
    expect(reordered.data!.updateTalent.credits).toEqual([credits[1], credits[0]]);
    const cleared = await update(existing.id, { categoryIds: [], credits: null, reels: [] });
    expect(cleared.data!.updateTalent).toMatchObject({ categoryIds: [], credits: [], reels: [] });
    expect((await t.prisma.talent.findUniqueOrThrow({ where: { id: existing.id } })).credits).toEqual([]);
  });

  it("refuses a bad credit or reel with a message naming the row and the field, and keeps what was stored", async () => {
    const stored = [{ year: 2021, production: "Kept", role: null, company: null }];
    const existing = await talent({ credits: stored });
    const result = await update(existing.id, {
      credits: [
        { year: 2022, production: "Fine" },
        { year: 1700, production: "  ", role: "x".repeat(201) },
      ],
      reels: [{ url: "https://vimeo.com/1234567" }, { url: "http://example.com/reel.mp4" }],
    });
    expect(codesOf(result)).toEqual(["BAD_USER_INPUT"]);
    expect(fieldsOf(result)).toMatchObject({
      "credits.1.year": "Credit 2: Year must be a year from 1900 to 2100.",
      "credits.1.production": "Credit 2: Production is required.",
      "credits.1.role": "Credit 2: Role must be at most 200 characters.",
      "reels.1.url": expect.stringMatching(/^Reel 2: Link must be a full https:\/\/ address/),
    });
    expect(fieldsOf(result)).not.toHaveProperty("credits.0.production");
    expect((await t.prisma.talent.findUniqueOrThrow({ where: { id: existing.id } })).credits).toEqual(stored);
  });

  it("sets birthDate when all birth parts are known, and clears it when one is removed", async () => {
    const existing = await talent({ birthDay: 10, birthMonth: 10 });
    const full = await update(existing.id, { birthYear: 1985 });
    expect(full.data!.updateTalent).toMatchObject({ birthDate: "1985-10-10", age: ageOn({ year: 1985, month: 10, day: 10 }) });
    const partial = await update(existing.id, { birthDay: null, age: 33 });
    expect(partial.data!.updateTalent).toMatchObject({ birthDate: null, birthDay: null, age: 33 });
  });

  it("checks cross-field rules on the values after the change", async () => {
    const existing = await talent({ playableAgeMin: 20, playableAgeMax: 30, birthDay: 31, birthMonth: 1, birthYear: 1990 });
    const result = await update(existing.id, { playableAgeMin: 40, birthMonth: 2 });
    expect(codesOf(result)).toEqual(["BAD_USER_INPUT"]);
    expect(fieldsOf(result)).toEqual({
      playableAgeMin: "Minimum age cannot be greater than maximum age",
      birthDay: "Date of birth is not a real date.",
    });
    const unchanged = await t.prisma.talent.findUniqueOrThrow({ where: { id: existing.id } });
    expect([unchanged.playableAgeMin, unchanged.birthMonth]).toEqual([20, 1]);
  });

  it("reports bad values of the fields given", async () => {
    const existing = await talent();
    const result = await update(existing.id, {
      firstName: "",
      email: "bad",
      skills: null,
      playableAgeNA: null,
      hairColor: "green",
      categoryIds: [999_998],
    });
    expect(fieldsOf(result)).toEqual({
      firstName: "First name must be at least 2 characters",
      email: "Please enter a valid email address",
      skills: "Skills must be a list of text.",
      playableAgeNA: "Not applicable must be true or false.",
      hairColor: "Hair color must be one of: black, brown, blonde, red, auburn, grey, white, other.",
      categoryIds: "Category 999998 does not exist.",
    });
  });

  it("publishes only an approved talent, and sets publishedAt when it does", async () => {
    const pending = await talent();
    const refused = await update(pending.id, { isPublished: true });
    expect(codesOf(refused)).toEqual(["BAD_USER_INPUT"]);
    expect(fieldsOf(refused)).toEqual({ isPublished: "A talent must be approved before it is published." });

    const published = await update(pending.id, { isApproved: true, isPublished: true });
    expect(published.data!.updateTalent).toMatchObject({ status: "published" });
    const publishedAt = published.data!.updateTalent.publishedAt;
    expect(publishedAt).not.toBeNull();

    const unapprove = await update(pending.id, { isApproved: false });
    expect(fieldsOf(unapprove)).toEqual({ isPublished: "A talent must be approved before it is published." });

    const again = await update(pending.id, { isPublished: true, bio: "Still published, now with a bio." });
    expect(again.data!.updateTalent.publishedAt).toBe(publishedAt);

    const off = await update(pending.id, { isPublished: false });
    expect(off.data!.updateTalent).toMatchObject({ status: "unpublished", publishedAt });
  });

  it("adds an uploaded image after the existing ones and makes it imageUrl", async () => {
    const existing = await talent({
      images: {
        create: [
          { filename: "a.jpg", sequence: 0 },
          { filename: "b.jpg", sequence: 4 },
        ],
      },
    });
    const result = await t.gqlUpload(
      UPDATE,
      { id: existing.id, input: {} },
      { image: { name: "new.png", type: "image/png", bytes: png } },
      { token: admin },
    );
    expect(result.errors).toBeUndefined();
    const updated = result.data!.updateTalent;
    expect(updated.images.map((image: { sequence: number }) => image.sequence)).toEqual([0, 4, 5]);
    expect(updated.images[2].storageUrl).toBe(updated.imageUrl);
  });

  it("answers NOT_FOUND for an unknown id", async () => {
    const result = await update(999_999, { suburb: "Nowhere" });
    expect(codesOf(result)).toEqual(["NOT_FOUND"]);
    expect(result.errors![0]!.message).toBe("Talent 999999 not found");
  });

  it("needs the admin scope", async () => {
    const existing = await talent({ suburb: "Kew" });
    await expectAdminOnly(UPDATE, { id: existing.id, input: { suburb: "Hacked" } });
    expect((await t.prisma.talent.findUniqueOrThrow({ where: { id: existing.id } })).suburb).toBe("Kew");
  });
});
