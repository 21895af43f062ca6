import { TALENT_STATUS_WORDS } from "#common/options";
import { adminTalentFilterSchema, availabilitySchema, pageSchema } from "#common/schemas";
import { lastInitial, publicName } from "#common/text";
import { availableWhere } from "../services/sql/availability";
import { Prisma } from "../db/generated/prisma/client";
import { InputErrors, notFound } from "../errors";
import { builder } from "./builder";
import { ALL_IMAGES, CATEGORY_IDS, CATEGORY_NAMES, CATEGORY_ORDER } from "../services/visibility";
import { CategoryType } from "./category";
import { exposedTalentFields, firstImageUrl, talentAge, talentFactsField, talentStatus } from "./talent-fields";
import { adminTalentWhere } from "../services/sql/talent-filter";
import { countTalents, type StatusCounts } from "../services/sql/talent-staff";

// Staff-only talent types and operations. Every field returning AdminTalent requires the admin
// scope, and so does the type itself, so no path reaches its private fields without it.

const DOCUMENT_ORDER = { orderBy: [{ sequence: "asc" }, { id: "asc" }] } satisfies Prisma.TalentDocumentFindManyArgs;

export const AdminTalentType = builder.prismaObject("Talent", {
  variant: "AdminTalent",
  description: "A talent's full record, for staff: contact details, address, documents, notes and status.",
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.exposeInt("id"),
    ...exposedTalentFields(t, "staff"),
    lastInitial: t.string({ resolve: (talent) => lastInitial(talent.lastName) }),
    displayName: t.string({
      description: "First name and last initial, as the public site shows it.",
      resolve: (talent) => publicName(talent.firstName, talent.lastName),
    }),
    age: t.int({
      nullable: true,
      description: "Years, from the birth date when it is known, else as entered.",
      resolve: (talent) => talentAge(talent),
    }),
    facts: talentFactsField(t),
    birthDate: t.expose("birthDate", { type: "Date", nullable: true, description: "Set when all three birth parts are known." }),
    resumeUrl: t.string({
      nullable: true,
      description: "A link to the resume, valid for an hour.",
      resolve: (talent, _args, ctx) => (talent.resumeUrl ? ctx.urls.sign(talent.resumeUrl) : null),
    }),
    publishedAt: t.expose("publishedAt", { type: "DateTime", nullable: true, description: "Last published; kept after unpublishing." }),
    featuredAt: t.expose("featuredAt", { type: "DateTime", nullable: true, description: "Last featured on the home page (ADR 166)." }),
    declinedAt: t.expose("declinedAt", { type: "DateTime", nullable: true, description: "When staff declined the submission (ADR 141)." }),
    declineReason: t.exposeString("declineReason", { nullable: true, description: "Why it was declined, for staff." }),
    filesRemovedAt: t.expose("filesRemovedAt", {
      type: "DateTime",
      nullable: true,
      description: "When the declined submission's files were removed at the end of their retention.",
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    version: t.exposeInt("version", { description: "Raised by every change; updateTalent's expectedVersion." }),
    status: t.string({
      description:
        "published (approved and published), approved (approved, never published), unpublished (approved, " +
        "published before, not now), pending (not approved) or declined (not approved, declined by staff).",
      resolve: (talent) => talentStatus(talent),
    }),
    // Through the join model (ADR 007): the links in category order, each with the category as
    // the request selects it. The public SQL compiles this plan (pinned by selection-plan.test.ts).
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
    images: t.relation("images", { description: "Every image record, with or without a file, in gallery order.", query: ALL_IMAGES }),
    documents: t.relation("documents", { query: DOCUMENT_ORDER }),
    firstImageUrl: t.string({
      nullable: true,
      select: { images: { ...ALL_IMAGES, select: { storageUrl: true, cardUrl: true } } },
      resolve: (talent) => firstImageUrl(talent),
    }),
  }),
});

const TalentSort = builder.enumType("TalentSort", {
  values: {
    NAME: { description: "Last name, then first name." },
    CATEGORY: { description: "The first category's name; talents without one come last." },
    SUBMITTED: { description: "When the talent was created." },
  } as const,
});

export const SortDirection = builder.enumType("SortDirection", { values: ["ASC", "DESC"] as const });

type TalentCountsShape = StatusCounts;
export const TalentCounts = builder.objectRef<TalentCountsShape>("TalentCounts").implement({
  description: "How many talents are in each status (the statuses do not overlap).",
  fields: (t) => ({
    total: t.exposeInt("total"),
    pending: t.exposeInt("pending"),
    approved: t.exposeInt("approved", { description: "Approved and never published." }),
    published: t.exposeInt("published"),
    unpublished: t.exposeInt("unpublished", { description: "Approved, published before, not now." }),
    declined: t.exposeInt("declined", { description: "Declined submissions (not in pending)." }),
  }),
});

/** Both staff lists' filters besides the search (each list says what its search matches). */
export const STAFF_FILTER_ARGS = builder.args((t) => ({
  status: t.string({ required: false, description: `${TALENT_STATUS_WORDS}; 'all' or '' for every talent.` }),
  categoryId: t.int({ required: false }),
  gender: t.string({ required: false }),
  availableFrom: t.field({
    type: "Date",
    required: false,
    description: "With availableTo: no confirmed booking and no book-out on any day from-to.",
  }),
  availableTo: t.field({ type: "Date", required: false }),
}));

type StaffFilterArgs = {
  search?: string | null;
  status?: string | null;
  categoryId?: number | null;
  gender?: string | null;
  availableFrom?: string | null;
  availableTo?: string | null;
};

/** A staff list's filter and its "available from … to …" days, each wrong value named in `errors`. */
export function parseStaffFilter(errors: InputErrors, args: StaffFilterArgs) {
  const { search, status, categoryId, gender, availableFrom, availableTo } = args;
  return {
    filter: errors.parse(adminTalentFilterSchema, { search, status, categoryId, gender }),
    available: errors.parse(availabilitySchema, { availableFrom, availableTo }),
  };
}

const ADMIN_PAGE = pageSchema(1000);

const byText = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" });

builder.queryFields((t) => ({
  adminTalents: t.prismaField({
    type: [AdminTalentType],
    description: "Every talent, for staff, with search, filters and sorting.",
    authScopes: { admin: true },
    args: {
      search: t.arg.string({ required: false, description: "First name, last name, email, street address or suburb contains it." }),
      ...STAFF_FILTER_ARGS,
      sort: t.arg({ type: TalentSort, required: false, defaultValue: "SUBMITTED" }),
      direction: t.arg({ type: SortDirection, required: false, defaultValue: "DESC" }),
      limit: t.arg.int({ required: false, defaultValue: 500, description: "At most 1000." }),
      offset: t.arg.int({ required: false, defaultValue: 0 }),
    },
    resolve: async (query, _root, args, ctx) => {
      const errors = new InputErrors();
      const { filter, available } = parseStaffFilter(errors, args);
      const page = errors.parse(ADMIN_PAGE, { limit: args.limit ?? 500, offset: args.offset ?? 0 });
      errors.throwIfAny();
      const where: Prisma.TalentWhereInput = available
        ? { AND: [adminTalentWhere(filter!), availableWhere(available)] }
        : adminTalentWhere(filter!);
      const dir = args.direction === "ASC" ? "asc" : "desc";
      const sign = dir === "asc" ? 1 : -1;

      if (args.sort === "CATEGORY" || args.sort === "NAME") {
        // Names sort the way people read them (case and accents aside), and a relation's name
        // cannot order a Prisma query: order the ids in memory, then load one page. The first
        // category costs two statements (its link, then its name: ADR 007), so only its sort reads it.
        const byCategory = args.sort === "CATEGORY";
        const names = { id: true, firstName: true, lastName: true } as const;
        const keys: Array<{ id: number; firstName: string; lastName: string; categories?: Array<{ category: { name: string } }> }> =
          byCategory
            ? await ctx.prisma.talent.findMany({ where, select: { ...names, categories: { ...CATEGORY_NAMES, take: 1 } } })
            : await ctx.prisma.talent.findMany({ where, select: names });
        const byName = (a: (typeof keys)[number], b: (typeof keys)[number]) =>
          byText(a.lastName, b.lastName) || byText(a.firstName, b.firstName) || a.id - b.id;
        keys.sort((a, b) => {
          if (args.sort === "NAME") return sign * byName(a, b);
          const [ca, cb] = [a.categories?.[0]?.category.name, b.categories?.[0]?.category.name];
          if (ca !== cb) {
            if (ca === undefined) return 1;
            if (cb === undefined) return -1;
            const order = byText(ca, cb);
            if (order !== 0) return sign * order;
          }
          return byName(a, b);
        });
        const ids = keys.slice(page!.offset, page!.offset + page!.limit).map((key) => key.id);
        const rows = await ctx.prisma.talent.findMany({ ...query, where: { id: { in: ids } } });
        const byId = new Map(rows.map((row) => [row.id, row]));
        return ids.flatMap((id) => byId.get(id) ?? []);
      }

      return ctx.prisma.talent.findMany({
        ...query,
        where,
        orderBy: [{ createdAt: dir }, { id: dir }],
        take: page!.limit,
        skip: page!.offset,
      });
    },
  }),
  adminTalent: t.prismaField({
    type: AdminTalentType,
    nullable: true,
    description: "Any talent by id, for staff; null when there is none.",
    authScopes: { admin: true },
    args: { id: t.arg.int() },
    resolve: (query, _root, { id }, ctx) => ctx.prisma.talent.findUnique({ ...query, where: { id } }),
  }),
  talentCounts: t.field({
    type: TalentCounts,
    description: "Talents per status, for the dashboard and the management tabs.",
    authScopes: { admin: true },
    // One pass over the table (services/sql/talent-staff.ts), not a count per status.
    resolve: (_root, _args, ctx) => countTalents(ctx.prisma, []),
  }),
  talentDocuments: t.prismaField({
    type: ["TalentDocument"],
    description: "A talent's documents (resumes and the like), in order.",
    authScopes: { admin: true },
    args: { talentId: t.arg.int() },
    resolve: async (query, _root, { talentId }, ctx) => {
      const talent = await ctx.prisma.talent.findUnique({
        where: { id: talentId },
        select: { documents: { ...query, ...DOCUMENT_ORDER } },
      });
      if (!talent) throw notFound("Talent", talentId);
      return talent.documents;
    },
  }),
}));
