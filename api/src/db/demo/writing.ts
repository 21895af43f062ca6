import type { CategoryName, Status } from "./world";

// Words for the demo talents: bios, skills and credits by category, photo titles and staff notes.

export type Writing = { intro: string[]; middle: string[]; closing: string[]; skills: string[]; credits: string[] };
export const WRITING: Record<CategoryName, Writing> = {
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
    skills: [
      "Screen acting",
      "Stage acting",
      "Improvisation",
      "Self-taping",
      "Stage combat",
      "Accents and dialects",
      "Comedy",
      "Meisner technique",
      "Shakespeare",
      "Horse riding",
    ],
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
    skills: [
      "Autocue",
      "Live hosting",
      "MC",
      "Interviewing",
      "Earpiece work",
      "Scriptwriting",
      "Corporate events",
      "Panel moderation",
      "Live crosses",
    ],
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
    skills: [
      "Commercial voice-over",
      "Character voices",
      "Audiobook narration",
      "E-learning narration",
      "Home studio",
      "ADR",
      "Sight reading",
    ],
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
      "Ensemble, school holiday stage show ({y})",
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
export const GENERAL_SKILLS = ["Driver's licence", "Swimming", "Working with Children Check", "First aid certificate", "Cycling"];

export const IMAGE_SHOTS: ReadonlyArray<readonly [string, string]> = [
  ["Headshot", "Studio headshot, natural light"],
  ["Three-quarter", "Three-quarter shot, casual wardrobe"],
  ["Full length", "Full length, neutral backdrop"],
  ["Lifestyle", "Lifestyle shot on location"],
];

export const NOTES: Record<Exclude<Status, "published">, string[]> = {
  pending: [
    "Strong self-tape; check availability and confirm the Working with Children Check before approving.",
    "Waiting on an updated headshot before approval.",
    "Referred by a casting director. Call to discuss representation.",
  ],
  approved: ["Approved. Publish once the new portfolio shots arrive.", "Approved; profile copy to be tidied before publishing."],
  unpublished: [
    "Unpublished at the talent's request while overseas.",
    "Taking a break from bookings for family reasons; republish when they are ready.",
    "Unpublished pending a new headshot; the old one is more than two years old.",
  ],
};
