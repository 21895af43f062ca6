import type { AgeRange, State } from "#common/options";

// The agency's world: its categories and the people on its roster, where they live and how their
// looks are spread. Plain data; plan.ts draws the demo roster from it.

export const BRAND = "Stellar Talent Management";
export const DAY_MS = 86_400_000;

export type CategoryName = "Actors" | "Presenters" | "Models" | "Extras" | "Voice Artists" | "Dancers" | "Kids & Teens" | "Musicians";
export type Gender = "Male" | "Female" | "Non-binary" | "Other";
export type Status = "published" | "approved" | "pending" | "unpublished";

export const CATEGORIES: ReadonlyArray<{ name: CategoryName; description: string; hue: number }> = [
  {
    name: "Actors",
    hue: 350,
    description: "Screen and stage actors for film, television, theatre and commercials, from fresh faces to seasoned leads.",
  },
  {
    name: "Presenters",
    hue: 205,
    description: "Confident hosts and MCs for television, online content, live broadcasts and corporate events.",
  },
  { name: "Models", hue: 290, description: "Fashion, commercial and fit models for campaigns, catalogues, runways and e-commerce shoots." },
  { name: "Extras", hue: 30, description: "Reliable background performers and featured extras for film, television and commercial sets." },
  {
    name: "Voice Artists",
    hue: 175,
    description: "Voice-over talent for commercials, animation, audiobooks, e-learning and on-hold messaging.",
  },
  {
    name: "Dancers",
    hue: 320,
    description: "Trained dancers in commercial, contemporary, jazz and hip hop styles for screen, stage and events.",
  },
  {
    name: "Kids & Teens",
    hue: 50,
    description: "Young performers under 18, always booked with a parent or guardian, for screen, print and stage.",
  },
  {
    name: "Musicians",
    hue: 250,
    description: "Singers, instrumentalists and bands for recordings, screen work, functions and live events.",
  },
];
export const ADULT_CATEGORIES = CATEGORIES.map((category) => category.name).filter((name) => name !== "Kids & Teens");
export const CATEGORY_WEIGHTS: ReadonlyArray<readonly [CategoryName, number]> = [
  ["Actors", 5],
  ["Models", 3],
  ["Extras", 2],
  ["Presenters", 2],
  ["Dancers", 2],
  ["Voice Artists", 1.5],
  ["Musicians", 1.5],
];
/** Second categories that go together in practice. */
export const SECOND_CATEGORY: Record<CategoryName, CategoryName[]> = {
  Actors: ["Presenters", "Voice Artists", "Extras"],
  Presenters: ["Actors", "Voice Artists"],
  Models: ["Extras", "Actors", "Dancers"],
  Extras: ["Actors", "Models"],
  "Voice Artists": ["Actors", "Presenters"],
  Dancers: ["Models", "Musicians", "Actors"],
  "Kids & Teens": ["Actors", "Dancers", "Models"],
  Musicians: ["Actors", "Voice Artists", "Dancers"],
};

export type Person = { first: string; last: string; gender: Gender; language?: string; kid?: { age: number; status: Status } };
export const F = "Female" as const;
export const M = "Male" as const;
export const NB = "Non-binary" as const;
export const O = "Other" as const;
const person = (first: string, last: string, gender: Gender, language?: string): Person => ({ first, last, gender, language });

export const PEOPLE: Person[] = [
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
export const STATUS_CYCLE: Status[] = [
  "published",
  "published",
  "approved",
  "published",
  "pending",
  "published",
  "published",
  "unpublished",
  "published",
];

export const SUBURBS: Record<State, ReadonlyArray<readonly [string, string]>> = {
  VIC: [
    ["Malvern", "3144"],
    ["Fitzroy", "3065"],
    ["St Kilda", "3182"],
    ["Brunswick", "3056"],
    ["Richmond", "3121"],
    ["Footscray", "3011"],
    ["Box Hill", "3128"],
    ["Geelong", "3220"],
    ["Ballarat Central", "3350"],
    ["Prahran", "3181"],
  ],
  NSW: [
    ["Bondi", "2026"],
    ["Newtown", "2042"],
    ["Parramatta", "2150"],
    ["Manly", "2095"],
    ["Surry Hills", "2010"],
    ["Newcastle", "2300"],
    ["Wollongong", "2500"],
  ],
  QLD: [
    ["Fortitude Valley", "4006"],
    ["West End", "4101"],
    ["Paddington", "4064"],
    ["Surfers Paradise", "4217"],
    ["Noosa Heads", "4567"],
    ["Townsville City", "4810"],
  ],
  WA: [
    ["Fremantle", "6160"],
    ["Subiaco", "6008"],
    ["Scarborough", "6019"],
    ["Leederville", "6007"],
    ["Cottesloe", "6011"],
  ],
  SA: [
    ["Glenelg", "5045"],
    ["Norwood", "5067"],
    ["Unley", "5061"],
    ["Prospect", "5082"],
  ],
  TAS: [
    ["Hobart", "7000"],
    ["Sandy Bay", "7005"],
    ["Launceston", "7250"],
    ["Battery Point", "7004"],
  ],
  NT: [
    ["Darwin City", "0800"],
    ["Parap", "0820"],
    ["Nightcliff", "0810"],
    ["Alice Springs", "0870"],
  ],
  ACT: [
    ["Braddon", "2612"],
    ["Kingston", "2604"],
    ["Belconnen", "2617"],
    ["Dickson", "2602"],
  ],
};
export const STATE_WEIGHTS: ReadonlyArray<readonly [State, number]> = [
  ["VIC", 8],
  ["NSW", 4],
  ["QLD", 2.5],
  ["WA", 1.5],
  ["SA", 1.2],
  ["TAS", 0.8],
  ["ACT", 0.6],
  ["NT", 0.4],
];
export const STREETS = [
  "High Street",
  "Station Street",
  "Church Street",
  "Victoria Street",
  "King Street",
  "Albert Road",
  "Park Street",
  "Railway Parade",
  "William Street",
  "George Street",
  "Queen Street",
  "Elizabeth Street",
  "Bay Road",
  "Glenferrie Road",
  "Hope Street",
  "Wattle Avenue",
  "Banksia Crescent",
  "Ocean Parade",
];

export const AGE_WEIGHTS: ReadonlyArray<readonly [AgeRange, number]> = [
  ["18-25", 3],
  ["26-35", 4],
  ["36-45", 3],
  ["46-55", 2],
  ["55+", 1.2],
];
export const EYE_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ["brown", 6],
  ["blue", 3],
  ["green", 2],
  ["hazel", 2],
  ["grey", 1],
  ["amber", 0.6],
  ["other", 0.3],
];
export const HAIR_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ["brown", 6],
  ["black", 4],
  ["blonde", 4],
  ["red", 1],
  ["auburn", 1],
  ["other", 0.6],
];
export const AGED_HAIR = ["grey", "white"];
