import { availableParallelism } from "node:os";
import sharp from "sharp";
import { AGE_RANGE_BOUNDS, EYE_COLOR_FILTERS, HAIR_COLOR_FILTERS, STATES, type AgeRange, type State } from "../common/options";
import { ageOn } from "../common/text";
import type { Prisma, PrismaClient } from "../api/src/db/generated/prisma/client";
import type { Storage, StoredImage } from "../api/src/services/storage";

// Demo data for a new installation: a Melbourne agency's roster, news, testimonials, clients and
// requests. Everything comes from a seeded PRNG and the day the seed runs (ages and dates are
// relative to it), so two installations on the same day hold the same people; pictures are
// generated placeholders, rendered locally, never downloaded.

const BRAND = "Stellar Talent Management";
const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";
/** The specification's recommended profile image size. */
const PORTRAIT = { width: 800, height: 1000 };
const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------------------------
// Randomness

/** mulberry32: tiny, fast and good enough to make demo data look unplanned while staying repeatable. */
function createRng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng = {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    weighted: <T>(entries: ReadonlyArray<readonly [T, number]>): T => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return entries.at(-1)![0];
    },
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
    /** Several distinct items. */
    sample: <T>(items: readonly T[], count: number): T[] => rng.shuffle(items).slice(0, count),
    normal: (mean: number, deviation: number) => {
      const u = Math.max(next(), 1e-9);
      return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
  };
  return rng;
}
type Rng = ReturnType<typeof createRng>;

/**
 * n values holding every required value at least once, the rest drawn by weight, in random order:
 * how the published roster is guaranteed to cover every directory filter.
 */
function deck<T>(rng: Rng, required: readonly T[], weights: ReadonlyArray<readonly [T, number]>, n: number): T[] {
  if (n < required.length) throw new Error(`A deck of ${n} cannot hold ${required.length} required values`);
  const values = [...required];
  while (values.length < n) values.push(rng.weighted(weights));
  return rng.shuffle(values);
}

// ---------------------------------------------------------------------------------------------
// The agency's world

type CategoryName = "Actors" | "Presenters" | "Models" | "Extras" | "Voice Artists" | "Dancers" | "Kids & Teens" | "Musicians";
type Gender = "Male" | "Female" | "Non-binary" | "Other";
type Status = "published" | "approved" | "pending" | "unpublished";

const CATEGORIES: ReadonlyArray<{ name: CategoryName; description: string; hue: number }> = [
  { name: "Actors", hue: 350, description: "Screen and stage actors for film, television, theatre and commercials, from fresh faces to seasoned leads." },
  { name: "Presenters", hue: 205, description: "Confident hosts and MCs for television, online content, live broadcasts and corporate events." },
  { name: "Models", hue: 290, description: "Fashion, commercial and fit models for campaigns, catalogues, runways and e-commerce shoots." },
  { name: "Extras", hue: 30, description: "Reliable background performers and featured extras for film, television and commercial sets." },
  { name: "Voice Artists", hue: 175, description: "Voice-over talent for commercials, animation, audiobooks, e-learning and on-hold messaging." },
  { name: "Dancers", hue: 320, description: "Trained dancers in commercial, contemporary, jazz and hip hop styles for screen, stage and events." },
  { name: "Kids & Teens", hue: 50, description: "Young performers under 18, always booked with a parent or guardian, for screen, print and stage." },
  { name: "Musicians", hue: 250, description: "Singers, instrumentalists and bands for recordings, screen work, functions and live events." },
];
const ADULT_CATEGORIES = CATEGORIES.map((category) => category.name).filter((name) => name !== "Kids & Teens");
const CATEGORY_WEIGHTS: ReadonlyArray<readonly [CategoryName, number]> = [
  ["Actors", 5],
  ["Models", 3],
  ["Extras", 2],
  ["Presenters", 2],
  ["Dancers", 2],
  ["Voice Artists", 1.5],
  ["Musicians", 1.5],
];
/** Second categories that go together in practice. */
const SECOND_CATEGORY: Record<CategoryName, CategoryName[]> = {
  Actors: ["Presenters", "Voice Artists", "Extras"],
  Presenters: ["Actors", "Voice Artists"],
  Models: ["Extras", "Actors", "Dancers"],
  Extras: ["Actors", "Models"],
  "Voice Artists": ["Actors", "Presenters"],
  Dancers: ["Models", "Musicians", "Actors"],
  "Kids & Teens": ["Actors", "Dancers", "Models"],
  Musicians: ["Actors", "Voice Artists", "Dancers"],
};

type Person = { first: string; last: string; gender: Gender; language?: string; kid?: { age: number; status: Status } };
const F = "Female" as const;
const M = "Male" as const;
const NB = "Non-binary" as const;
const O = "Other" as const;
const person = (first: string, last: string, gender: Gender, language?: string): Person => ({ first, last, gender, language });

const PEOPLE: Person[] = [
  person("Olivia", "Bennett", F),
  person("Charlotte", "Nguyen", F, "Vietnamese"),
  person("Amelia", "Rossi", F, "Italian"),
  person("Isla", "Papadopoulos", F, "Greek"),
  person("Mia", "Chen", F, "Mandarin"),
  person("Grace", "O'Brien", F),
  person("Priya", "Sharma", F, "Hindi"),
  person("Chloe", "Thompson", F),
  person("Zara", "Haddad", F, "Arabic"),
  person("Ava", "Tuilagi", F, "Samoan"),
  person("Sienna", "Walsh", F),
  person("Matilda", "Kowalski", F, "Polish"),
  person("Ruby", "Anderson", F),
  person("Hannah", "Kim", F, "Korean"),
  person("Layla", "Rahimi", F, "Farsi"),
  person("Emily", "Watson", F),
  person("Jessica", "Santos", F, "Tagalog"),
  person("Sophie", "Fitzgerald", F),
  person("Adut", "Deng", F, "Dinka"),
  person("Lucy", "Morales", F, "Spanish"),
  person("Harper", "Campbell", F),
  person("Mei", "Tanaka", F, "Japanese"),
  person("Georgia", "Nikolaidis", F, "Greek"),
  person("Tayla", "Harris", F),
  person("Ngaire", "Parata", F, "Te Reo Maori"),
  person("Anjali", "Perera", F, "Sinhala"),
  person("Jasmine", "Yilmaz", F, "Turkish"),
  person("Jack", "Mitchell", M),
  person("Liam", "Tran", M, "Vietnamese"),
  person("Noah", "Williams", M),
  person("Oliver", "Costa", M, "Portuguese"),
  person("Ethan", "Pham", M, "Vietnamese"),
  person("Lachlan", "Murphy", M),
  person("Arjun", "Patel", M, "Gujarati"),
  person("Hamish", "McDonald", M),
  person("Mateo", "Fernandez", M, "Spanish"),
  person("Samuel", "Okafor", M, "Igbo"),
  person("Cooper", "Brown", M),
  person("James", "Leota", M, "Samoan"),
  person("Darcy", "Evans", M),
  person("William", "Zhang", M, "Mandarin"),
  person("Tom", "Novak", M, "Czech"),
  person("Hugo", "de Vries", M, "Dutch"),
  person("Marcus", "Fifita", M, "Tongan"),
  person("Daniel", "Abboud", M, "Arabic"),
  person("Nathan", "Reyes", M, "Tagalog"),
  person("Benjamin", "Schmidt", M, "German"),
  person("Ahmed", "Hassan", M, "Arabic"),
  person("Connor", "Kelly", M),
  person("Lucas", "Oliveira", M, "Portuguese"),
  person("Bikash", "Shrestha", M, "Nepali"),
  person("Dylan", "Park", M, "Korean"),
  person("Harrison", "Clarke", M),
  person("Michael", "Georgiou", M, "Greek"),
  person("Alex", "Morgan", NB),
  person("Jordan", "Lee", NB, "Cantonese"),
  person("Sam", "Ryan", NB),
  person("Riley", "Jovanovic", NB, "Serbian"),
  person("Kai", "Nakamura", O, "Japanese"),
  person("Rowan", "Ellis", O),
  { first: "Ella", last: "Robinson", gender: F, kid: { age: 9, status: "published" } },
  { first: "Leo", last: "Martin", gender: M, kid: { age: 11, status: "published" } },
  { first: "Poppy", last: "Lam", gender: F, language: "Cantonese", kid: { age: 13, status: "approved" } },
  { first: "Finn", last: "Gallagher", gender: M, kid: { age: 15, status: "published" } },
  { first: "Zoe", last: "Alexiou", gender: F, language: "Greek", kid: { age: 16, status: "pending" } },
];

/** About two in three published, the rest spread over the other states, within each gender. */
const STATUS_CYCLE: Status[] = ["published", "published", "approved", "published", "pending", "published", "published", "unpublished", "published"];

const SUBURBS: Record<State, ReadonlyArray<readonly [string, string]>> = {
  VIC: [
    ["Malvern", "3144"], ["Fitzroy", "3065"], ["St Kilda", "3182"], ["Brunswick", "3056"], ["Richmond", "3121"],
    ["Footscray", "3011"], ["Box Hill", "3128"], ["Geelong", "3220"], ["Ballarat Central", "3350"], ["Prahran", "3181"],
  ],
  NSW: [["Bondi", "2026"], ["Newtown", "2042"], ["Parramatta", "2150"], ["Manly", "2095"], ["Surry Hills", "2010"], ["Newcastle", "2300"], ["Wollongong", "2500"]],
  QLD: [["Fortitude Valley", "4006"], ["West End", "4101"], ["Paddington", "4064"], ["Surfers Paradise", "4217"], ["Noosa Heads", "4567"], ["Townsville City", "4810"]],
  WA: [["Fremantle", "6160"], ["Subiaco", "6008"], ["Scarborough", "6019"], ["Leederville", "6007"], ["Cottesloe", "6011"]],
  SA: [["Glenelg", "5045"], ["Norwood", "5067"], ["Unley", "5061"], ["Prospect", "5082"]],
  TAS: [["Hobart", "7000"], ["Sandy Bay", "7005"], ["Launceston", "7250"], ["Battery Point", "7004"]],
  NT: [["Darwin City", "0800"], ["Parap", "0820"], ["Nightcliff", "0810"], ["Alice Springs", "0870"]],
  ACT: [["Braddon", "2612"], ["Kingston", "2604"], ["Belconnen", "2617"], ["Dickson", "2602"]],
};
const STATE_WEIGHTS: ReadonlyArray<readonly [State, number]> = [
  ["VIC", 8], ["NSW", 4], ["QLD", 2.5], ["WA", 1.5], ["SA", 1.2], ["TAS", 0.8], ["ACT", 0.6], ["NT", 0.4],
];
const STREETS = [
  "High Street", "Station Street", "Church Street", "Victoria Street", "King Street", "Albert Road", "Park Street",
  "Railway Parade", "William Street", "George Street", "Queen Street", "Elizabeth Street", "Bay Road", "Glenferrie Road",
  "Hope Street", "Wattle Avenue", "Banksia Crescent", "Ocean Parade",
];

const AGE_WEIGHTS: ReadonlyArray<readonly [AgeRange, number]> = [["18-25", 3], ["26-35", 4], ["36-45", 3], ["46-55", 2], ["55+", 1.2]];
const EYE_WEIGHTS: ReadonlyArray<readonly [string, number]> = [["brown", 6], ["blue", 3], ["green", 2], ["hazel", 2], ["grey", 1], ["amber", 0.6], ["other", 0.3]];
const HAIR_WEIGHTS: ReadonlyArray<readonly [string, number]> = [["brown", 6], ["black", 4], ["blonde", 4], ["red", 1], ["auburn", 1], ["other", 0.6]];
const AGED_HAIR = ["grey", "white"];

// ---------------------------------------------------------------------------------------------
// Words

type Writing = { intro: string[]; middle: string[]; closing: string[]; skills: string[]; credits: string[] };
const WRITING: Record<CategoryName, Writing> = {
  Actors: {
    intro: [
      "{first} is a {suburb}-based screen and stage actor with {years} of professional experience.",
      "{first} trained in screen acting and the Meisner technique and has been working professionally for {years}.",
      "{first} is a versatile actor known for grounded, naturalistic performances on screen.",
    ],
    middle: [
      "Recent credits include guest roles in Australian television drama, several national commercials and a touring theatre production.",
      "{first} is comfortable with self-tapes, improvisation and fast-turnaround commercial shoots.",
      "On stage, {first} has performed in independent theatre seasons and festival productions across the country.",
    ],
    closing: [
      "Holds a current driver's licence and is available for regional and interstate travel.",
      "Off set, {first} coaches young performers and runs a monthly play-reading group.",
      "{first} is especially drawn to character roles and ensemble work.",
    ],
    skills: ["Screen acting", "Stage acting", "Improvisation", "Self-taping", "Stage combat", "Accents and dialects", "Comedy", "Meisner technique", "Shakespeare", "Horse riding"],
    credits: [
      "Guest role, 'Harbour Lights' (TV drama, {y})",
      "Supporting role, 'The Long Paddock' (feature film, {y})",
      "Lead, national insurance commercial ({y})",
      "Ensemble, 'The Crucible' (independent theatre season, {y})",
      "Recurring role, 'Southerly' (streaming series, {y})",
      "Lead, 'Low Tide' (short film, festival selection, {y})",
    ],
  },
  Presenters: {
    intro: [
      "{first} is an engaging presenter and MC based in {suburb}, with {years} in front of cameras and crowds.",
      "With a background in radio and live events, {first} is a warm, natural host who thinks quickly on their feet.",
      "{first} presents lifestyle, travel and corporate content with an easy, conversational style.",
    ],
    middle: [
      "Credits include hosting a regional lifestyle program, product launches and awards nights for audiences of up to 2,000.",
      "{first} works confidently with autocue, earpiece and live crosses, and is just as at home with unscripted content.",
      "Corporate clients book {first} for conferences, panel moderation and internal video series.",
    ],
    closing: [
      "Available for studio, location and live-streamed work.",
      "{first} also writes and produces short-form video for social channels.",
      "Known on set for being prepared, punctual and easy to work with.",
    ],
    skills: ["Autocue", "Live hosting", "MC", "Interviewing", "Earpiece work", "Scriptwriting", "Corporate events", "Panel moderation", "Live crosses"],
    credits: [
      "Host, 'Weekend Getaways' (regional lifestyle TV, {y})",
      "MC, state business awards ({y})",
      "Presenter, corporate training video series ({y})",
      "Co-host, community radio breakfast show ({y})",
      "Panel moderator, national industry conference ({y})",
    ],
  },
  Models: {
    intro: [
      "{first} is a {suburb}-based commercial and fashion model with {years} of experience on set.",
      "{first} has a relaxed, natural presence on camera that suits lifestyle, retail and beauty campaigns.",
      "A confident runway and print model, {first} has walked for independent designers and fronted e-commerce campaigns.",
    ],
    middle: [
      "Recent work includes catalogue shoots for national retailers, lookbooks for Australian labels and a skincare campaign.",
      "{first} takes direction quickly and is used to long studio days and fast outfit changes.",
      "Experienced in fit modelling, {first} gives clear, practical feedback to design teams.",
    ],
    closing: [
      "Photographers describe {first} as reliable, positive and quick to find the light.",
      "Available for studio, location and interstate bookings.",
      "{first} is also building a portfolio of editorial work.",
    ],
    skills: ["Commercial print", "Runway", "E-commerce", "Fit modelling", "Lifestyle", "Beauty", "Hand modelling", "Movement"],
    credits: [
      "Catalogue, national department store ({y})",
      "Lookbook, Melbourne fashion label ({y})",
      "Runway, independent designers' showcase ({y})",
      "E-commerce, activewear brand ({y})",
      "Skincare campaign, print and digital ({y})",
    ],
  },
  Extras: {
    intro: [
      "{first} is a dependable background performer based in {suburb} with {years} on film and television sets.",
      "{first} has worked as a featured extra on drama series, feature films and national commercials.",
      "Flexible and punctual, {first} is a favourite of assistant directors for crowd and featured background work.",
    ],
    middle: [
      "Credits include courtroom, hospital and crowd scenes, plus featured walk-ons in several television series.",
      "{first} understands set etiquette, continuity and long call times, and brings their own wardrobe options.",
      "{first} holds a Working with Children Check and can be booked at short notice.",
    ],
    closing: [
      "Available weekdays and weekends across the metropolitan area.",
      "{first} has a full driver's licence and their own car for location shoots.",
      "Happy to take on period, uniform and costume calls.",
    ],
    skills: ["Background acting", "Featured extra", "Period costume", "Crowd scenes", "Driving on camera", "Uniformed roles", "Continuity"],
    credits: [
      "Featured extra, 'Harbour Lights' (TV drama, {y})",
      "Crowd scenes, 'The Long Paddock' (feature film, {y})",
      "Background, supermarket commercial ({y})",
      "Public gallery, 'Justice Street' (TV series, {y})",
      "Race-day crowd, 'Southerly' (streaming series, {y})",
    ],
  },
  "Voice Artists": {
    intro: [
      "{first} is a voice artist with a home studio in {suburb} and {years} of voice-over experience.",
      "With a warm, versatile voice, {first} voices commercials, explainer videos, audiobooks and animation.",
      "{first} is a trained voice actor who moves easily between conversational reads and characters.",
    ],
    middle: [
      "Clients include radio and television advertisers, e-learning companies and podcast producers.",
      "{first} delivers broadcast-quality audio from a treated home studio and joins remote-directed sessions.",
      "Recent work includes a narrated audiobook, an animated series pilot and on-hold messaging for a national bank.",
    ],
    closing: [
      "Short scripts are usually turned around the same day.",
      "{first} reads naturally in a neutral Australian accent and can do a range of other accents on request.",
      "Also experienced in ADR and video game character work.",
    ],
    skills: ["Commercial voice-over", "Character voices", "Audiobook narration", "E-learning narration", "Home studio", "ADR", "Sight reading"],
    credits: [
      "Narrator, 'The Salt Road' (audiobook, {y})",
      "Character voices, 'Bilby & Friends' (animated pilot, {y})",
      "Radio commercials, regional car dealerships ({y})",
      "E-learning modules, workplace safety ({y})",
      "On-hold messaging, financial services ({y})",
    ],
  },
  Dancers: {
    intro: [
      "{first} is a professional dancer based in {suburb}, trained in contemporary, jazz and commercial styles.",
      "{first} has {years} of performance experience across music videos, live shows and corporate events.",
      "A versatile commercial dancer, {first} picks up choreography quickly and performs with real energy.",
    ],
    middle: [
      "Credits include a touring musical, televised award shows and dance sequences in feature films.",
      "{first} has performed with contemporary dance companies and in festival seasons around Australia.",
      "{first} also teaches weekly classes for teens and adults.",
    ],
    closing: [
      "Comfortable working on stage, on screen and on location.",
      "{first} is strong in partnering and tricks.",
      "Available for assistant choreography as well as performance.",
    ],
    skills: ["Contemporary", "Jazz", "Hip hop", "Ballet", "Tap", "Commercial dance", "Partnering", "Musical theatre", "Choreography"],
    credits: [
      "Ensemble, touring musical ({y})",
      "Dancer, televised music awards ({y})",
      "Music video, independent pop artist ({y})",
      "Company dancer, contemporary festival season ({y})",
      "Corporate show, product launch ({y})",
    ],
  },
  "Kids & Teens": {
    intro: [
      "{first} is a bright and confident young performer from {suburb}.",
      "{first} loves being on set and has {years} of experience in screen, print and stage work.",
      "{first} is an enthusiastic young talent who takes direction well and enjoys working with others.",
    ],
    middle: [
      "Recent bookings include a national television commercial, a catalogue shoot and a school holiday stage show.",
      "{first} attends weekend drama and dance classes and performs in school productions.",
      "{first} has appeared as a featured young extra in a television drama and a short film.",
    ],
    closing: [
      "All bookings are managed with a parent or guardian, who accompanies {first} on set.",
      "{first}'s family is flexible with school-day bookings given enough notice.",
      "{first} holds a current child employment permit for screen work.",
    ],
    skills: ["Singing", "Dance", "Gymnastics", "Drama classes", "Swimming", "Reading for camera", "Improvisation"],
    credits: [
      "Television commercial, breakfast cereal ({y})",
      "Catalogue, children's clothing ({y})",
      "School holiday stage show ({y})",
      "Featured young extra, 'Harbour Lights' (TV drama, {y})",
      "Short film, film school graduate project ({y})",
    ],
  },
  Musicians: {
    intro: [
      "{first} is a singer-songwriter and session musician based in {suburb}.",
      "{first} is a multi-instrumentalist with {years} of live and studio experience.",
      "A versatile vocalist, {first} performs everything from jazz standards to contemporary pop.",
    ],
    middle: [
      "{first} has played festivals, corporate functions and weddings, and has recorded for television commercials.",
      "Credits include an on-screen musician role in a television drama and session work for advertising jingles.",
      "{first} reads music fluently and is comfortable with click tracks, in-ear monitors and live-to-air performance.",
    ],
    closing: [
      "Available as a soloist, as a duo or with a full band.",
      "{first} also writes original music for short films and podcasts.",
      "Known for a warm stage presence and thorough preparation.",
    ],
    skills: ["Vocals", "Acoustic guitar", "Piano", "Session work", "Songwriting", "Harmony singing", "Bass guitar", "Drums", "Saxophone"],
    credits: [
      "On-screen band member, 'Southerly' (streaming series, {y})",
      "Session vocals, national radio campaign ({y})",
      "Festival set, regional music festival ({y})",
      "Resident performer, city wine bar ({y})",
      "Original score, 'Low Tide' (short film, {y})",
    ],
  },
};
const GENERAL_SKILLS = ["Driver's licence", "Swimming", "Working with Children Check", "First aid certificate", "Cycling"];

const IMAGE_SHOTS: ReadonlyArray<readonly [string, string]> = [
  ["Headshot", "Studio headshot, natural light"],
  ["Three-quarter", "Three-quarter shot, casual wardrobe"],
  ["Full length", "Full length, neutral backdrop"],
  ["Lifestyle", "Lifestyle shot on location"],
];

const NOTES: Record<Exclude<Status, "published">, string[]> = {
  pending: [
    "Strong self-tape; check availability and confirm the Working with Children Check before approving.",
    "Waiting on an updated headshot before approval.",
    "Referred by a casting director. Call to discuss representation.",
  ],
  approved: [
    "Approved. Publish once the new portfolio shots arrive.",
    "Approved; profile copy to be tidied before publishing.",
  ],
  unpublished: [
    "Unpublished at the talent's request while overseas.",
    "Taking a break from bookings for family reasons; republish when they are ready.",
    "Unpublished pending a new headshot; the old one is more than two years old.",
  ],
};

// ---------------------------------------------------------------------------------------------
// The plan: plain data, built before anything is stored

export type DemoTalent = {
  /** The e-mail, unique among the demo talents: how stored rows are matched back to the plan. */
  key: string;
  status: Status;
  categories: CategoryName[];
  data: Omit<Prisma.TalentCreateManyInput, "imageUrl" | "headshotUrl" | "createdAt"> & { createdAt: Date };
  images: Array<{ filename: string; title: string; caption: string; hue: number; initials: string }>;
  pendingUploads: Array<{ filename: string; title: string; caption: string }>;
};

const slug = (text: string) =>
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
    traits.set(p, { state: decks.state[i]!, eye: decks.eye[i]!, hair: decks.hair[i]!, category: decks.category[i]!, age: ageIn(decks.band[i]!) });
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
    published.filter((p) => p.gender === gender).forEach((p, i) => {
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
    }
    else if (p.gender === F) heights.set(p, clamp(rng.normal(166, 6.5), 150, 185));
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
      status === "published" || status === "unpublished" ? daysAgo(Math.max(0, sinceCreated - rng.int(1, Math.min(14, sinceCreated)))) : null;
    // An unpublished talent was taken off the site some time after publication.
    const updatedAt =
      status === "unpublished"
        ? daysAgo(rng.int(0, Math.floor((now.getTime() - publishedAt!.getTime()) / DAY_MS) - 1))
        : (publishedAt ?? createdAt);

    const phone = `04${rng.int(0, 9)}${rng.int(0, 9)} ${rng.int(100, 999)} ${rng.int(100, 999)}`;
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
        experience: { text: credits.join("\n") },
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
    talent.pendingUploads.push({ filename: `pending-upload-${i + 1}.jpg`, title: "Portfolio shot", caption: "New portfolio shot, file to come" });
    talent.data.notes = NOTES.approved[0]!;
  });
  if (waiting.length < 3) throw new Error("Not enough approved talents to hold the pending uploads");

  // Ids follow submission order, as they would in a real roster.
  talents.sort((a, b) => a.data.createdAt.getTime() - b.data.createdAt.getTime());
  if (new Set(talents.map((talent) => talent.key)).size !== talents.length) throw new Error("Demo talent e-mails must be unique");

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

// ---------------------------------------------------------------------------------------------
// News, testimonials, clients, requests

const NEWS: ReadonlyArray<{ title: string; excerpt: string; content: string[]; kicker?: string; hue: number; daysAgo: number | null }> = [
  {
    title: "Welcome to our newest signings",
    excerpt: "Eight performers join the roster this season, from a Fremantle voice artist to a Brisbane hip hop dancer.",
    kicker: "NEW SIGNINGS",
    hue: 265,
    daysAgo: 6,
    content: [
      "We are thrilled to welcome eight new performers to the Stellar roster this season. After a busy round of open submissions and general meetings, our agents have signed actors, presenters, a voice artist and two dancers whose work stood out for its craft and its warmth.",
      "Among them are a Fremantle-based voice artist with a home studio and a gift for character work, a Brisbane commercial dancer fresh off a national tour, and a Newtown actor whose short film lead earned a festival selection earlier this year.",
      "Casting directors can browse the new profiles now. If you would like a showreel or availability for any of them, our team is happy to help.",
    ],
  },
  {
    title: "Casting call: feature film shooting in regional Victoria",
    excerpt: "We are assembling featured extras and small speaking roles for a period feature filming near Ballarat.",
    kicker: "CASTING CALL",
    hue: 28,
    daysAgo: 19,
    content: [
      "A period feature set in the 1890s goldfields will film near Ballarat over six weeks next autumn, and the production has asked us for featured extras and several small speaking roles.",
      "We are especially looking for performers comfortable on horseback, people with natural long hair or full beards, and anyone with experience in period costume. Filming days are long and mostly outdoors.",
      "Talent on our roster will hear from their agent directly. If you are not yet represented and think you would suit the shoot, submit your profile through our website.",
    ],
  },
  {
    title: "Our talent front a national supermarket campaign",
    excerpt: "Five Stellar performers star in a summer campaign running on television, radio and in store.",
    kicker: "CAMPAIGN",
    hue: 140,
    daysAgo: 34,
    content: [
      "Five of our performers star in a national supermarket campaign that launched this month across television, radio and in-store screens. The campaign follows one extended family through a summer of barbecues, beach days and a very competitive backyard cricket match.",
      "Two of our actors play the grandparents, one of our Kids & Teens performers steals the show as the youngest cricketer, and one of our voice artists narrates the radio spots.",
      "Thank you to the production team for a generous, well-run shoot, and congratulations to everyone involved.",
    ],
  },
  {
    title: "Three actors land recurring roles in a new streaming drama",
    excerpt: "'Southerly', an eight-part coastal drama, brings three of our actors to screens next year.",
    kicker: "ON SCREEN",
    hue: 215,
    daysAgo: 52,
    content: [
      "Three Stellar actors have been cast in recurring roles in 'Southerly', an eight-part drama set in a fishing town on Victoria's west coast. Filming wrapped last week after ten weeks on location.",
      "The series follows a family-run fishing co-operative through one turbulent season. Our actors play a harbour master, a marine biologist and a local publican who knows everyone's secrets.",
      "'Southerly' premieres on streaming next year. We will share the date as soon as we can.",
    ],
  },
  {
    title: "Self-tape masterclass with a leading casting director",
    excerpt: "A free evening workshop for roster members on lighting, sound and choosing the right take.",
    kicker: "WORKSHOP",
    hue: 330,
    daysAgo: 75,
    content: [
      "Self-tapes now decide most first-round castings, so we hosted a free masterclass for our roster at the Malvern office. A leading Melbourne casting director walked through what makes a tape stand out, from framing and lighting to choosing the take you send.",
      "The practical tips were simple: a plain background, light from the front, a reader who stays quiet, and a slate that is short and friendly. Above all, make a clear choice and trust it.",
      "A recording of the session is available to roster members on request. Our next workshop, on audition technique for commercials, will be announced soon.",
    ],
  },
  {
    title: "Voice artists wanted for an animated children's series",
    excerpt: "An Australian animation studio is casting character voices for a 26-episode preschool series.",
    kicker: "CASTING CALL",
    hue: 180,
    daysAgo: 101,
    content: [
      "An Australian animation studio has asked us for character voices for a 26-episode preschool series about a bilby and friends exploring the outback.",
      "The studio is looking for warm, playful voices with strong character range, and for performers who can record from a home studio as well as in person in Melbourne.",
      "Voice artists on our roster have received the brief and sides. Auditions close at the end of the month.",
    ],
  },
  {
    title: "Kids & Teens open day in Malvern",
    excerpt: "Young performers and their parents are invited to meet our team, try a screen workshop and ask questions.",
    kicker: "OPEN DAY",
    hue: 48,
    daysAgo: 138,
    content: [
      "Our Kids & Teens open day returns to the Malvern office on a Saturday morning next month. Young performers aged 7 to 17 and their parents can meet our team, join a short screen-acting workshop and learn how representation works.",
      "We will cover what a first booking looks like, how child employment permits work, how we keep young performers safe on set, and how to fit bookings around school.",
      "Places are limited, so please register your interest through our contact page.",
    ],
  },
  {
    title: "Behind the scenes of our spring runway season",
    excerpt: "From fittings to final walk: a look at a busy month for our models.",
    kicker: "RUNWAY",
    hue: 300,
    daysAgo: 176,
    content: [
      "Spring is always a busy month for our models, and this year was no exception: independent designer showcases, two department store launches and a charity runway night raising funds for youth mental health.",
      "Our models spent long days in fittings and rehearsals before each show, and several designers have already asked to work with them again on their next collections.",
      "Thank you to the designers, stylists and producers who made the season such a success.",
    ],
  },
  {
    title: "What casting directors are asking for this summer",
    excerpt: "Trends from our summer commercial briefs: real families, real locations and natural performances.",
    hue: 95,
    daysAgo: null,
    content: [
      "Summer commercial briefs are arriving early this year, and a few themes keep coming up: real families, real locations and performances that feel unscripted.",
      "Casting directors are asking for performers who are comfortable improvising around a loose script and who look like people you would meet at the local pool or footy club.",
      "If your headshots are more than two years old, now is a good time to update them.",
    ],
  },
  {
    title: "A new partnership with a Sydney production house",
    excerpt: "We are teaming up with a Sydney production company to bring more interstate work to our roster.",
    hue: 235,
    daysAgo: null,
    content: [
      "We are delighted to announce a new partnership with a Sydney production company specialising in television commercials and branded content.",
      "The partnership means earlier access to briefs for our roster and more opportunities for interstate bookings, with travel and accommodation arranged by the production.",
      "More details will follow once the first projects are confirmed.",
    ],
  },
];

function newsPlan(daysAgo: (days: number) => Date) {
  return NEWS.map((item) => {
    const publishedAt = item.daysAgo === null ? null : daysAgo(item.daysAgo);
    const createdAt = publishedAt ? new Date(publishedAt.getTime() - 2 * DAY_MS) : daysAgo(3);
    return { ...item, publishedAt, createdAt };
  });
}

const TESTIMONIALS: ReadonlyArray<{
  clientName: string;
  clientTitle: string;
  companyName: string | null;
  content: string;
  isPublished: boolean;
  avatarHue: number | null;
}> = [
  {
    clientName: "Rebecca Lawson",
    clientTitle: "Casting Director",
    companyName: "Lawson Casting",
    content:
      "Stellar's talent always arrive prepared, on time and ready to play. Their agents know their roster inside out, so when I ask for someone specific I get a short list that actually fits the brief.",
    isPublished: true,
    avatarHue: 12,
  },
  {
    clientName: "Daniel Price",
    clientTitle: "Producer",
    companyName: "Bluegum Pictures",
    content:
      "We booked more than forty extras and featured performers through Stellar for our last feature. Every call time was met, every form was signed, and the team solved two last-minute replacements within the hour.",
    isPublished: true,
    avatarHue: null,
  },
  {
    clientName: "Mei Ling Ho",
    clientTitle: "Executive Producer",
    companyName: "Harbourside Advertising",
    content:
      "Their voice artists are some of the best in the country. Fast turnarounds, broadcast-quality audio and a genuinely collaborative attitude in every session.",
    isPublished: true,
    avatarHue: 200,
  },
  {
    clientName: "Tom Hargreaves",
    clientTitle: "First Assistant Director",
    companyName: "Red Dirt Films",
    content:
      "Shooting in the Top End is demanding, and the Stellar performers we cast handled the heat, the early starts and a very tight schedule with good humour. We will be back.",
    isPublished: true,
    avatarHue: null,
  },
  {
    clientName: "Sarah Whitlock",
    clientTitle: "Head of Production",
    companyName: "Southbank Creative",
    content:
      "From the first brief to the final invoice, working with Stellar is easy. They understand corporate and healthcare work and always suggest talent who make our clients look good.",
    isPublished: true,
    avatarHue: null,
  },
  {
    clientName: "Greg Thornton",
    clientTitle: "Marketing Manager",
    companyName: "Coastline Apparel",
    content: "Great models, great communication and a smooth booking process for our summer range shoot.",
    isPublished: false,
    avatarHue: null,
  },
];

const CLIENTS: ReadonlyArray<Prisma.ClientCreateManyInput> = [
  {
    clientName: "Rebecca Lawson",
    organizationName: "Lawson Casting",
    email: "rebecca.lawson@example.com",
    phone: "(03) 9510 4821",
    address: "Level 1, 120 Chapel Street, Windsor VIC 3181",
    notes: "Long-standing casting client. Prefers self-tapes by 5pm the day before a callback.",
  },
  {
    clientName: "Daniel Price",
    organizationName: "Bluegum Pictures",
    email: "daniel.price@example.com",
    phone: "0412 558 903",
    address: "18 Peel Street, Collingwood VIC 3066",
    notes: "Feature film and drama producer. Pays on 30-day terms; confirm overtime rates in writing.",
  },
  {
    clientName: "Mei Ling Ho",
    organizationName: "Harbourside Advertising",
    email: "meiling.ho@example.com",
    phone: "(02) 9267 3390",
    address: "Level 9, 88 Pitt Street, Sydney NSW 2000",
    notes: "Agency producer for radio and television campaigns. Books voice talent several times a year.",
  },
  {
    clientName: "Tom Hargreaves",
    organizationName: "Red Dirt Films",
    email: "tom.hargreaves@example.com",
    phone: "0438 221 764",
    address: "7 Cavenagh Street, Darwin City NT 0800",
    notes: "Independent production company. Shoots in the Top End during the dry season.",
  },
  {
    clientName: "Sarah Whitlock",
    organizationName: "Southbank Creative",
    email: "sarah.whitlock@example.com",
    phone: "(03) 9686 7712",
    address: "Suite 4, 55 Southbank Boulevard, Southbank VIC 3006",
    notes: "Corporate and healthcare video. Needs signed consent forms from all talent before filming.",
  },
  {
    clientName: "Nadia Karim",
    organizationName: "Brightside Events",
    email: "nadia.karim@example.com",
    phone: "0423 904 117",
    address: "31 Hindley Street, Adelaide SA 5000",
    notes: "Gala dinners and conferences. Likes a short video of the MC before confirming.",
  },
  {
    clientName: "Greg Thornton",
    organizationName: "Coastline Apparel",
    email: "greg.thornton@example.com",
    phone: "(07) 5538 2046",
    address: "12 Thomas Drive, Chevron Island QLD 4217",
    notes: "Gold Coast e-commerce fashion label with summer and winter range shoots.",
  },
  {
    clientName: "Lisa Moretti",
    organizationName: "Paper Crane Animation",
    email: "lisa.moretti@example.com",
    phone: "0407 316 585",
    address: "2/14 Smith Street, Fitzroy VIC 3065",
    notes: "Studio closed its Melbourne office. Kept for the request history only.",
    isActive: false,
  },
];

type RequestSpec = {
  clientName: string;
  organizationName: string;
  email: string;
  phone: string;
  projectDescription: string;
  status: "pending" | "reviewed" | "approved" | "rejected";
  responseNotes: string | null;
  createdDaysAgo: number;
  /** Days from today; null when the client gave no dates. */
  start: number | null;
  end: number | null;
  /** One category per requested talent, to pick people who fit the brief. */
  wants: CategoryName[];
  /** A talent id that no longer exists, shown to staff as 'Talent #id'. */
  missingTalentId?: number;
};

const REQUESTS: RequestSpec[] = [
  {
    clientName: "Rebecca Lawson",
    organizationName: "Lawson Casting",
    email: "rebecca.lawson@example.com",
    phone: "(03) 9510 4821",
    projectDescription:
      "30-second television commercial for a national insurer: two actors aged 30 to 45 to play a couple renovating their first home. One shoot day in Melbourne, plus a fitting.",
    status: "pending",
    responseNotes: null,
    createdDaysAgo: 3,
    start: 21,
    end: 22,
    wants: ["Actors", "Actors"],
  },
  {
    clientName: "Josh Carter",
    organizationName: "Fresh Bite Foods",
    email: "josh.carter@example.com",
    phone: "0411 736 204",
    projectDescription:
      "Packaging and social media shoot for a new range of lunchbox snacks. We need a family feel: two adults and one child, relaxed and natural.",
    status: "pending",
    responseNotes: null,
    createdDaysAgo: 6,
    start: 30,
    end: 30,
    wants: ["Models", "Models", "Kids & Teens"],
  },
  {
    clientName: "Mei Ling Ho",
    organizationName: "Harbourside Advertising",
    email: "meiling.ho@example.com",
    phone: "(02) 9267 3390",
    projectDescription:
      "Three-spot radio campaign for a Sydney car dealership group. Looking for one warm, conversational voice and one deeper, authoritative voice. Remote recording is fine.",
    status: "pending",
    responseNotes: null,
    createdDaysAgo: 9,
    start: null,
    end: null,
    wants: ["Voice Artists", "Voice Artists"],
  },
  {
    clientName: "Nadia Karim",
    organizationName: "Brightside Events",
    email: "nadia.karim@example.com",
    phone: "0423 904 117",
    projectDescription: "MC for a 400-guest charity gala dinner in Adelaide on a Saturday evening, including the live auction.",
    status: "pending",
    responseNotes: null,
    createdDaysAgo: 12,
    start: 45,
    end: 45,
    wants: ["Presenters"],
  },
  {
    clientName: "Daniel Price",
    organizationName: "Bluegum Pictures",
    email: "daniel.price@example.com",
    phone: "0412 558 903",
    projectDescription:
      "Pick-up shoot for 'The Long Paddock': featured extras for a country race-day scene in regional Victoria. Period costume supplied.",
    status: "reviewed",
    responseNotes: "Availability checked with all four. Waiting on final call times from the first AD.",
    createdDaysAgo: 20,
    start: 14,
    end: 16,
    wants: ["Extras", "Extras", "Extras", "Actors"],
  },
  {
    clientName: "Chris Delaney",
    organizationName: "Little Lantern Theatre Company",
    email: "chris.delaney@example.com",
    phone: "0449 218 650",
    projectDescription: "Two dancers for a six-week children's theatre tour of regional Queensland, including school matinees.",
    status: "reviewed",
    responseNotes: "Sent both profiles with touring rates. Client to confirm the tour budget next week.",
    createdDaysAgo: 27,
    start: 60,
    end: 102,
    wants: ["Dancers", "Dancers"],
  },
  {
    clientName: "Greg Thornton",
    organizationName: "Coastline Apparel",
    email: "greg.thornton@example.com",
    phone: "(07) 5538 2046",
    projectDescription: "E-commerce shoot for the summer range: two models for two studio days on the Gold Coast.",
    status: "reviewed",
    responseNotes: "Both models available. Quote sent with usage for web and social only.",
    createdDaysAgo: 33,
    start: 10,
    end: 11,
    wants: ["Models", "Models"],
  },
  {
    clientName: "Sarah Whitlock",
    organizationName: "Southbank Creative",
    email: "sarah.whitlock@example.com",
    phone: "(03) 9686 7712",
    projectDescription:
      "Corporate video for a hospital fundraising appeal: one presenter and two actors for patient and nurse roles. Filming at a hospital in Parkville.",
    status: "approved",
    responseNotes: "Confirmed. Booking forms signed and consent forms returned.",
    createdDaysAgo: 48,
    start: -20,
    end: -18,
    wants: ["Presenters", "Actors", "Actors"],
  },
  {
    clientName: "Tom Hargreaves",
    organizationName: "Red Dirt Films",
    email: "tom.hargreaves@example.com",
    phone: "0438 221 764",
    projectDescription:
      "Short drama shooting in Darwin: one lead actor and one musician to perform the closing song on screen. Flights and accommodation covered.",
    status: "approved",
    responseNotes: "Booked. One of the talents originally requested has since left the agency.",
    createdDaysAgo: 70,
    start: -40,
    end: -33,
    wants: ["Actors", "Musicians"],
    missingTalentId: 9999,
  },
  {
    clientName: "Rebecca Lawson",
    organizationName: "Lawson Casting",
    email: "rebecca.lawson@example.com",
    phone: "(03) 9510 4821",
    projectDescription: "Supermarket Christmas campaign: four extras of mixed ages to play shoppers in a store set.",
    status: "approved",
    responseNotes: "All four confirmed for the shoot day.",
    createdDaysAgo: 110,
    start: -85,
    end: -85,
    wants: ["Extras", "Extras", "Models", "Actors"],
  },
  {
    clientName: "Kate Ashby",
    organizationName: "Ashby Weddings & Events",
    email: "kate.ashby@example.com",
    phone: "0402 655 931",
    projectDescription: "A wedding singer with acoustic guitar for a ceremony and pre-dinner drinks on a Saturday in March.",
    status: "rejected",
    responseNotes: "Declined: the talent is touring on that date. Suggested two other agencies.",
    createdDaysAgo: 45,
    start: 120,
    end: 120,
    wants: ["Musicians"],
  },
  {
    clientName: "Lisa Moretti",
    organizationName: "Paper Crane Animation",
    email: "lisa.moretti@example.com",
    phone: "0407 316 585",
    projectDescription: "Character voices for an animation pilot, on deferred payment until the series is funded.",
    status: "rejected",
    responseNotes: "Declined: we do not book talent on deferred payment terms.",
    createdDaysAgo: 150,
    start: null,
    end: null,
    wants: ["Voice Artists", "Voice Artists"],
  },
];

// ---------------------------------------------------------------------------------------------
// Pictures: deliberate placeholders drawn as SVG, rendered to JPEG by sharp

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Four framings, so a talent's photos differ like a headshot, a three-quarter and a full-length
 * shot; the body runs far below the frame so it is never cut off when scaled down.
 */
const FRAMES = ["translate(0 0) scale(1)", "translate(120 150) scale(0.7)", "translate(210 300) scale(0.475)", "translate(40 120) scale(0.8)"];

function portraitSvg(hue: number, initials: string, photo: number): string {
  const frame = FRAMES[(photo - 1) % FRAMES.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT.width}" height="${PORTRAIT.height}" viewBox="0 0 800 1000">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.6" y2="1">
      <stop offset="0" stop-color="hsl(${hue}, 45%, 84%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 28) % 360}, 38%, 56%)"/>
    </linearGradient>
  </defs>
  <rect width="800" height="1000" fill="url(#bg)"/>
  <g transform="${frame}">
    <circle cx="400" cy="400" r="360" fill="#ffffff" fill-opacity="0.1"/>
    <circle cx="400" cy="400" r="250" fill="#ffffff" fill-opacity="0.12"/>
    <g fill="hsl(${hue}, 30%, 97%)" fill-opacity="0.75">
      <circle cx="400" cy="400" r="150"/>
      <path d="M400 590c-190 0-320 110-340 290V2200h680V880c-20-180-150-290-340-290z"/>
    </g>
    <text x="400" y="444" text-anchor="middle" font-family="${FONT}" font-size="118" font-weight="bold" fill="hsl(${hue}, 35%, 42%)">${escapeXml(initials)}</text>
  </g>
  <text x="40" y="958" font-family="${FONT}" font-size="24" letter-spacing="4" fill="hsl(${hue}, 40%, 22%)" fill-opacity="0.55">STELLAR TALENT</text>
  <text x="760" y="958" text-anchor="end" font-family="${FONT}" font-size="28" fill="hsl(${hue}, 40%, 22%)" fill-opacity="0.8">Photo ${photo}</text>
</svg>`;
}

function bannerSvg(width: number, height: number, hue: number, heading: string, subheading: string): string {
  // Bold DejaVu runs about 0.7 em a letter; keep a margin either side.
  const size = Math.round(Math.min((width * 0.84) / (Math.max(heading.length, 6) * 0.7), height / 5));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue}, 55%, 38%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 40) % 360}, 60%, 22%)"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <g fill="#ffffff">
    <polygon points="${width * 0.1},0 ${width * 0.28},0 ${width * 0.62},${height} ${width * 0.3},${height}" fill-opacity="0.07"/>
    <polygon points="${width * 0.55},0 ${width * 0.68},0 ${width * 0.95},${height} ${width * 0.72},${height}" fill-opacity="0.05"/>
    <circle cx="${width * 0.86}" cy="${height * 0.2}" r="${height * 0.32}" fill-opacity="0.06"/>
    <circle cx="${width * 0.12}" cy="${height * 0.9}" r="${height * 0.22}" fill-opacity="0.06"/>
  </g>
  <text x="${width / 2}" y="${height / 2 + size * 0.35}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="#ffffff">${escapeXml(heading)}</text>
  <text x="${width / 2}" y="${height - 48}" text-anchor="middle" font-family="${FONT}" font-size="26" letter-spacing="6" fill="#ffffff" fill-opacity="0.7">${escapeXml(subheading)}</text>
</svg>`;
}

function avatarSvg(hue: number, initials: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue}, 50%, 70%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 30) % 360}, 45%, 45%)"/>
    </linearGradient>
  </defs>
  <rect width="400" height="400" fill="url(#bg)"/>
  <text x="200" y="252" text-anchor="middle" font-family="${FONT}" font-size="150" font-weight="bold" fill="#ffffff" fill-opacity="0.92">${escapeXml(initials)}</text>
</svg>`;
}

/**
 * Renders and stores pictures a few at a time (sharp works off the main thread); answers them in
 * order. After a failure no new picture is started, and it waits for those under way, so the caller
 * can remove every file written.
 */
async function storePictures(
  storage: Storage,
  pictures: ReadonlyArray<{ svg: string; name: string }>,
  stored: Array<string | null>,
): Promise<StoredImage[]> {
  const results: StoredImage[] = new Array(pictures.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < pictures.length) {
      const index = next++;
      const picture = pictures[index]!;
      try {
        const jpeg = await sharp(Buffer.from(picture.svg)).jpeg({ quality: 80 }).toBuffer();
        const image = await storage.saveImage("image", new File([new Uint8Array(jpeg)], picture.name, { type: "image/jpeg" }));
        stored.push(image.storageUrl, image.cardUrl, image.thumbUrl);
        results[index] = image;
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const workers = Math.max(2, Math.min(4, availableParallelism()));
  const outcomes = await Promise.allSettled(Array.from({ length: workers }, worker));
  const failure = outcomes.find((outcome) => outcome.status === "rejected");
  if (failure) throw failure.reason;
  return results;
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join("");

// ---------------------------------------------------------------------------------------------
// Storing it

/** Loads the demo data; answers counts by name. Files are removed again if the database part fails. */
export async function seedDemoData(prisma: PrismaClient, storage: Storage): Promise<Record<string, number>> {
  const plan = buildDemoPlan(new Date());
  const stored: Array<string | null> = [];
  try {
    const pictures: Array<{ svg: string; name: string }> = [];
    const add = (svg: string, name: string) => pictures.push({ svg, name }) - 1;
    const talentSlots = plan.talents.map((talent) =>
      talent.images.map((image, i) => add(portraitSvg(image.hue, image.initials, i + 1), image.filename)),
    );
    const coverSlots = CATEGORIES.map((category) =>
      add(bannerSvg(1200, 800, category.hue, category.name, BRAND.toUpperCase()), `${slug(category.name)}.jpg`),
    );
    const newsSlots = plan.news.map((item) =>
      item.kicker ? add(bannerSvg(1200, 675, item.hue, item.kicker, BRAND.toUpperCase()), `${slug(item.title)}.jpg`) : null,
    );
    const avatarSlots = plan.testimonials.map((item) =>
      item.avatarHue === null ? null : add(avatarSvg(item.avatarHue, initialsOf(item.clientName)), `${slug(item.clientName)}.jpg`),
    );
    const files = await storePictures(storage, pictures, stored);
    const urlAt = (slot: number | null) => (slot === null ? null : files[slot]!.storageUrl);
    const talentImages = talentSlots.map((slots) => slots.map((slot) => files[slot]!));

    await prisma.$transaction(
      async (tx) => {
        const categories = await tx.category.createManyAndReturn({
          data: CATEGORIES.map((category, i) => ({ name: category.name, description: category.description, imageUrl: urlAt(coverSlots[i] ?? null) })),
          select: { id: true, name: true },
        });
        const categoryId = new Map(categories.map((category) => [category.name, category.id]));

        const created = await tx.talent.createManyAndReturn({
          data: plan.talents.map((talent, i) => ({
            ...talent.data,
            imageUrl: talentImages[i]![0]!.storageUrl,
            headshotUrl: talentImages[i]![0]!.storageUrl,
          })),
          select: { id: true, email: true },
        });
        const talentId = new Map(created.map((talent) => [talent.email, talent.id]));
        const idOf = (key: string) => talentId.get(key)!;

        // Links go through Prisma's connect, one update per category, rather than raw SQL on the
        // implicit join table whose column order is Prisma's business.
        for (const category of CATEGORIES) {
          const members = plan.talents.filter((talent) => talent.categories.includes(category.name));
          await tx.category.update({
            where: { id: categoryId.get(category.name)! },
            data: { talents: { connect: members.map((talent) => ({ id: idOf(talent.key) })) } },
          });
        }

        await tx.talentImage.createMany({
          data: plan.talents.flatMap((talent, t) => [
            ...talent.images.map((image, i) => ({
              talentId: idOf(talent.key),
              filename: image.filename,
              title: image.title,
              caption: image.caption,
              sequence: i,
              storageUrl: talentImages[t]![i]!.storageUrl,
              cardUrl: talentImages[t]![i]!.cardUrl,
              thumbUrl: talentImages[t]![i]!.thumbUrl,
              createdAt: talent.data.createdAt,
              updatedAt: talent.data.createdAt,
            })),
            ...talent.pendingUploads.map((record, i) => ({
              talentId: idOf(talent.key),
              filename: record.filename,
              title: record.title,
              caption: record.caption,
              sequence: talent.images.length + i,
              createdAt: talent.data.createdAt,
              updatedAt: talent.data.createdAt,
            })),
          ]),
        });

        await tx.newsUpdate.createMany({
          data: plan.news.map((item, i) => ({
            title: item.title,
            excerpt: item.excerpt,
            content: item.content.join("\n\n"),
            imageUrl: urlAt(newsSlots[i] ?? null),
            isPublished: item.publishedAt !== null,
            publishedAt: item.publishedAt,
            createdAt: item.createdAt,
            updatedAt: item.publishedAt ?? item.createdAt,
          })),
        });

        await tx.testimonial.createMany({
          data: plan.testimonials.map((item, i) => ({
            clientName: item.clientName,
            clientTitle: item.clientTitle,
            companyName: item.companyName,
            content: item.content,
            imageUrl: urlAt(avatarSlots[i] ?? null),
            isPublished: item.isPublished,
            createdAt: item.createdAt,
            updatedAt: item.createdAt,
          })),
        });

        await tx.client.createMany({ data: plan.clients.map((client) => ({ ...client, updatedAt: client.createdAt })) });

        for (const request of plan.requests) {
          const named = request.named.map((entry, position) =>
            "key" in entry
              ? { requestedId: idOf(entry.key), talentId: idOf(entry.key), position }
              : { requestedId: entry.missingId, talentId: null, position },
          );
          await tx.talentRequest.create({
            data: {
              clientName: request.clientName,
              organizationName: request.organizationName,
              email: request.email,
              phone: request.phone,
              projectDescription: request.projectDescription,
              projectStartDate: request.projectStartDate,
              projectEndDate: request.projectEndDate,
              status: request.status,
              responseNotes: request.responseNotes,
              createdAt: request.createdAt,
              updatedAt: request.status === "pending" ? request.createdAt : new Date(request.createdAt.getTime() + 2 * DAY_MS),
              requestedTalents: { create: named },
            },
          });
        }
      },
      { maxWait: 10_000, timeout: 60_000 },
    );

    return {
      categories: CATEGORIES.length,
      talents: plan.talents.length,
      "talent images": talentSlots.flat().length,
      "image records awaiting upload": plan.talents.reduce((sum, talent) => sum + talent.pendingUploads.length, 0),
      "news updates": plan.news.length,
      testimonials: plan.testimonials.length,
      clients: plan.clients.length,
      "talent requests": plan.requests.length,
    };
  } catch (error) {
    await storage.remove(stored).catch(() => undefined);
    throw error;
  }
}
