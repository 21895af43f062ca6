import { queryFromInfo } from "@pothos/plugin-prisma";
import { pageSchema } from "#common/schemas";
import { availableSql } from "../services/sql/availability";
import { InputErrors } from "../errors";
import { builder } from "./builder";
import { AdminTalentType, parseStaffFilter, SortDirection, STAFF_FILTER_ARGS, TalentCounts } from "./talent-admin";
import {
  baseConditions,
  countTalents,
  pageOfIds,
  selectionConditions,
  staffChangeStamp,
  type StatusCounts,
} from "../services/sql/talent-staff";

// The staff talent lists, a page at a time (Talent Management and Talent Information): built for
// a roster of 10,000, where fetching everything to filter in the browser stops working.

export const STAFF_PAGE_SIZE = 50;
export const STAFF_MAX_LIMIT = 100;

const TalentTabEnum = builder.enumType("TalentTab", {
  description: "The Talent Management tabs.",
  values: {
    PUBLISHED: { description: "Approved and published." },
    APPROVED: { description: "Approved and not on the site now (never published, or unpublished)." },
    PENDING: { description: "Not approved yet, nor declined." },
    DECLINED: { description: "Declined submissions, kept until their files' retention ends." },
  } as const,
});

const StaffTalentSort = builder.enumType("StaffTalentSort", {
  values: {
    NAME: { description: "Last name, then first name, whatever the case." },
    CATEGORY: { description: "The first category's name; talents without one come last." },
    SUBMITTED: { description: "When the talent was created." },
    PUBLISHED: { description: "When the talent was last published; never published last." },
  } as const,
});

type StaffTalentPageShape = { total: number; counts: StatusCounts; ids: number[]; items: unknown[] };

const StaffTalentPage = builder.objectRef<StaffTalentPageShape>("StaffTalentPage").implement({
  description: "One page of a staff talent list.",
  fields: (t) => ({
    total: t.exposeInt("total", { description: "Talents matching every filter, on all pages." }),
    counts: t.field({
      type: TalentCounts,
      description: "Talents per status matching the search, category and gender (not the status or tab): the tabs' numbers.",
      resolve: (page) => page.counts,
    }),
    items: t.field({
      type: [AdminTalentType],
      resolve: (page) => page.items as never,
    }),
  }),
});

const STAFF_PAGE = pageSchema(STAFF_MAX_LIMIT);

builder.queryFields((t) => ({
  staffTalents: t.field({
    type: StaffTalentPage,
    description: `A page of talents for staff (${STAFF_PAGE_SIZE} by default, at most ${STAFF_MAX_LIMIT}), filtered, searched and sorted in the database, with the total and the counts per status.`,
    authScopes: { admin: true },
    args: {
      search: t.arg.string({
        required: false,
        description: "First name, last name, full name, e-mail, street address or suburb contains it.",
      }),
      ...STAFF_FILTER_ARGS,
      tab: t.arg({ type: TalentTabEnum, required: false }),
      sort: t.arg({ type: StaffTalentSort, required: false, defaultValue: "SUBMITTED" }),
      direction: t.arg({ type: SortDirection, required: false, defaultValue: "DESC" }),
      limit: t.arg.int({ required: false, defaultValue: STAFF_PAGE_SIZE }),
      offset: t.arg.int({ required: false, defaultValue: 0 }),
    },
    resolve: async (_root, args, ctx, info) => {
      const errors = new InputErrors();
      const { filter, available } = parseStaffFilter(errors, args);
      const page = errors.parse(STAFF_PAGE, { limit: args.limit ?? STAFF_PAGE_SIZE, offset: args.offset ?? 0 });
      errors.throwIfAny();
      const base = [...baseConditions(filter!), ...(available ? [availableSql(available)] : [])];
      const selection = selectionConditions(filter!.status, args.tab ?? null);
      const [{ matching, ...counts }, ids] = await Promise.all([
        countTalents(ctx.prisma, base, selection),
        pageOfIds(ctx.prisma, [...base, ...selection], args.sort ?? "SUBMITTED", args.direction ?? "DESC", page!),
      ]);
      // The rows of the page with exactly what the query asks of them (relations included).
      const query = queryFromInfo({ context: ctx, info, typeName: "AdminTalent", path: ["items"] });
      const rows = ids.length ? await ctx.prisma.talent.findMany({ ...query, where: { id: { in: ids } } }) : [];
      const byId = new Map(rows.map((row) => [row.id, row]));
      return { total: matching, counts, ids, items: ids.flatMap((id) => byId.get(id) ?? []) };
    },
  }),
  staffChangeStamp: t.string({
    description:
      "Changes whenever a staff list may show something new (a staff change, a submission, a request). Staff screens poll it every few seconds and reload only when it moves.",
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => staffChangeStamp(ctx.prisma),
  }),
}));
