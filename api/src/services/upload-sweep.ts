import { lstat, readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { PrismaClient } from "../db/generated/prisma/client";
import { LOOSE_PREFIX, PARTIAL_PREFIX } from "./storage";

// The start-up half of "nothing left behind by a crash" (ADR 105). Storage writes
// a file under a temporary name, renames it, and only then are rows written that name it; a crash
// can therefore leave temporary files and whole files no row names, never a row without its file.
// Before the server listens, this removes both.

/**
 * Every column that holds an /uploads/ URL. The sweep deletes what none of them names, so a new
 * file column must be added here; api/test/upload-sweep.test.ts fails when prisma/schema.prisma
 * has a URL or image column this list lacks.
 */
export const FILE_COLUMNS = {
  Talent: ["imageUrl", "headshotUrl", "fullBodyShotUrl", "resumeUrl", "additionalImages"],
  TalentImage: ["storageUrl", "cardUrl", "thumbUrl"],
  TalentDocument: ["storageUrl"],
  Category: ["imageUrl"],
  NewsUpdate: ["imageUrl"],
  Testimonial: ["imageUrl"],
} as const;
const LIST_COLUMNS = new Set(["Talent.additionalImages"]);

/** How long an uploaded image may wait for the news, testimonial or category form that names it. */
export const LOOSE_GRACE_MS = 24 * 60 * 60_000;

/**
 * The name that keeps a file: an image's card and thumbnail copies live as long as the original
 * (news, testimonials and categories store only the original's URL), so `abc-card.webp` and
 * `abc-thumb.webp` count as named when `abc.jpg` is.
 */
const stemOf = (name: string) => name.replace(/\.[^.]+$/, "").replace(/-(card|thumb)$/, "");

export async function referencedFiles(prisma: PrismaClient): Promise<Set<string>> {
  const selects = Object.entries(FILE_COLUMNS).flatMap(([model, columns]) =>
    columns.map((column) =>
      LIST_COLUMNS.has(`${model}.${column}`)
        ? `SELECT unnest("${column}") AS url FROM "${model}"`
        : `SELECT "${column}" AS url FROM "${model}" WHERE "${column}" LIKE '/uploads/%'`,
    ),
  );
  // Identifiers come from the constant above, never from input.
  const rows = await prisma.$queryRawUnsafe<Array<{ url: string | null }>>(selects.join(" UNION "));
  const names = new Set<string>();
  for (const { url } of rows) {
    const match = url ? /^\/uploads\/([a-z]+)\/([^/]+)$/.exec(url) : null;
    if (match) names.add(`${match[1]}/${stemOf(match[2]!)}`);
  }
  return names;
}

/** The folders storage writes; anything else a person keeps under uploads is left alone. */
const STORAGE_FOLDERS = ["images", "documents"];

export type SweepResult = { removed: string[]; kept: number };

/**
 * Deletes temporary files and stored files no row names, under every folder of the uploads root.
 * Run it only while no upload of this server is in progress (before listening): a file being saved
 * has no row yet.
 */
export type SweepOptions = {
  /**
   * Files modified more recently are left alone. With several servers (REDIS_URL) sharing one
   * uploads folder, another server may be writing them right now; a single server passes 0.
   */
  spareNewerThanMs?: number;
  now?: number;
};

/** How long files are spared when several servers may share the uploads folder. */
export const SHARED_SWEEP_GRACE_MS = 10 * 60_000;

export async function sweepUploads(prisma: PrismaClient, uploadsDir: string, options: SweepOptions = {}): Promise<SweepResult> {
  const { spareNewerThanMs = 0, now = Date.now() } = options;
  const named = await referencedFiles(prisma);
  const removed: string[] = [];
  let kept = 0;
  for (const folder of STORAGE_FOLDERS) {
    const dir = path.join(uploadsDir, folder);
    const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    });
    for (const name of names) {
      const file = path.join(dir, name);
      const info = await lstat(file);
      if (!info.isFile()) continue;
      const orphan =
        now - info.mtimeMs >= spareNewerThanMs &&
        (name.startsWith(PARTIAL_PREFIX) ||
          (!named.has(`${folder}/${stemOf(name)}`) && !(name.startsWith(LOOSE_PREFIX) && now - info.mtimeMs < LOOSE_GRACE_MS)));
      if (!orphan) {
        kept += 1;
        continue;
      }
      await rm(file, { force: true });
      removed.push(`${folder}/${name}`);
    }
  }
  return { removed, kept };
}
