import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { PrismaClient } from "../db/generated/prisma/client";
import { LOOSE_PREFIX, PARTIAL_PREFIX } from "./storage";
import type { StorageBackend } from "./storage-backend";
import { createDiskBackend } from "./storage-disk";

// The start-up half of "nothing left behind by a crash" (ADR 130). Storage writes
// a file under a temporary name, renames it, and only then are rows written that name it; a crash
// can therefore leave temporary files and whole files no row names, never a row without its file.
// Before the server listens, this removes both.

/**
 * Every column that holds an /uploads/ URL. The sweep deletes what none of them names, so a new
 * file column must be added here; api/test/upload-sweep.test.ts fails when a model in prisma/models
 * has a URL or image column this list lacks.
 */
export const FILE_COLUMNS = {
  Talent: ["imageUrl", "headshotUrl", "fullBodyShotUrl", "resumeUrl", "additionalImages"],
  TalentImage: ["storageUrl", "cardUrl", "thumbUrl"],
  TalentDocument: ["storageUrl"],
  Category: ["imageUrl"],
  NewsUpdate: ["imageUrl"],
  Testimonial: ["imageUrl"],
  // A photo proposed from the talent portal, private until staff decide (services/pending-photos.ts).
  ProfileChangeItem: ["fileKey"],
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
const STORAGE_FOLDERS = ["images", "documents", "pending"];

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

/** `target` is the uploads folder (the disk backend) or any backend, such as the bucket. */
export async function sweepUploads(
  prisma: PrismaClient,
  target: string | StorageBackend,
  options: SweepOptions = {},
): Promise<SweepResult> {
  const { spareNewerThanMs = 0, now = Date.now() } = options;
  const backend = typeof target === "string" ? createDiskBackend(target) : target;
  const named = await referencedFiles(prisma);
  const removed: string[] = [];
  let kept = 0;
  for (const folder of STORAGE_FOLDERS) {
    const orphans: string[] = [];
    for await (const { key, lastModified } of backend.list(`${folder}/`)) {
      const name = key.slice(folder.length + 1);
      const age = now - lastModified.getTime();
      const orphan =
        age >= spareNewerThanMs &&
        (name.startsWith(PARTIAL_PREFIX) ||
          (!named.has(`${folder}/${stemOf(name)}`) && !(name.startsWith(LOOSE_PREFIX) && age < LOOSE_GRACE_MS)));
      if (orphan) orphans.push(key);
      else kept += 1;
    }
    await backend.delete(orphans);
    removed.push(...orphans);
  }
  return { removed, kept };
}

/**
 * With a bucket, this server's uploads folder holds only files being received; what a crash left
 * there goes before the server listens. Nothing else is touched: files from before the move to the
 * bucket stay until scripts/move-files-to-bucket.ts has copied them.
 */
export async function sweepPartials(uploadsDir: string): Promise<number> {
  let removed = 0;
  for (const folder of STORAGE_FOLDERS) {
    const dir = path.join(uploadsDir, folder);
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter((entry) => entry.startsWith(PARTIAL_PREFIX))) {
      await rm(path.join(dir, name), { force: true });
      removed += 1;
    }
  }
  return removed;
}
