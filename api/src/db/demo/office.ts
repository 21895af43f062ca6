import type { Prisma } from "../generated/prisma/client";
import type { CategoryName } from "./world";

// The back office's demo records: testimonials, the client register and talent requests.

export const TESTIMONIALS: ReadonlyArray<{
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
      "Stellar's talent always arrive prepared, on time and ready to play. Their agents know " +
      "their roster inside out, so when I ask for someone specific I get a short list that " +
      "actually fits the brief.",
    isPublished: true,
    avatarHue: 12,
  },
  {
    clientName: "Daniel Price",
    clientTitle: "Producer",
    companyName: "Bluegum Pictures",
    content:
      "We booked more than forty extras and featured performers through Stellar for our last " +
      "feature. Every call time was met, every form was signed, and the team solved two " +
      "last-minute replacements within the hour.",
    isPublished: true,
    avatarHue: null,
  },
  {
    clientName: "Mei Ling Ho",
    clientTitle: "Executive Producer",
    companyName: "Harbourside Advertising",
    content:
      "Their voice artists are some of the best in the country. Fast turnarounds, " +
      "broadcast-quality audio and a genuinely collaborative attitude in every session.",
    isPublished: true,
    avatarHue: 200,
  },
  {
    clientName: "Tom Hargreaves",
    clientTitle: "First Assistant Director",
    companyName: "Red Dirt Films",
    content:
      "Shooting in the Top End is demanding, and the Stellar performers we cast handled the " +
      "heat, the early starts and a very tight schedule with good humour. We will be back.",
    isPublished: true,
    avatarHue: null,
  },
  {
    clientName: "Sarah Whitlock",
    clientTitle: "Head of Production",
    companyName: "Southbank Creative",
    content:
      "From the first brief to the final invoice, working with Stellar is easy. They understand " +
      "corporate and healthcare work and always suggest talent who make our clients look good.",
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

export const CLIENTS: ReadonlyArray<Prisma.ClientCreateManyInput> = [
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

export type RequestSpec = {
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

export const REQUESTS: RequestSpec[] = [
  {
    clientName: "Rebecca Lawson",
    organizationName: "Lawson Casting",
    email: "rebecca.lawson@example.com",
    phone: "(03) 9510 4821",
    projectDescription:
      "30-second television commercial for a national insurer: two actors aged 30 to 45 to play " +
      "a couple renovating their first home. One shoot day in Melbourne, plus a fitting.",
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
      "Packaging and social media shoot for a new range of lunchbox snacks. We need a family " +
      "feel: two adults and one child, relaxed and natural.",
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
      "Three-spot radio campaign for a Sydney car dealership group. Looking for one warm, " +
      "conversational voice and one deeper, authoritative voice. Remote recording is fine.",
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
      "Corporate video for a hospital fundraising appeal: one presenter and two actors for " +
      "patient and nurse roles. Filming at a hospital in Parkville.",
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
      "Short drama shooting in Darwin: one lead actor and one musician to perform the closing " +
      "song on screen. Flights and accommodation covered.",
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
