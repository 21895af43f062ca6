import type { Context } from "../context";
import { builder } from "./builder";
import { TalentImageType } from "./media";
import { PUBLIC_IMAGES } from "../services/visibility";

// The stored copies of a talent's photo with their sizes in pixels, so the web app can write
// srcset/sizes and set width and height (no layout shift while images load). The sizes are read
// from the files' headers (see docs/decisions/164-files-in-object-storage.md).

type ImageFile = { url: string; width: number | null; height: number | null };

const ImageFileType = builder.objectRef<ImageFile>("ImageFile").implement({
  description: "One stored copy of an image and its size in pixels (null when the file cannot be read).",
  fields: (t) => ({
    url: t.exposeString("url", { description: "An /uploads/ path." }),
    width: t.exposeInt("width", { nullable: true }),
    height: t.exposeInt("height", { nullable: true }),
  }),
});

async function imageFile(ctx: Context, url: string | null): Promise<ImageFile | null> {
  if (!url) return null;
  const size = await ctx.storage.imageSize(url);
  return { url, width: size?.width ?? null, height: size?.height ?? null };
}

builder.prismaObjectFields("TalentImage", (t) => ({
  original: t.field({
    type: ImageFileType,
    nullable: true,
    description: "The stored original (storageUrl) with its size; null until a file is uploaded.",
    select: { storageUrl: true },
    resolve: (image, _args, ctx) => imageFile(ctx, image.storageUrl),
  }),
  card: t.field({
    type: ImageFileType,
    nullable: true,
    description: "The WebP copy at most 600 px wide (cardUrl) with its size; null for SVG or before upload.",
    select: { cardUrl: true },
    resolve: (image, _args, ctx) => imageFile(ctx, image.cardUrl),
  }),
  thumb: t.field({
    type: ImageFileType,
    nullable: true,
    description: "The 160 px square WebP copy (thumbUrl) with its size; null for SVG or before upload.",
    select: { thumbUrl: true },
    resolve: (image, _args, ctx) => imageFile(ctx, image.thumbUrl),
  }),
}));

builder.prismaObjectFields("Talent", (t) => ({
  coverImage: t.field({
    type: TalentImageType,
    nullable: true,
    description: "The first image with a stored file (the card's picture), or null; firstImageUrl also falls back to the URL fields.",
    select: (_args, _ctx, nestedSelection) => ({ images: nestedSelection({ ...PUBLIC_IMAGES, take: 1 }) }),
    resolve: (talent) => talent.images[0] ?? null,
  }),
}));
