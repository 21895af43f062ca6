import { DAY_MS } from "./world";

// The agency's news updates (a draft among them), dated relative to the day the seed runs.

const NEWS: ReadonlyArray<{ title: string; excerpt: string; content: string[]; kicker?: string; hue: number; daysAgo: number | null }> = [
  {
    title: "Welcome to our newest signings",
    excerpt: "Eight performers join the roster this season, from a Fremantle voice artist to a Brisbane hip hop dancer.",
    kicker: "NEW SIGNINGS",
    hue: 265,
    daysAgo: 6,
    content: [
      "We are thrilled to welcome eight new performers to the Stellar roster this season. After " +
        "a busy round of open submissions and general meetings, our agents have signed actors, " +
        "presenters, a voice artist and two dancers whose work stood out for its craft and its " +
        "warmth.",
      "Among them are a Fremantle-based voice artist with a home studio and a gift for character " +
        "work, a Brisbane commercial dancer fresh off a national tour, and a Newtown actor whose " +
        "short film lead earned a festival selection earlier this year.",
      "Casting directors can browse the new profiles now. If you would like a showreel or " +
        "availability for any of them, our team is happy to help.",
    ],
  },
  {
    title: "Casting call: feature film shooting in regional Victoria",
    excerpt: "We are assembling featured extras and small speaking roles for a period feature filming near Ballarat.",
    kicker: "CASTING CALL",
    hue: 28,
    daysAgo: 19,
    content: [
      "A period feature set in the 1890s goldfields will film near Ballarat over six weeks next " +
        "autumn, and the production has asked us for featured extras and several small speaking " +
        "roles.",
      "We are especially looking for performers comfortable on horseback, people with natural " +
        "long hair or full beards, and anyone with experience in period costume. Filming days are " +
        "long and mostly outdoors.",
      "Talent on our roster will hear from their agent directly. If you are not yet represented " +
        "and think you would suit the shoot, submit your profile through our website.",
    ],
  },
  {
    title: "Our talent front a national supermarket campaign",
    excerpt: "Five Stellar performers star in a summer campaign running on television, radio and in store.",
    kicker: "CAMPAIGN",
    hue: 140,
    daysAgo: 34,
    content: [
      "Five of our performers star in a national supermarket campaign that launched this month " +
        "across television, radio and in-store screens. The campaign follows one extended family " +
        "through a summer of barbecues, beach days and a very competitive backyard cricket match.",
      "Two of our actors play the grandparents, one of our Kids & Teens performers steals the " +
        "show as the youngest cricketer, and one of our voice artists narrates the radio spots.",
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
      "Three Stellar actors have been cast in recurring roles in 'Southerly', an eight-part " +
        "drama set in a fishing town on Victoria's west coast. Filming wrapped last week after ten " +
        "weeks on location.",
      "The series follows a family-run fishing co-operative through one turbulent season. Our " +
        "actors play a harbour master, a marine biologist and a local publican who knows " +
        "everyone's secrets.",
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
      "Self-tapes now decide most first-round castings, so we hosted a free masterclass for our " +
        "roster at the Malvern office. A leading Melbourne casting director walked through what " +
        "makes a tape stand out, from framing and lighting to choosing the take you send.",
      "The practical tips were simple: a plain background, light from the front, a reader who " +
        "stays quiet, and a slate that is short and friendly. Above all, make a clear choice and " +
        "trust it.",
      "A recording of the session is available to roster members on request. Our next workshop, " +
        "on audition technique for commercials, will be announced soon.",
    ],
  },
  {
    title: "Voice artists wanted for an animated children's series",
    excerpt: "An Australian animation studio is casting character voices for a 26-episode preschool series.",
    kicker: "CASTING CALL",
    hue: 180,
    daysAgo: 101,
    content: [
      "An Australian animation studio has asked us for character voices for a 26-episode " +
        "preschool series about a bilby and friends exploring the outback.",
      "The studio is looking for warm, playful voices with strong character range, and for " +
        "performers who can record from a home studio as well as in person in Melbourne.",
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
      "Our Kids & Teens open day returns to the Malvern office on a Saturday morning next month. " +
        "Young performers aged 7 to 17 and their parents can meet our team, join a short " +
        "screen-acting workshop and learn how representation works.",
      "We will cover what a first booking looks like, how child employment permits work, how we " +
        "keep young performers safe on set, and how to fit bookings around school.",
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
      "Spring is always a busy month for our models, and this year was no exception: independent " +
        "designer showcases, two department store launches and a charity runway night raising " +
        "funds for youth mental health.",
      "Our models spent long days in fittings and rehearsals before each show, and several " +
        "designers have already asked to work with them again on their next collections.",
      "Thank you to the designers, stylists and producers who made the season such a success.",
    ],
  },
  {
    title: "What casting directors are asking for this summer",
    excerpt: "Trends from our summer commercial briefs: real families, real locations and natural performances.",
    hue: 95,
    daysAgo: null,
    content: [
      "Summer commercial briefs are arriving early this year, and a few themes keep coming up: " +
        "real families, real locations and performances that feel unscripted.",
      "Casting directors are asking for performers who are comfortable improvising around a " +
        "loose script and who look like people you would meet at the local pool or footy club.",
      "If your headshots are more than two years old, now is a good time to update them.",
    ],
  },
  {
    title: "A new partnership with a Sydney production house",
    excerpt: "We are teaming up with a Sydney production company to bring more interstate work to our roster.",
    hue: 235,
    daysAgo: null,
    content: [
      "We are delighted to announce a new partnership with a Sydney production company " +
        "specialising in television commercials and branded content.",
      "The partnership means earlier access to briefs for our roster and more opportunities for " +
        "interstate bookings, with travel and accommodation arranged by the production.",
      "More details will follow once the first projects are confirmed.",
    ],
  },
];

export function newsPlan(daysAgo: (days: number) => Date) {
  return NEWS.map((item) => {
    const publishedAt = item.daysAgo === null ? null : daysAgo(item.daysAgo);
    const createdAt = publishedAt ? new Date(publishedAt.getTime() - 2 * DAY_MS) : daysAgo(3);
    return { ...item, publishedAt, createdAt };
  });
}
