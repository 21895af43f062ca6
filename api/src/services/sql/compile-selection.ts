import { isDeepStrictEqual } from "node:util";
import { Prisma } from "../../db/generated/prisma/client";

// A Pothos selection plan compiled into one json_build_object (ADR 090): a model lists the columns
// and relations a statement may read, so a selection naming anything else answers null and the
// caller reads the rows through Prisma instead. Used by the public talent reads and the calendar.

/** A Prisma query as Pothos plans it: `select` or `include` of fields, and relation arguments. */
export type PlannedQuery = { select?: Selection | null; include?: Selection | null; where?: unknown; orderBy?: unknown; take?: unknown };
export type Selection = Record<string, boolean | PlannedQuery | undefined>;

export type Column = (alias: Prisma.Sql, ctx: CompileContext) => Prisma.Sql;
export type Relation = {
  model: Model;
  args: Omit<PlannedQuery, "select" | "include">;
  from: (alias: Prisma.Sql, parent: Prisma.Sql) => Prisma.Sql;
} & ({ orderBy: (alias: Prisma.Sql) => Prisma.Sql } | { /** A to-one relation: an object, or null. */ one: true });
export type Model = { columns: Record<string, Column>; relations: Record<string, Relation> };
export type CompileContext = { staff: boolean; today: Date; aliases: number };

export const column =
  (name: string): Column =>
  (alias) =>
    Prisma.sql`${alias}.${Prisma.raw(`"${name}"`)}`;
// Prisma answers DateTime columns as instants; the DateTime scalar prints this same ISO text.
export const instant =
  (name: string): Column =>
  (alias) =>
    Prisma.sql`to_char(${alias}.${Prisma.raw(`"${name}"`)}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
export const nothing: Column = () => Prisma.sql`NULL`;

// Prisma answers @db.Date columns as midnight UTC; the Date scalar prints this same day.
export const day =
  (name: string): Column =>
  (alias) =>
    Prisma.sql`to_char(${alias}.${Prisma.raw(`"${name}"`)}, 'YYYY-MM-DD')`;

/** json_build_object of the selected fields, or null when the selection holds something unlisted. */
export function objectSql(model: Model, query: PlannedQuery, alias: Prisma.Sql, ctx: CompileContext): Prisma.Sql | null {
  const selection = query.select ?? { ...Object.fromEntries(Object.keys(model.columns).map((key) => [key, true])), ...query.include };
  const pairs: Prisma.Sql[] = [];
  for (const [key, value] of Object.entries(selection)) {
    if (!value) continue;
    const name = Prisma.sql`${key}::text`;
    if (value === true && model.columns[key]) {
      pairs.push(Prisma.sql`${name}, ${model.columns[key](alias, ctx)}`);
      continue;
    }
    const relation = model.relations[key];
    if (!relation) return null;
    const nested = value === true ? {} : value;
    const { select: _select, include: _include, ...args } = nested;
    if (!isDeepStrictEqual(args, relation.args)) return null;
    ctx.aliases += 1;
    const inner = Prisma.raw(`r${ctx.aliases}`);
    const body = objectSql(relation.model, nested, inner, ctx);
    if (!body) return null;
    pairs.push(
      "one" in relation
        ? Prisma.sql`${name}, (SELECT ${body} FROM ${relation.from(inner, alias)})`
        : Prisma.sql`${name}, (SELECT coalesce(json_agg(${body} ORDER BY ${relation.orderBy(inner)}), '[]'::json) FROM ${relation.from(inner, alias)})`,
    );
  }
  return pairs.length ? Prisma.sql`json_build_object(${Prisma.join(pairs)})` : Prisma.sql`json_build_object()`;
}
