import type { z } from "zod";
import {
  adminTalentFilterSchema,
  pageSchema,
  publicName,
  TALENT_MESSAGES,
  talentApprovalSchema,
  talentCreateSchema,
  talentCrossFieldErrors,
  talentUpdateSchema,
  type TalentFields,
} from "../../../common";
import { Prisma } from "../db/generated/prisma/client";
import type { Context } from "../context";
import { badInput, conflict, type FieldErrors, isRecordMissing, notFound } from "../errors";
import { queueTalentEmail, type TalentEmailTemplate } from "../services/mail";
import type { StoredImage } from "../services/storage";
import { builder } from "./builder";
import {
  ALL_IMAGES,
  CATEGORY_ORDER,
  firstImageUrl,
  lastInitialOf,
  parseInto,
  talentAge,
  talentStatus,
  throwIfAny,
} from "./talent-fields";
import { adminTalentWhere, STATUS_WHERE } from "./talent-filter";

// Staff-only talent types and operations. Every field returning AdminTalent requires the admin
// scope, and so does the type itself, so no path reaches its private fields without it.

const DOCUMENT_ORDER = { orderBy: [{ sequence: "asc" }, { id: "asc" }] } satisfies Prisma.TalentDocumentFindManyArgs;

/**
 * Experience is text in the editor and JSON in storage: text is stored as a JSON string, so it
 * reads back as written. Older records may hold structured JSON; experienceText shows it as text.
 */
function experienceText(value: Prisma.JsonValue | null): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === "string" ? value : JSON.stringify(value);
}

export const AdminTalentType = builder.prismaObject("Talent", {
  variant: "AdminTalent",
  description: "A talent's full record, for staff: contact details, address, documents, notes and status.",
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.exposeInt("id"),
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    lastInitial: t.string({ resolve: (talent) => lastInitialOf(talent.lastName) }),
    displayName: t.string({
      description: "First name and last initial, as the public site shows it.",
      resolve: (talent) => publicName(talent.firstName, talent.lastName),
    }),
    email: t.exposeString("email"),
    phone: t.exposeString("phone", { nullable: true }),
    gender: t.exposeString("gender", { nullable: true }),
    age: t.int({
      nullable: true,
      description: "Years, from the birth date when it is known, else as entered.",
      resolve: (talent) => talentAge(talent),
    }),
    height: t.exposeInt("height", { nullable: true, description: "Centimetres." }),
    birthDay: t.exposeInt("birthDay", { nullable: true }),
    birthMonth: t.exposeInt("birthMonth", { nullable: true }),
    birthYear: t.exposeInt("birthYear", { nullable: true }),
    birthDate: t.expose("birthDate", { type: "Date", nullable: true, description: "Set when all three birth parts are known." }),
    eyeColor: t.exposeString("eyeColor", { nullable: true }),
    hairColor: t.exposeString("hairColor", { nullable: true }),
    smoker: t.exposeBoolean("smoker", { nullable: true }),
    houseUnitNumber: t.exposeString("houseUnitNumber", { nullable: true }),
    location: t.exposeString("location", { nullable: true, description: "Street address." }),
    suburb: t.exposeString("suburb", { nullable: true }),
    postcode: t.exposeString("postcode", { nullable: true }),
    state: t.exposeString("state", { nullable: true }),
    bio: t.exposeString("bio", { nullable: true }),
    experience: t.expose("experience", {
      type: "JSON",
      nullable: true,
      description: "As stored: text written by staff is a JSON string.",
    }),
    experienceText: t.string({
      nullable: true,
      description: "Experience as text for the editor; structured values are shown as JSON.",
      resolve: (talent) => experienceText(talent.experience),
    }),
    skills: t.exposeStringList("skills"),
    playableAgeMin: t.exposeInt("playableAgeMin", { nullable: true }),
    playableAgeMax: t.exposeInt("playableAgeMax", { nullable: true }),
    playableAgeNA: t.exposeBoolean("playableAgeNA"),
    imageUrl: t.exposeString("imageUrl", { nullable: true }),
    headshotUrl: t.exposeString("headshotUrl", { nullable: true }),
    fullBodyShotUrl: t.exposeString("fullBodyShotUrl", { nullable: true }),
    resumeUrl: t.exposeString("resumeUrl", { nullable: true }),
    additionalImages: t.exposeStringList("additionalImages"),
    notes: t.exposeString("notes", { nullable: true, description: "Internal; never shown to the talent or the public." }),
    isApproved: t.exposeBoolean("isApproved"),
    isPublished: t.exposeBoolean("isPublished"),
    publishedAt: t.expose("publishedAt", { type: "DateTime", nullable: true, description: "Last published; kept after unpublishing." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    status: t.string({
      description:
        "published (approved and published), approved (approved, never published), unpublished (approved, " +
        "published before, not now) or pending (not approved).",
      resolve: (talent) => talentStatus(talent),
    }),
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

type TalentCountsShape = { total: number; pending: number; approved: number; published: number; unpublished: number };
const TalentCounts = builder.objectRef<TalentCountsShape>("TalentCounts").implement({
  description: "How many talents are in each status (the statuses do not overlap).",
  fields: (t) => ({
    total: t.exposeInt("total"),
    pending: t.exposeInt("pending"),
    approved: t.exposeInt("approved", { description: "Approved and never published." }),
    published: t.exposeInt("published"),
    unpublished: t.exposeInt("unpublished", { description: "Approved, published before, not now." }),
  }),
});

const ADMIN_PAGE = pageSchema(1000);

const byText = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" });

builder.queryFields((t) => ({
  adminTalents: t.prismaField({
    type: [AdminTalentType],
    description: "Every talent, for staff, with search, filters and sorting.",
    authScopes: { admin: true },
    args: {
      search: t.arg.string({ required: false, description: "First name, last name, email, street address or suburb contains it." }),
      status: t.arg.string({ required: false, description: "published, approved, pending or unpublished; 'all' or '' for every talent." }),
      categoryId: t.arg.int({ required: false }),
      gender: t.arg.string({ required: false }),
      sort: t.arg({ type: TalentSort, required: false, defaultValue: "SUBMITTED" }),
      direction: t.arg({ type: SortDirection, required: false, defaultValue: "DESC" }),
      limit: t.arg.int({ required: false, defaultValue: 500, description: "At most 1000." }),
      offset: t.arg.int({ required: false, defaultValue: 0 }),
    },
    resolve: async (query, _root, args, ctx) => {
      const errors: FieldErrors = {};
      const filter = parseInto(
        adminTalentFilterSchema,
        { search: args.search, status: args.status, categoryId: args.categoryId, gender: args.gender },
        errors,
      );
      const page = parseInto(ADMIN_PAGE, { limit: args.limit ?? 500, offset: args.offset ?? 0 }, errors);
      throwIfAny(errors);
      const where = adminTalentWhere(filter!);
      const dir = args.direction === "ASC" ? "asc" : "desc";
      const sign = dir === "asc" ? 1 : -1;

      if (args.sort === "CATEGORY") {
        // A relation's name cannot order a Prisma query: order the ids in memory, then load one page.
        const keys = await ctx.prisma.talent.findMany({
          where,
          select: { id: true, firstName: true, lastName: true, categories: { ...CATEGORY_ORDER, take: 1, select: { name: true } } },
        });
        keys.sort((a, b) => {
          const [ca, cb] = [a.categories[0]?.name, b.categories[0]?.name];
          if (ca !== cb) {
            if (ca === undefined) return 1;
            if (cb === undefined) return -1;
            const order = byText(ca, cb);
            if (order !== 0) return sign * order;
          }
          return byText(a.lastName, b.lastName) || byText(a.firstName, b.firstName) || a.id - b.id;
        });
        const ids = keys.slice(page!.offset, page!.offset + page!.limit).map((key) => key.id);
        const rows = await ctx.prisma.talent.findMany({ ...query, where: { id: { in: ids } } });
        const byId = new Map(rows.map((row) => [row.id, row]));
        return ids.flatMap((id) => byId.get(id) ?? []);
      }

      return ctx.prisma.talent.findMany({
        ...query,
        where,
        orderBy:
          args.sort === "NAME"
            ? [{ lastName: dir }, { firstName: dir }, { id: dir }]
            : [{ createdAt: dir }, { id: dir }],
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
    resolve: async (_root, _args, ctx) => {
      const count = (where: Prisma.TalentWhereInput) => ctx.prisma.talent.count({ where });
      const [total, pending, approved, published, unpublished] = await Promise.all([
        count({}),
        count(STATUS_WHERE.pending),
        count(STATUS_WHERE.approved),
        count(STATUS_WHERE.published),
        count(STATUS_WHERE.unpublished),
      ]);
      return { total, pending, approved, published, unpublished };
    },
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

// ---- Create and update -------------------------------------------------------------------------

type TalentInputBuilder = Parameters<Parameters<typeof builder.inputType>[1]["fields"]>[0];

/** The fields staff can set (talentFieldsSchema); `required` marks the ones a new talent needs. */
function talentInputFields(t: TalentInputBuilder, required: boolean) {
  return {
    firstName: t.string({ required }),
    lastName: t.string({ required }),
    email: t.string({ required }),
    phone: t.string({ required: false }),
    gender: t.string({ required: false, description: "Male, Female, Non-binary or Other." }),
    age: t.int({ required: false, description: "Used when the birth date is not known." }),
    height: t.int({ required: false, description: "Centimetres." }),
    birthDay: t.int({ required: false }),
    birthMonth: t.int({ required: false }),
    birthYear: t.int({ required: false }),
    eyeColor: t.string({ required: false }),
    hairColor: t.string({ required: false }),
    smoker: t.boolean({ required: false }),
    houseUnitNumber: t.string({ required: false }),
    location: t.string({ required: false, description: "Street address." }),
    suburb: t.string({ required: false }),
    postcode: t.string({ required: false }),
    state: t.string({ required: false }),
    bio: t.string({ required: false }),
    experience: t.string({ required: false, description: "Text; stored as a JSON string." }),
    skills: t.stringList({ required: false }),
    playableAgeMin: t.int({ required: false }),
    playableAgeMax: t.int({ required: false }),
    playableAgeNA: t.boolean({ required: false }),
    categoryIds: t.intList({ required: false, description: "Replaces the talent's categories." }),
    isApproved: t.boolean({ required: false }),
    isPublished: t.boolean({ required: false, description: "Needs isApproved; publishing sets publishedAt." }),
    notes: t.string({ required: false, description: "Internal notes." }),
  };
}

const TalentCreateInput = builder.inputType("TalentCreateInput", {
  description: "A new talent; it is pending approval unless isApproved says otherwise.",
  fields: (t) => talentInputFields(t, true),
});
const TalentUpdateInput = builder.inputType("TalentUpdateInput", {
  description: "Changes to a talent: only the fields given are changed; null clears an optional field.",
  fields: (t) => talentInputFields(t, false),
});

type Current = Pick<
  TalentFields,
  "playableAgeMin" | "playableAgeMax" | "playableAgeNA" | "birthDay" | "birthMonth" | "birthYear" | "isApproved" | "isPublished"
>;
const NEW_TALENT: Current = {
  playableAgeMin: null,
  playableAgeMax: null,
  playableAgeNA: false,
  birthDay: null,
  birthMonth: null,
  birthYear: null,
  isApproved: false,
  isPublished: false,
};
const CROSS_KEYS = ["playableAgeMin", "playableAgeMax", "playableAgeNA", "birthDay", "birthMonth", "birthYear", "isApproved", "isPublished"] as const;

function birthDateOf(values: Pick<Current, "birthDay" | "birthMonth" | "birthYear">): Date | null {
  const { birthDay: d, birthMonth: m, birthYear: y } = values;
  return d != null && m != null && y != null ? new Date(Date.UTC(y, m - 1, d)) : null;
}

/**
 * Checks an input against its schema, the rules spanning fields (on the values the talent will have
 * afterwards) and the categories it names, reporting every failing field at once.
 */
async function checkTalentInput<S extends z.ZodType<Partial<TalentFields>>>(
  ctx: Context,
  schema: S,
  input: Record<string, unknown>,
  current: Current,
): Promise<{ data: z.output<S>; after: Current }> {
  const errors: FieldErrors = {};
  const data = parseInto(schema, input, errors);
  // When parsing failed, the cross-field rules still see the raw values GraphQL already typed.
  const given = (data ?? input) as Partial<Current>;
  const after: Current = { ...current };
  for (const key of CROSS_KEYS) if (given[key] !== undefined) Object.assign(after, { [key]: given[key] });
  for (const [field, message] of Object.entries(talentCrossFieldErrors(after))) errors[field] ??= message;
  if (after.isPublished && !after.isApproved) errors.isPublished ??= TALENT_MESSAGES.publishNeedsApproval;
  const categoryIds = data?.categoryIds ?? (Array.isArray(input.categoryIds) ? (input.categoryIds as number[]) : []);
  if (categoryIds.length > 0 && !errors.categoryIds) {
    const found = await ctx.prisma.category.findMany({ where: { id: { in: categoryIds } }, select: { id: true } });
    const known = new Set(found.map((category) => category.id));
    const missing = [...new Set(categoryIds.filter((id) => !known.has(id)))];
    if (missing.length) errors.categoryIds = TALENT_MESSAGES.unknownCategories(missing);
  }
  throwIfAny(errors);
  return { data: data!, after };
}

/** The columns an input writes (relations apart); only the keys present in `data` are set. */
function scalarData(data: Partial<TalentFields>, after: Current, wasPublished: boolean) {
  const { categoryIds: _categoryIds, experience, ...rest } = data;
  const out: Prisma.TalentUncheckedUpdateInput = { ...rest };
  if (experience !== undefined) out.experience = experience === null ? Prisma.DbNull : experience;
  if (data.birthDay !== undefined || data.birthMonth !== undefined || data.birthYear !== undefined) {
    out.birthDate = birthDateOf(after);
  }
  if (after.isPublished && !wasPublished) out.publishedAt = new Date();
  return out;
}

function imageRecord(stored: StoredImage, sequence: number) {
  return {
    filename: stored.storageUrl.split("/").at(-1)!,
    sequence,
    storageUrl: stored.storageUrl,
    cardUrl: stored.cardUrl,
    thumbUrl: stored.thumbUrl,
  };
}

const storedUrls = (stored: StoredImage | null) => (stored ? [stored.storageUrl, stored.cardUrl, stored.thumbUrl] : []);

builder.mutationFields((t) => ({
  createTalent: t.prismaField({
    type: AdminTalentType,
    description: "Adds a talent (pending approval unless the input says otherwise), with an optional image.",
    authScopes: { admin: true },
    args: {
      input: t.arg({ type: TalentCreateInput }),
      image: t.arg({ type: "Upload", required: false, description: "Becomes imageUrl and the first image. SVG is allowed." }),
    },
    resolve: async (query, _root, { input, image }, ctx) => {
      const { data, after } = await checkTalentInput(ctx, talentCreateSchema, input as Record<string, unknown>, NEW_TALENT);
      const stored = image ? await ctx.storage.saveImage("image", image, { allowSvg: true }) : null;
      try {
        return await ctx.prisma.talent.create({
          ...query,
          data: {
            ...(scalarData(data, after, false) as Prisma.TalentCreateInput),
            categories: { connect: data.categoryIds.map((id) => ({ id })) },
            ...(stored ? { imageUrl: stored.storageUrl, images: { create: [imageRecord(stored, 0)] } } : {}),
          },
        });
      } catch (error) {
        await ctx.storage.remove(storedUrls(stored));
        // A category deleted since the check.
        if (isRecordMissing(error)) throw badInput({ categoryIds: TALENT_MESSAGES.unknownCategories(data.categoryIds) });
        throw error;
      }
    },
  }),
  updateTalent: t.prismaField({
    type: AdminTalentType,
    description: "Changes the fields given; categoryIds replaces the set; an image is added after the existing ones.",
    authScopes: { admin: true },
    args: {
      id: t.arg.int(),
      input: t.arg({ type: TalentUpdateInput }),
      image: t.arg({ type: "Upload", required: false, description: "Becomes imageUrl and is added as the last image. SVG is allowed." }),
    },
    resolve: async (query, _root, { id, input, image }, ctx) => {
      const existing = await ctx.prisma.talent.findUnique({
        where: { id },
        select: {
          playableAgeMin: true,
          playableAgeMax: true,
          playableAgeNA: true,
          birthDay: true,
          birthMonth: true,
          birthYear: true,
          isApproved: true,
          isPublished: true,
        },
      });
      if (!existing) throw notFound("Talent", id);
      const { data, after } = await checkTalentInput(ctx, talentUpdateSchema, input as Record<string, unknown>, existing);
      const stored = image ? await ctx.storage.saveImage("image", image, { allowSvg: true }) : null;
      try {
        return await ctx.prisma.$transaction(async (tx) => {
          let images: Prisma.TalentUpdateInput["images"];
          if (stored) {
            const { _max } = await tx.talentImage.aggregate({ where: { talentId: id }, _max: { sequence: true } });
            images = { create: [imageRecord(stored, (_max.sequence ?? -1) + 1)] };
          }
          return tx.talent.update({
            ...query,
            where: { id },
            data: {
              ...(scalarData(data, after, existing.isPublished) as Prisma.TalentUpdateInput),
              ...(data.categoryIds ? { categories: { set: data.categoryIds.map((categoryId) => ({ id: categoryId })) } } : {}),
              ...(stored ? { imageUrl: stored.storageUrl, images } : {}),
            },
          });
        });
      } catch (error) {
        await ctx.storage.remove(storedUrls(stored));
        if (isRecordMissing(error)) throw notFound("Talent", id);
        throw error;
      }
    },
  }),
  deleteTalent: t.field({
    type: "Int",
    description: "Deletes a talent with its images and documents, and their stored files; answers its id.",
    authScopes: { admin: true },
    args: { id: t.arg.int() },
    resolve: async (_root, { id }, ctx) => {
      let removed;
      try {
        removed = await ctx.prisma.talent.delete({
          where: { id },
          select: {
            imageUrl: true,
            headshotUrl: true,
            fullBodyShotUrl: true,
            resumeUrl: true,
            additionalImages: true,
            images: { select: { storageUrl: true, cardUrl: true, thumbUrl: true } },
            documents: { select: { storageUrl: true } },
          },
        });
      } catch (error) {
        if (isRecordMissing(error)) throw notFound("Talent", id);
        throw error;
      }
      // Files go after the rows: a failed delete must not leave a talent pointing at missing files.
      await ctx.storage.remove([
        removed.imageUrl,
        removed.headshotUrl,
        removed.fullBodyShotUrl,
        removed.resumeUrl,
        ...removed.additionalImages,
        ...removed.images.flatMap((image) => [image.storageUrl, image.cardUrl, image.thumbUrl]),
        ...removed.documents.map((document) => document.storageUrl),
      ]);
      return id;
    },
  }),
}));

// ---- Lifecycle: pending -> approved -> published <-> unpublished --------------------------------

type StateFlags = { isApproved: boolean; isPublished: boolean };

type Transition = {
  /** The states the change starts from. */
  from: Prisma.TalentWhereInput;
  data: () => Prisma.TalentUpdateManyMutationInput;
  /** Why a talent in another state cannot make the change. */
  refusal: (id: number, current: StateFlags) => string;
  template: TalentEmailTemplate;
};

const TRANSITIONS = {
  approve: {
    from: { isApproved: false },
    data: () => ({ isApproved: true }),
    refusal: (id) => TALENT_MESSAGES.alreadyApproved(id),
    template: "talent-approved",
  },
  publish: {
    from: { isApproved: true, isPublished: false },
    data: () => ({ isPublished: true, publishedAt: new Date() }),
    refusal: (id, current) =>
      current.isApproved ? TALENT_MESSAGES.alreadyPublished(id) : TALENT_MESSAGES.approveBeforePublish(id),
    template: "talent-published",
  },
  unpublish: {
    from: { isPublished: true },
    data: () => ({ isPublished: false }),
    refusal: (id) => TALENT_MESSAGES.notPublished(id),
    template: "talent-unpublished",
  },
} satisfies Record<string, Transition>;

/**
 * Moves a talent to its next state in one transaction with its e-mail. The update only matches a
 * talent in a starting state, so two staff acting at once cannot both succeed.
 */
async function transition<Q extends object>(
  ctx: Context,
  query: Q,
  id: number,
  change: Transition,
  options: { notify: boolean; extra?: Prisma.TalentUpdateManyMutationInput },
) {
  return ctx.prisma.$transaction(async (tx) => {
    const { count } = await tx.talent.updateMany({ where: { id, ...change.from }, data: { ...change.data(), ...options.extra } });
    const current = await tx.talent.findUnique({
      where: { id },
      select: { id: true, firstName: true, email: true, isApproved: true, isPublished: true },
    });
    if (!current) throw notFound("Talent", id);
    if (count === 0) throw conflict("status", change.refusal(id, current));
    if (options.notify) await queueTalentEmail(tx, change.template, current);
    return tx.talent.findUniqueOrThrow({ ...query, where: { id } });
  });
}

builder.mutationFields((t) => ({
  approveTalent: t.prismaField({
    type: AdminTalentType,
    description: "Approves a pending talent; notify (default true) queues the approval e-mail.",
    authScopes: { admin: true },
    args: {
      id: t.arg.int(),
      notify: t.arg.boolean({ required: false, defaultValue: true }),
      notes: t.arg.string({ required: false, description: "Internal notes from the review; replace the stored notes when given." }),
    },
    resolve: async (query, _root, { id, notify, notes }, ctx) => {
      const errors: FieldErrors = {};
      const parsed = parseInto(talentApprovalSchema, { notes }, errors);
      throwIfAny(errors);
      const extra = parsed!.notes !== null ? { notes: parsed!.notes } : {};
      return transition(ctx, query, id, TRANSITIONS.approve, { notify: notify ?? true, extra });
    },
  }),
  publishTalent: t.prismaField({
    type: AdminTalentType,
    description: "Publishes an approved talent (sets publishedAt); notify (default true) queues the publication e-mail.",
    authScopes: { admin: true },
    args: { id: t.arg.int(), notify: t.arg.boolean({ required: false, defaultValue: true }) },
    resolve: (query, _root, { id, notify }, ctx) => transition(ctx, query, id, TRANSITIONS.publish, { notify: notify ?? true }),
  }),
  unpublishTalent: t.prismaField({
    type: AdminTalentType,
    description: "Takes a published talent off the public site (it stays approved); notify (default true) queues the notice.",
    authScopes: { admin: true },
    args: { id: t.arg.int(), notify: t.arg.boolean({ required: false, defaultValue: true }) },
    resolve: (query, _root, { id, notify }, ctx) => transition(ctx, query, id, TRANSITIONS.unpublish, { notify: notify ?? true }),
  }),
}));
