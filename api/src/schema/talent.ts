import { MAX_DIRECTORY_IDS } from "#common/options";
import { DIRECTORY_MAX_LIMIT, DIRECTORY_PAGE_SIZE, pageSchema, talentFilterSchema } from "#common/schemas";
import { lastInitial, publicName } from "#common/text";
import { choiceDescription, DIRECTORY_CHOICES } from "#common/directory-filters";
import { InputErrors } from "../errors";
import { builder } from "./builder";
import { exposedTalentFields, firstImageUrl, talentAge, talentFactsField } from "./talent-fields";
import { featuredFirst, publicDirectory } from "../services/sql/talent-filter";
import { directoryPageLoader } from "../services/loaders";
import { publicTalent, publicTalents } from "../services/sql/talent-public";
import { CATEGORY_IDS, CATEGORY_ORDER, PUBLIC_IMAGES, PUBLIC_TALENT_WHERE } from "../services/visibility";
import { CategoryType } from "./category";

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
    ...exposedTalentFields(t, "public"),
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
    age: t.int({
      nullable: true,
      description: "Years, from the birth date when it is known.",
      select: { age: true, birthDay: true, birthMonth: true, birthYear: true },
      resolve: (talent) => talentAge(talent),
    }),
    facts: talentFactsField(t),
    // Through the join model (ADR 007): the links in category order, each with the category as
    // the request selects it.
    categories: t.field({
      type: [CategoryType],
      select: (_args, _ctx, nestedSelection) => ({ categories: { ...CATEGORY_ORDER, select: { category: nestedSelection(true) } } }),
      resolve: (talent) => talent.categories.map((link) => link.category),
    }),
    categoryIds: t.intList({
      select: { categories: CATEGORY_IDS },
      resolve: (talent) => talent.categories.map((link) => link.categoryId),
    }),
    categoryId: t.int({
      nullable: true,
      description: "The first category's id (categories are ordered by name).",
      select: { categories: CATEGORY_IDS },
      resolve: (talent) => talent.categories[0]?.categoryId ?? null,
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
  }),
});

const TalentFilterInput = builder.inputType("TalentFilter", {
  description: "The directory's filters. For the text choices, 'all' or '' means no filter.",
  fields: (t) => ({
    categoryId: t.int({ required: false }),
    search: t.string({
      required: false,
      description:
        "First name, suburb, bio or a skill contains it (any case), or it is a public name ('Jane D.'), or it names the talent's state or region ('VIC', 'Victoria', 'Melbourne'). Never the last name. Exact first names first, then first names starting with it.",
    }),
    ...Object.fromEntries(
      DIRECTORY_CHOICES.map((choice) => [choice.key, t.string({ required: false, description: choiceDescription(choice) })]),
    ),
    ids: t.intList({
      required: false,
      description: `Only these talents (at most ${MAX_DIRECTORY_IDS}); the request page's selected talents.`,
    }),
  }),
});

type DirectoryPage = ReturnType<typeof directoryPageLoader>;

const TalentDirectoryPage = builder.objectRef<DirectoryPage>("TalentDirectoryPage").implement({
  description: "One page of the public directory and how many talents match in all.",
  fields: (t) => ({
    total: t.int({
      description: "Talents matching the filter, on every page.",
      resolve: (page) => page.total(),
    }),
    items: t.prismaField({
      type: [TalentType],
      description: "This page's talents, newest first.",
      resolve: (_query, page) => page.items(),
    }),
  }),
});

const PUBLIC_PAGE = pageSchema(500);
const DIRECTORY_PAGE = pageSchema(DIRECTORY_MAX_LIMIT);
const isStaff = (ctx: { user: { isAdmin: boolean } | null }) => ctx.user?.isAdmin === true;

builder.queryFields((t) => ({
  talents: t.prismaField({
    type: [TalentType],
    description: "Approved and published talents, newest first. Staff get the same list; theirs is adminTalents.",
    args: {
      filter: t.arg({ type: TalentFilterInput, required: false }),
      limit: t.arg.int({ required: false, defaultValue: 100, description: "At most 500." }),
      offset: t.arg.int({ required: false, defaultValue: 0 }),
      featuredFirst: t.arg.boolean({
        required: false,
        defaultValue: false,
        description: "The talents staff feature on the home page first, the most recently featured first; then newest first.",
      }),
    },
    resolve: async (_query, _root, args, ctx) => {
      const errors = new InputErrors();
      const filter = errors.parse(talentFilterSchema, args.filter ?? {});
      const page = errors.parse(PUBLIC_PAGE, { limit: args.limit ?? 100, offset: args.offset ?? 0 });
      errors.throwIfAny();
      const directory = publicDirectory(filter!);
      const ordered = args.featuredFirst ? featuredFirst(directory) : directory;
      return publicTalents(ctx.prisma, { ...ordered, ...page! }, { staff: isStaff(ctx) });
    },
  }),
  talentDirectory: t.field({
    type: TalentDirectoryPage,
    description:
      `The public directory a page at a time: approved and published talents, newest first, with the total for 'Showing n of total'. ` +
      `At most ${DIRECTORY_MAX_LIMIT} a page.`,
    args: {
      filter: t.arg({ type: TalentFilterInput, required: false }),
      limit: t.arg.int({ required: false, defaultValue: DIRECTORY_PAGE_SIZE, description: `At most ${DIRECTORY_MAX_LIMIT}.` }),
      offset: t.arg.int({ required: false, defaultValue: 0 }),
    },
    resolve: async (_root, args, ctx) => {
      const errors = new InputErrors();
      const filter = errors.parse(talentFilterSchema, args.filter ?? {});
      const page = errors.parse(DIRECTORY_PAGE, { limit: args.limit ?? DIRECTORY_PAGE_SIZE, offset: args.offset ?? 0 });
      errors.throwIfAny();
      return directoryPageLoader(ctx.prisma, { ...publicDirectory(filter!), ...page! }, { staff: isStaff(ctx) });
    },
  }),
  talent: t.prismaField({
    type: TalentType,
    nullable: true,
    description: "One talent, or null when there is none that is approved and published.",
    args: { id: t.arg.int() },
    resolve: (_query, _root, { id }, ctx) => publicTalent(ctx.prisma, id, { staff: isStaff(ctx) }),
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
