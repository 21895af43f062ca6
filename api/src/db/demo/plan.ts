import { isPhoneNumber } from "#common/schemas/fields";
import { AGE_RANGE_BOUNDS, EYE_COLOR_FILTERS, HAIR_COLOR_FILTERS, STATES, type AgeRange, type State } from "#common/options";
import { ageOn } from "#common/text";
import { type Credit, creditFromLine } from "#common/credits";
import type { Prisma } from "../generated/prisma/client";
import { newsPlan } from "./news";
import { CLIENTS, REQUESTS, TESTIMONIALS } from "./office";
import { createRng, deck } from "./rng";
import {
  ADULT_CATEGORIES,
  AGE_WEIGHTS,
  AGED_HAIR,
  CATEGORY_WEIGHTS,
  type CategoryName,
  DAY_MS,
  EYE_WEIGHTS,
  F,
  type Gender,
  HAIR_WEIGHTS,
  M,
  NB,
  PEOPLE,
  type Person,
  SECOND_CATEGORY,
  STATE_WEIGHTS,
  type Status,
  STATUS_CYCLE,
  STREETS,
  SUBURBS,
} from "./world";
import { GENERAL_SKILLS, IMAGE_SHOTS, NOTES, WRITING } from "./writing";

// The plan: plain data, built before anything is stored. Everything comes from the fixed PRNG seed
// and the day the seed runs (ages and dates are relative to it).

export type DemoTalent = {
  /** The e-mail, unique among the demo talents: how stored rows are matched back to the plan. */
  key: string;
  status: Status;
  categories: CategoryName[];
  data: Omit<Prisma.TalentCreateManyInput, "imageUrl" | "headshotUrl" | "createdAt"> & { createdAt: Date };
  images: Array<{ filename: string; title: string; caption: string; hue: number; initials: string }>;
  pendingUploads: Array<{ filename: string; title: string; caption: string }>;
};

export const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const emailPart = (text: string) => slug(text).replace(/-/g, "");
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");
const yearsText = (years: number) => (years === 1 ? "one year" : `${years} years`);
const hueOf = (text: string) => [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7) % 360;

/** Everything the seed stores, decided up front from `now` and the fixed PRNG seed. */
export function buildDemoPlan(now: Date) {
  const rng = createRng(0x5eed1999);
  const today = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
  const midnight = Date.UTC(today.year, today.month - 1, today.day);
  /** An office-hours moment (AEST) some days ago, never in the future. */
  const daysAgo = (days: number) =>
    new Date(Math.min(midnight - days * DAY_MS + rng.int(-2, 7) * 3_600_000 + rng.int(0, 59) * 60_000, now.getTime() - 3_600_000));
  const dateIn = (days: number) => new Date(midnight + days * DAY_MS);

  // Who is published, by gender, so every gender is on the public site.
  const statusOf = new Map<Person, Status>();
  const seen: Record<string, number> = {};
  for (const p of PEOPLE) {
    if (p.kid) {
      statusOf.set(p, p.kid.status);
      continue;
    }
    const index = (seen[p.gender] = (seen[p.gender] ?? -1) + 1);
    statusOf.set(p, STATUS_CYCLE[index % STATUS_CYCLE.length]!);
  }
  const adults = PEOPLE.filter((p) => !p.kid);
  const published = adults.filter((p) => statusOf.get(p) === "published");
  const others = adults.filter((p) => statusOf.get(p) !== "published");

  // The published roster covers every directory filter; the rest is drawn freely.
  type Traits = { state: State; eye: string; hair: string; category: CategoryName; age: number };
  const traits = new Map<Person, Traits>();
  const decks = {
    state: deck(rng, STATES, STATE_WEIGHTS, published.length),
    band: deck(rng, Object.keys(AGE_RANGE_BOUNDS) as AgeRange[], AGE_WEIGHTS, published.length),
    eye: deck(rng, EYE_COLOR_FILTERS, EYE_WEIGHTS, published.length),
    hair: deck(rng, HAIR_COLOR_FILTERS, HAIR_WEIGHTS, published.length),
    category: deck(rng, ADULT_CATEGORIES, CATEGORY_WEIGHTS, published.length),
  };
  const ageIn = (band: AgeRange) => {
    const { min, max } = AGE_RANGE_BOUNDS[band];
    return rng.int(min, max ?? 72);
  };
  published.forEach((p, i) => {
    traits.set(p, {
      state: decks.state[i]!,
      eye: decks.eye[i]!,
      hair: decks.hair[i]!,
      category: decks.category[i]!,
      age: ageIn(decks.band[i]!),
    });
  });
  // Grey hair goes to the oldest of the published, so the deck's greys land believably.
  const greys = published.filter((p) => traits.get(p)!.hair === "grey");
  const oldest = [...published].sort((a, b) => traits.get(b)!.age - traits.get(a)!.age).slice(0, greys.length);
  const swapOut = greys.filter((p) => !oldest.includes(p));
  const swapIn = oldest.filter((p) => !greys.includes(p));
  swapOut.forEach((p, i) => {
    const other = traits.get(swapIn[i]!)!;
    traits.get(p)!.hair = other.hair;
    other.hair = "grey";
  });
  for (const p of others) {
    const age = ageIn(rng.weighted(AGE_WEIGHTS));
    traits.set(p, {
      state: rng.weighted(STATE_WEIGHTS),
      eye: rng.weighted(EYE_WEIGHTS),
      hair: age > 52 && rng.chance(0.5) ? rng.pick(AGED_HAIR) : rng.weighted(HAIR_WEIGHTS),
      category: rng.weighted(CATEGORY_WEIGHTS),
      age,
    });
  }
  const KID_STATES: State[] = ["VIC", "VIC", "NSW", "VIC", "QLD"];
  PEOPLE.filter((p) => p.kid).forEach((p, i) => {
    traits.set(p, {
      state: KID_STATES[i % KID_STATES.length]!,
      eye: rng.weighted(EYE_WEIGHTS.slice(0, 5)),
      hair: rng.weighted(HAIR_WEIGHTS.slice(0, 4)),
      category: "Kids & Teens",
      age: p.kid!.age,
    });
  });

  // Heights follow gender; a few published people pin the bands' edges (160 and 190 exactly).
  const heights = new Map<Person, number>();
  const pinned: Array<[Gender, number[]]> = [
    [F, [160, 155]],
    [M, [190, 186, 194]],
    [NB, [174]],
  ];
  for (const [gender, values] of pinned) {
    published
      .filter((p) => p.gender === gender)
      .forEach((p, i) => {
        if (i < values.length) heights.set(p, values[i]!);
      });
  }
  const clamp = (value: number, min: number, max: number) => Math.round(Math.min(max, Math.max(min, value)));
  for (const p of PEOPLE) {
    if (heights.has(p)) continue;
    if (p.kid) {
      // Steady growth through childhood, slower in the teens, faster for boys.
      const { age } = p.kid;
      const typical = age <= 12 ? 78 + 6 * age : 150 + (p.gender === M ? 5.5 : 3.5) * (age - 12);
      heights.set(p, clamp(typical + rng.int(-3, 3), 100, 185));
    } else if (p.gender === F) heights.set(p, clamp(rng.normal(166, 6.5), 150, 185));
    else if (p.gender === M) heights.set(p, clamp(rng.normal(179, 7), 162, 198));
    else heights.set(p, clamp(rng.normal(171, 7), 152, 190));
  }

  const talents: DemoTalent[] = PEOPLE.map((p) => {
    const status = statusOf.get(p)!;
    const trait = traits.get(p)!;
    const isKid = Boolean(p.kid);
    const categories: CategoryName[] = [trait.category];
    if (rng.chance(isKid ? 0.6 : 0.3)) categories.push(rng.pick(SECOND_CATEGORY[trait.category]));

    // Birth date giving exactly the planned age today.
    const birthMonth = rng.int(1, 12);
    const birthDay = rng.int(1, 28);
    const hadBirthday = birthMonth < today.month || (birthMonth === today.month && birthDay <= today.day);
    const birthYear = today.year - trait.age - (hadBirthday ? 0 : 1);
    const age = ageOn({ year: birthYear, month: birthMonth, day: birthDay }, now);
    if (age !== trait.age) throw new Error(`Birth date arithmetic is off for ${p.first} ${p.last}`);

    const [suburb, postcode] = rng.pick(SUBURBS[trait.state]);
    const writing = WRITING[trait.category];
    const years = isKid ? rng.int(1, Math.max(1, trait.age - 6)) : rng.int(1, Math.min(25, trait.age - 17));
    const words = { first: p.first, suburb, years: yearsText(years) };
    const sentences = [rng.pick(writing.intro), rng.pick(writing.middle)];
    if (rng.chance(0.85)) sentences.push(rng.pick(writing.closing));
    const second = categories[1];
    if (second && rng.chance(0.7)) sentences.push(rng.pick(WRITING[second].middle));
    const bio = sentences.map((sentence) => fill(sentence, words)).join(" ");

    const skills = new Set<string>(rng.sample(writing.skills, rng.int(2, 4)));
    if (second) skills.add(rng.pick(WRITING[second].skills));
    if (p.language && rng.chance(0.75)) skills.add(`${p.language} (fluent)`);
    if (rng.chance(0.4)) skills.add(rng.pick(GENERAL_SKILLS));
    for (const extra of rng.shuffle(writing.skills)) if (skills.size < 3) skills.add(extra);

    const credits = rng
      .sample(writing.credits, rng.int(2, 3))
      .map((line) => fill(line, { y: String(today.year - rng.int(0, Math.min(4, years))) }));

    const notApplicable = !isKid && (["Voice Artists", "Musicians"].includes(trait.category) ? rng.chance(0.5) : rng.chance(0.12));
    const playableAgeMin = isKid ? Math.max(5, trait.age - 2) : Math.max(18, trait.age - rng.int(3, 7));
    const playableAgeMax = isKid ? trait.age + 1 : Math.min(100, trait.age + rng.int(3, 7));

    const createdAt =
      status === "pending" ? daysAgo(rng.int(1, 45)) : status === "approved" ? daysAgo(rng.int(6, 150)) : daysAgo(rng.int(20, 364));
    const sinceCreated = Math.floor((now.getTime() - createdAt.getTime()) / DAY_MS);
    const publishedAt =
      status === "published" || status === "unpublished"
        ? daysAgo(Math.max(0, sinceCreated - rng.int(1, Math.min(14, sinceCreated))))
        : null;
    // An unpublished talent was taken off the site some time after publication.
    const updatedAt =
      status === "unpublished"
        ? daysAgo(rng.int(0, Math.floor((now.getTime() - publishedAt!.getTime()) / DAY_MS) - 1))
        : (publishedAt ?? createdAt);

    const [a, b, rest] = [rng.int(0, 9), rng.int(0, 9), `${rng.int(100, 999)} ${rng.int(100, 999)}`];
    // A mobile range in use (the phone rule checks it, ADR 005); the same draws either way, so the
    // rest of the demo data stays as it was.
    const prefixes = Array.from({ length: 10 }, (_, step) => `04${a}${(b + step) % 10}`);
    const phone = `${prefixes.find((prefix) => isPhoneNumber(`${prefix} ${rest}`)) ?? "0412"} ${rest}`;
    const email = isKid ? `${emailPart(p.last)}.family@example.com` : `${emailPart(p.first)}.${emailPart(p.last)}@example.com`;
    const unit = rng.chance(0.3) ? `Unit ${rng.int(1, 24)}` : null;
    const initials = `${p.first[0]}${p.last.replace(/^(de|van|von) /i, "")[0]!.toUpperCase()}`;
    const base = slug(`${p.first} ${p.last}`);
    const hue = hueOf(base);
    const imageCount = rng.int(1, 4);

    return {
      key: email,
      status,
      categories,
      data: {
        firstName: p.first,
        lastName: p.last,
        email,
        phone,
        gender: p.gender,
        age,
        height: heights.get(p)!,
        birthDay,
        birthMonth,
        birthYear,
        birthDate: new Date(Date.UTC(birthYear, birthMonth - 1, birthDay)),
        eyeColor: trait.eye,
        hairColor: trait.hair,
        smoker: !isKid && rng.chance(0.08),
        houseUnitNumber: unit,
        location: `${rng.int(1, 240)} ${rng.pick(STREETS)}`,
        suburb,
        postcode,
        state: trait.state,
        bio,
        // Newest first, as an agent lists them.
        credits: credits.map(demoCredit).sort((a, b) => (b.year ?? 0) - (a.year ?? 0)),
        skills: [...skills].slice(0, 6),
        playableAgeMin: notApplicable ? null : playableAgeMin,
        playableAgeMax: notApplicable ? null : playableAgeMax,
        playableAgeNA: notApplicable,
        notes: status === "published" ? null : rng.chance(0.7) ? rng.pick(NOTES[status]) : null,
        isApproved: status !== "pending",
        isPublished: status === "published",
        publishedAt,
        createdAt,
        updatedAt,
      },
      images: Array.from({ length: imageCount }, (_, i) => ({
        filename: `${base}-${i + 1}.jpg`,
        title: IMAGE_SHOTS[i]![0],
        caption: IMAGE_SHOTS[i]![1],
        hue: (hue + i * 23) % 360,
        initials,
      })),
      pendingUploads: [],
    };
  });

  // Three records waiting for their files, on talents still being prepared for the site.
  const waiting = talents.filter((talent) => talent.status === "approved" && talent.images.length <= 3).slice(0, 3);
  waiting.forEach((talent, i) => {
    talent.pendingUploads.push({
      filename: `pending-upload-${i + 1}.jpg`,
      title: "Portfolio shot",
      caption: "New portfolio shot, file to come",
    });
    talent.data.notes = NOTES.approved[0]!;
  });
  if (waiting.length < 3) throw new Error("Not enough approved talents to hold the pending uploads");

  // Ids follow submission order, as they would in a real roster.
  talents.sort((a, b) => a.data.createdAt.getTime() - b.data.createdAt.getTime());
  if (new Set(talents.map((talent) => talent.key)).size !== talents.length) throw new Error("Demo talent e-mails must be unique");

  // Three published talents of three categories lead the home page's row of faces (ADR 166), long
  // on the roster so the row shows more than the newest; chosen without a random draw, so the rest
  // of the demo data stays as it was.
  const featuredCategories = new Set<CategoryName>();
  for (const talent of talents) {
    if (talent.status !== "published" || featuredCategories.has(talent.categories[0]!)) continue;
    featuredCategories.add(talent.categories[0]!);
    talent.data.featured = true;
    talent.data.featuredAt = new Date(now.getTime() - featuredCategories.size * DAY_MS);
    if (featuredCategories.size === 3) break;
  }

  // Requests name published talents who fit the brief.
  const onSite = talents.filter((talent) => talent.status === "published");
  const requests = REQUESTS.map((spec) => {
    const chosen: DemoTalent[] = [];
    for (const wanted of spec.wants) {
      const fitting = onSite.filter((talent) => talent.categories.includes(wanted) && !chosen.includes(talent));
      chosen.push(rng.pick(fitting.length ? fitting : onSite.filter((talent) => !chosen.includes(talent))));
    }
    const named: Array<{ key: string } | { missingId: number }> = chosen.map((talent) => ({ key: talent.key }));
    if (spec.missingTalentId) named.splice(1, 0, { missingId: spec.missingTalentId });
    return {
      ...spec,
      named,
      createdAt: daysAgo(spec.createdDaysAgo),
      projectStartDate: spec.start === null ? null : dateIn(spec.start),
      projectEndDate: spec.end === null ? null : dateIn(spec.end),
    };
  });

  const testimonials = TESTIMONIALS.map((item, i) => ({ ...item, createdAt: daysAgo(220 - i * 33) }));
  const clients = CLIENTS.map((client, i) => ({ ...client, createdAt: daysAgo(360 - i * 41) }));
  return { now, talents, news: newsPlan(daysAgo), testimonials, clients, requests };
}

/** A demo credit line as a row: "Lead, national insurance commercial (2024)" also gives its role. */
function demoCredit(line: string): Credit {
  const credit = creditFromLine(line);
  const [role, ...rest] = credit.production.split(", ");
  if (credit.role || !rest.length) return credit;
  const production = rest.join(", ");
  return { ...credit, role: role!, production: production[0]!.toUpperCase() + production.slice(1) };
}
