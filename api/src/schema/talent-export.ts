import { type Credit, creditLine, type Reel } from "#common/credits";
import { TALENT_STATUS_WORDS } from "#common/options";
import { adminTalentFilterSchema, talentExportIdsSchema } from "#common/schemas";
import { talentField, talentFieldKeys, type TalentFieldKey } from "#common/talent-field-keys";
import type { Prisma } from "../db/generated/prisma/client";
import type { Context } from "../context";
import { validate } from "../errors";
import { csvRow } from "../services/csv";
import { builder } from "./builder";
import { CATEGORY_NAMES } from "../services/visibility";
import { talentAge, talentStatus } from "./talent-fields";
import { adminTalentWhere } from "../services/sql/talent-filter";

// The Talent Information list as CSV, with the list's filters read by the list's own schema.

type FilterArgs = { search?: string | null; status?: string | null; categoryId?: number | null; gender?: string | null };
const whereOf = (args: FilterArgs) => adminTalentWhere(validate(adminTalentFilterSchema, args));

/** The table's columns a spreadsheet wants: stored, shown to staff, and not a file or a list of files. */
const FILE_KEYS = new Set<TalentFieldKey>(["imageUrl", "headshotUrl", "fullBodyShotUrl", "resumeUrl", "additionalImages"]);
const CSV_KEYS = talentFieldKeys((row, key) => row.column && row.output !== "none" && !FILE_KEYS.has(key));
const HEADER = ["ID", "Status", ...CSV_KEYS.map((key) => talentField(key).label), "Categories", "Created"];

const BATCH = 500;
const CSV_SELECT = {
  id: true,
  publishedAt: true,
  declinedAt: true,
  createdAt: true,
  birthDate: true,
  ...Object.fromEntries(CSV_KEYS.map((key) => [key, true])),
  categories: CATEGORY_NAMES,
} as const;

function cellOf(talent: Record<string, unknown>, key: TalentFieldKey): string | number | boolean | null {
  if (key === "age") return talentAge(talent as Parameters<typeof talentAge>[0]);
  const value = talent[key];
  if (value === null || value === undefined) return null;
  if (key === "credits") return (value as Credit[]).map(creditLine).join("; ");
  if (key === "reels") return (value as Reel[]).map((reel) => reel.url).join("; ");
  if (Array.isArray(value)) return value.join("; ");
  if (typeof value === "boolean") return talentField(key).rest === "yesNo" ? (value ? "Yes" : "No") : value ? "Yes" : "No";
  if (typeof value === "object") return JSON.stringify(value);
  return value as string | number;
}

async function exportCsv(ctx: Context, where: Prisma.TalentWhereInput): Promise<string> {
  let out = csvRow(HEADER);
  // In batches, newest first like the list, so 10,000 talents never sit in memory as Prisma objects at once.
  for (let skip = 0; ; skip += BATCH) {
    const rows = await ctx.prisma.talent.findMany({
      where,
      select: CSV_SELECT,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip,
      take: BATCH,
    });
    for (const talent of rows as unknown as Array<
      Record<string, unknown> & { id: number; createdAt: Date; categories: Array<{ category: { name: string } }> }
    >) {
      out += csvRow([
        talent.id,
        talentStatus(talent as unknown as Parameters<typeof talentStatus>[0]),
        ...CSV_KEYS.map((key) => cellOf(talent, key)),
        talent.categories.map((link) => link.category.name).join("; "),
        talent.createdAt.toISOString().slice(0, 10),
      ]);
    }
    if (rows.length < BATCH) return out;
  }
}

builder.queryFields((t) => {
  const filterArgs = () => ({
    search: t.arg.string({ required: false }),
    status: t.arg.string({ required: false, description: `${TALENT_STATUS_WORDS}; 'all' or '' for every talent.` }),
    categoryId: t.arg.int({ required: false }),
    gender: t.arg.string({ required: false }),
  });
  return {
    adminTalentsCsv: t.string({
      description:
        "The talents adminTalents finds with the same filters as CSV (a header row, staff fields, newest first); with ids, only those talents.",
      authScopes: { admin: true },
      args: {
        ...filterArgs(),
        ids: t.arg.intList({ required: false, description: "Only these talents (the list's selected rows), still within the filters." }),
      },
      resolve: (_root, { ids: idArg, ...filters }, ctx) => {
        const { ids } = validate(talentExportIdsSchema, { ids: idArg });
        const where = whereOf(filters);
        return exportCsv(ctx, ids ? { AND: [where, { id: { in: ids } }] } : where);
      },
    }),
  };
});
