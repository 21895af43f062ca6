import type { PrismaClient } from "../../db/generated/prisma/client";
import { likePattern } from "./like";

/**
 * The ids of one page of the client register, by name in any case. Prisma cannot order by
 * lower(name), and the page cut must fall where the case-insensitive list would, so the page's ids
 * come from SQL and the rows from Prisma.
 */
export async function clientPageIds(
  prisma: PrismaClient,
  page: { search: string | null; take: number; skip: number },
): Promise<Array<{ id: number }>> {
  const pattern = page.search ? likePattern(page.search) : null;
  return prisma.$queryRaw<Array<{ id: number }>>`
    SELECT "id" FROM "Client"
    WHERE ${pattern}::text IS NULL OR "clientName" ILIKE ${pattern} OR "organizationName" ILIKE ${pattern} OR "email" ILIKE ${pattern}
    ORDER BY lower("clientName"), "id" LIMIT ${page.take} OFFSET ${page.skip}`;
}
