import { lastInitial, pageSchema, publicName, talentFilterSchema } from "../../../common";
import type { FieldErrors } from "../errors";
import { builder } from "./builder";
import "./talent-admin";
import "./talent-editing";
import "./talent-lifecycle";
import {
  CATEGORY_ORDER,
  firstImageUrl,
  parseInto,
  PUBLIC_IMAGES,
  talentAge,
  throwIfAny,
} from "./talent-fields";
import { publicTalentWhere } from "./talent-filter";
import "./talent-submission";
import { PUBLIC_TALENT_WHERE } from "./visibility";

// The talent domain: the public Talent type and the directory's queries live here; staff types and
// operations in talent-admin.ts, the public submission in talent-submission.ts.

export const TalentType = builder.prismaObject("Talent", {
  description:
    "A talent as visitors see it: first name and last initial, public facts and published images. " +
    "Contact details, birth date, address, documents and notes are on AdminTalent only.",
  // Select mode: only the columns the requested fields need are read.
  select: { id: true },
  fields: (t) => ({
    id: t.exposeInt("id"),
    firstName: t.exposeString("firstName"),
    lastInitial: t.string({
      description: "The first letter of the last name, upper case.",
      select: { lastName: true },
      resolve: (talent) => lastInitial(talent.lastName),
    }),
    displayName: t.string({
      description: "First name and last initial: 'Jane D.'.",
      select: { firstName: true, lastName: true },
      resolve: (talent) => publicName(talent.firstName, talent.lastName),
    }),
    bio: t.exposeString("bio", { nullable: true }),
    age: t.int({
      nullable: true,
      description: "Years, from the birth date when it is known.",
      select: { age: true, birthDay: true, birthMonth: true, birthYear: true },
      resolve: (talent) => talentAge(talent),
    }),
    playableAgeMin: t.exposeInt("playableAgeMin", { nullable: true }),
    playableAgeMax: t.exposeInt("playableAgeMax", { nullable: true }),
    playableAgeNA: t.exposeBoolean("playableAgeNA"),
    height: t.exposeInt("height", { nullable: true, description: "Centimetres." }),
    eyeColor: t.exposeString("eyeColor", { nullable: true }),
    hairColor: t.exposeString("hairColor", { nullable: true }),
    smoker: t.exposeBoolean("smoker", { nullable: true }),
    gender: t.exposeString("gender", { nullable: true }),
    suburb: t.exposeString("suburb", { nullable: true }),
    state: t.exposeString("state", { nullable: true }),
    skills: t.exposeStringList("skills"),
    categories: t.relation("categories", { query: CATEGORY_ORDER }),
    categoryIds: t.intList({
      select: { categories: { ...CATEGORY_ORDER, select: { id: true } } },
      resolve: (talent) => talent.categories.map((category) => category.id),
    }),
    categoryId: t.int({
      nullable: true,
      description: "The first category's id (categories are ordered by name).",
      select: { categories: { ...CATEGORY_ORDER, select: { id: true } } },
      resolve: (talent) => talent.categories[0]?.id ?? null,
    }),
    images: t.relation("images", { description: "Images with a stored file, in gallery order.", query: PUBLIC_IMAGES }),
    firstImageUrl: t.string({
      nullable: true,
      description: "The first image's card copy (or original), else imageUrl, headshotUrl or fullBodyShotUrl.",
      select: {
        images: { ...PUBLIC_IMAGES, select: { storageUrl: true, cardUrl: true } },
        imageUrl: true,
        headshotUrl: true,
        fullBodyShotUrl: true,
      },
      resolve: (talent) => firstImageUrl(talent),
    }),
    imageUrl: t.exposeString("imageUrl", { nullable: true }),
    headshotUrl: t.exposeString("headshotUrl", { nullable: true }),
    fullBodyShotUrl: t.exposeString("fullBodyShotUrl", { nullable: true }),
    additionalImages: t.exposeStringList("additionalImages"),
  }),
});

const TalentFilterInput = builder.inputType("TalentFilter", {
  description: "The directory's filters. For the text choices, 'all' or '' means no filter.",
  fields: (t) => ({
    categoryId: t.int({ required: false }),
    search: t.string({ required: false, description: "First name, last name, suburb, bio or a skill contains it (any case)." }),
    ageRange: t.string({ required: false, description: "18-25, 26-35, 36-45, 46-55 or 55+." }),
    gender: t.string({ required: false, description: "Male, Female or Non-binary." }),
    location: t.string({ required: false, description: "A state or territory code (NSW, VIC, ...)." }),
    eyeColor: t.string({ required: false }),
    hairColor: t.string({ required: false }),
    heightRange: t.string({ required: false, description: "under-160, 160-170, 170-180, 180-190 or over-190 (cm)." }),
  }),
});

const PUBLIC_PAGE = pageSchema(500);

builder.queryFields((t) => ({
  talents: t.prismaField({
    type: [TalentType],
    description: "Approved and published talents, newest first. Staff get the same list; theirs is adminTalents.",
    args: {
      filter: t.arg({ type: TalentFilterInput, required: false }),
      limit: t.arg.int({ required: false, defaultValue: 100, description: "At most 500." }),
      offset: t.arg.int({ required: false, defaultValue: 0 }),
    },
    resolve: async (query, _root, args, ctx) => {
      const errors: FieldErrors = {};
      const filter = parseInto(talentFilterSchema, args.filter ?? {}, errors);
      const page = parseInto(PUBLIC_PAGE, { limit: args.limit ?? 100, offset: args.offset ?? 0 }, errors);
      throwIfAny(errors);
      return ctx.prisma.talent.findMany({
        ...query,
        where: await publicTalentWhere(ctx.prisma, filter!),
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: page!.limit,
        skip: page!.offset,
      });
    },
  }),
  talent: t.prismaField({
    type: TalentType,
    nullable: true,
    description: "One talent, or null when there is none that is approved and published.",
    args: { id: t.arg.int() },
    resolve: (query, _root, { id }, ctx) => ctx.prisma.talent.findFirst({ ...query, where: { id, ...PUBLIC_TALENT_WHERE } }),
  }),
  talentImages: t.prismaField({
    type: ["TalentImage"],
    description: "A public talent's images with a stored file, in gallery order; empty for anyone else.",
    args: { talentId: t.arg.int() },
    resolve: (query, _root, { talentId }, ctx) =>
      ctx.prisma.talentImage.findMany({
        ...query,
        where: { ...PUBLIC_IMAGES.where, talentId, talent: PUBLIC_TALENT_WHERE },
        orderBy: PUBLIC_IMAGES.orderBy,
      }),
  }),
}));
