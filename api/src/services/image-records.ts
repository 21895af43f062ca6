import type { PrismaClient } from "../db/generated/prisma/client";

// The image records the bulk upload and the bulk delete work on, found by the names files carry.

export type MatchedRecord = {
  name: string;
  id: number;
  talentId: number;
  storageUrl: string | null;
  cardUrl: string | null;
  thumbUrl: string | null;
};

/*
 * A name matches a record when the two are equal ignoring case, both folded by the database so the
 * same rule applies everywhere. Names are never read as paths: record filenames are plain base
 * names, so 'a/../b.jpg' matches nothing unless a record carries exactly that name.
 */
export async function namesWithRecords(prisma: PrismaClient, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await prisma.$queryRaw<Array<{ name: string }>>`
    SELECT DISTINCT n.name FROM unnest(${names}::text[]) AS n(name)
    WHERE EXISTS (SELECT 1 FROM "TalentImage" i WHERE lower(i.filename) = lower(n.name))`;
  return new Set(rows.map((row) => row.name));
}

export async function recordsNamed(prisma: PrismaClient, names: string[]): Promise<Map<string, MatchedRecord[]>> {
  const rows = await prisma.$queryRaw<MatchedRecord[]>`
    SELECT n.name, i.id, i."talentId", i."storageUrl", i."cardUrl", i."thumbUrl"
    FROM (SELECT DISTINCT name FROM unnest(${names}::text[]) AS u(name)) AS n
    JOIN "TalentImage" i ON lower(i.filename) = lower(n.name)
    ORDER BY i.id`;
  const byName = new Map<string, MatchedRecord[]>();
  for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row]);
  return byName;
}

export const urlsOf = (files: { storageUrl: string | null; cardUrl: string | null; thumbUrl: string | null }) => [
  files.storageUrl,
  files.cardUrl,
  files.thumbUrl,
];

type StoredFiles = { storageUrl: string | null; cardUrl: string | null; thumbUrl: string | null };

/** Deletes every image record in one transaction; answers how many there were and their files. */
export async function deleteAllImageRecords(prisma: PrismaClient): Promise<{ total: number; removed: StoredFiles[] }> {
  const [total, removed] = await prisma.$transaction([
    prisma.talentImage.count(),
    prisma.$queryRaw<StoredFiles[]>`DELETE FROM "TalentImage" RETURNING "storageUrl", "cardUrl", "thumbUrl"`,
  ]);
  return { total, removed };
}
