import type { Context } from "../context";
import type { UploadInput } from "./storage";
import { readAll } from "./storage-backend";
import { contentTypeOfName } from "./file-kinds";

// Photos a talent proposes from the portal (ADR 171). They pass the same checks and metadata
// stripping as staff uploads (storage.saveImage), then move from images/ (public) to pending/,
// which only the signed route serves (api/src/http/uploads.ts): nobody sees them until staff
// approve, when they go through the staff upload path and become talent images.

/** `/uploads/pending/<id>.<ext>`, the value kept in ProfileChangeItem.fileKey. */
export const PENDING_PREFIX = "/uploads/pending/";

const keyOf = (url: string) => url.replace(/^\/uploads\//, "");
const thumbOf = (fileKey: string) => fileKey.replace(/\.[a-z]+$/, "-thumb.webp");

type Ctx = Pick<Context, "storage" | "urls">;

/** Checks and stores one proposed photo privately; answers its fileKey. */
export async function savePendingPhoto(ctx: Ctx, field: string, upload: UploadInput): Promise<string> {
  const stored = await ctx.storage.saveImage(field, upload, { label: "Photo" });
  const { backend } = ctx.storage;
  const name = stored.storageUrl.split("/").at(-1)!;
  const fileKey = PENDING_PREFIX + name;
  try {
    for (const [from, to] of [
      [stored.storageUrl, fileKey],
      [stored.thumbUrl!, thumbOf(fileKey)],
    ] as const) {
      const found = await backend.get(keyOf(from));
      if (!found) throw new Error(`stored photo ${from} is missing`);
      await backend.put(keyOf(to), found.body, contentTypeOfName(to));
    }
  } catch (error) {
    await removePendingPhotos(ctx, [fileKey]);
    throw error;
  } finally {
    await ctx.storage.remove([stored.storageUrl, stored.cardUrl, stored.thumbUrl]);
  }
  return fileKey;
}

/** Deletes pending photos and their thumbnails. */
export async function removePendingPhotos(ctx: Pick<Context, "storage">, fileKeys: Array<string | null>) {
  const keys = fileKeys
    .filter((key): key is string => !!key?.startsWith(PENDING_PREFIX))
    .flatMap((key) => [keyOf(key), keyOf(thumbOf(key))]);
  if (keys.length) await ctx.storage.backend.delete(keys);
}

/** A pending photo's bytes (the stripped original), or null when it is gone. */
export async function readPendingPhoto(ctx: Pick<Context, "storage">, fileKey: string): Promise<Buffer | null> {
  if (!fileKey.startsWith(PENDING_PREFIX)) return null;
  const found = await ctx.storage.backend.get(keyOf(fileKey));
  return found ? readAll(found.body) : null;
}

/** The thumbnail an item shows: the pending photo's (signed) or the image to remove. */
export async function photoUrlOf(
  ctx: Pick<Context, "urls" | "prisma">,
  item: { kind: string; status: string; fileKey: string | null; imageId: number | null },
): Promise<string | null> {
  // A decided photo's pending file is deleted with the decision (approved ones are stored again as
  // an image): a link to it would answer 404, a broken image in the portal.
  if (item.kind === "PHOTO_ADDED" && item.fileKey) return item.status === "PENDING" ? ctx.urls.sign(thumbOf(item.fileKey)) : null;
  if (item.kind === "PHOTO_REMOVED" && item.imageId) {
    const image = await ctx.prisma.talentImage.findUnique({
      where: { id: item.imageId },
      select: { thumbUrl: true, cardUrl: true, storageUrl: true },
    });
    return image ? (image.thumbUrl ?? image.cardUrl ?? image.storageUrl) : null;
  }
  return null;
}
