import { type Credit, type Reel, reelPlayer } from "#common/credits";
import { builder } from "./builder";

// The talent's credits and reels as GraphQL types: the Talent and AdminTalent fields and the staff
// inputs are built from the field table's rows (talent-fields.ts); the rules are in
// common/schemas/credits.ts (ADR 007).

export const TalentCreditType = builder.objectRef<Credit>("TalentCredit").implement({
  description: "One credit: the production, and the year, role and company when known.",
  fields: (t) => ({
    year: t.exposeInt("year", { nullable: true }),
    production: t.exposeString("production"),
    role: t.exposeString("role", { nullable: true }),
    company: t.exposeString("company", { nullable: true, description: "The company, network or kind of production." }),
  }),
});

export const TalentReelType = builder.objectRef<Reel>("TalentReel").implement({
  description: "A showreel or voice reel link.",
  fields: (t) => ({
    url: t.exposeString("url"),
    title: t.exposeString("title", { nullable: true }),
    provider: t.string({
      nullable: true,
      description: "youtube, vimeo or soundcloud when the site can show the provider's player; else null (shown as a link).",
      resolve: (reel) => reelPlayer(reel.url)?.provider ?? null,
    }),
    embedUrl: t.string({
      nullable: true,
      description: "The provider's player address, allowed by the site's Content-Security-Policy; null for other links.",
      resolve: (reel) => reelPlayer(reel.url)?.embedUrl ?? null,
    }),
  }),
});

export const TalentCreditInput = builder.inputType("TalentCreditInput", {
  fields: (t) => ({
    year: t.int({ required: false }),
    production: t.string({ required: true }),
    role: t.string({ required: false }),
    company: t.string({ required: false }),
  }),
});

export const TalentReelInput = builder.inputType("TalentReelInput", {
  fields: (t) => ({
    url: t.string({ required: true }),
    title: t.string({ required: false }),
  }),
});
