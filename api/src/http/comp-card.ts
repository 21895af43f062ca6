import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { type Credit, creditLine, type Reel, reelLabel } from "#common/credits";
import { paths } from "#common/paths";
import { lastInitial, publicName } from "#common/text";
import type { AppServices } from "../context";
import type { Prisma } from "../db/generated/prisma/client";
import { FACT_SELECT, talentFacts } from "../schema/talent-fields";
import { CATEGORY_NAMES, PUBLIC_IMAGES, PUBLIC_TALENT_WHERE } from "../services/visibility";
import { type CompCard, MAX_COMP_CARD_PHOTOS, photoForPdf, renderCompCard } from "../services/comp-card";
import { absoluteUrl, siteUrl } from "./site-url";

// GET /talents/{id}/comp-card.pdf: the comp card of a public talent, made on the first request
// and kept until anything printed on it changes (the cache key is a hash of exactly that data).

/** Cards kept in memory; a card with four photos is a few hundred KB. */
const CACHE_BYTES = 64 * 1024 * 1024;

export const CARD_SELECT = {
  id: true,
  firstName: true,
  lastName: true,
  gender: true,
  // The facts' columns come from the field table, as the profile's do (ADR 010).
  ...(FACT_SELECT as Record<"age" | "birthDay" | "birthMonth" | "birthYear", true>),
  skills: true,
  credits: true,
  reels: true,
  headshotUrl: true,
  fullBodyShotUrl: true,
  imageUrl: true,
  additionalImages: true,
  categories: CATEGORY_NAMES,
  // More than four, in case some files cannot be read.
  images: { ...PUBLIC_IMAGES, select: { storageUrl: true }, take: MAX_COMP_CARD_PHOTOS * 2 },
} as const;

type CardTalent = Prisma.TalentGetPayload<{ select: typeof CARD_SELECT }>;

/** What a card prints, photos aside, from the talent `CARD_SELECT` loads. */
export function cardContent(talent: CardTalent, profileUrl: string): Omit<CompCard, "photos"> {
  return {
    name: publicName(talent.firstName, talent.lastName),
    badges: [...talent.categories.map((link) => link.category.name), ...(talent.gender ? [talent.gender] : [])],
    // The profile's facts (Talent.facts), without their keys: the card prints labels and values.
    facts: talentFacts(talent).map(({ label, value }) => ({ label, value })),
    skills: talent.skills,
    credits: (talent.credits as Credit[]).map(creditLine),
    reels: (talent.reels as Reel[]).map((reel) => ({ label: reelLabel(reel), url: reel.url })),
    profileUrl,
  };
}

/** One card per talent, the newest version only, the least recently used dropped past the budget. */
class CardCache {
  private cards = new Map<number, { version: string; pdf: Buffer }>();
  private pending = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(private readonly budget: number) {}

  async get(id: number, version: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.cards.get(id);
    if (kept?.version === version) {
      this.cards.delete(id);
      this.cards.set(id, kept);
      return kept.pdf;
    }
    const key = `${id}:${version}`;
    // Simultaneous first requests for one card make it once.
    let making = this.pending.get(key);
    if (!making) {
      making = make().finally(() => this.pending.delete(key));
      this.pending.set(key, making);
      making.then((pdf) => this.keep(id, version, pdf)).catch(() => undefined);
    }
    return making;
  }

  private keep(id: number, version: string, pdf: Buffer) {
    this.drop(id);
    this.cards.set(id, { version, pdf });
    this.bytes += pdf.length;
    for (const oldest of this.cards.keys()) {
      if (this.bytes <= this.budget) break;
      this.drop(oldest);
    }
  }

  private drop(id: number) {
    const kept = this.cards.get(id);
    if (!kept) return;
    this.bytes -= kept.pdf.length;
    this.cards.delete(id);
  }
}

const asciiFileName = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export async function registerCompCard(app: FastifyInstance, services: AppServices): Promise<void> {
  const { prisma, storage } = services;
  const cache = new CardCache(CACHE_BYTES);

  app.get<{ Params: { id: string } }>(paths.compCard(":id"), async (request, reply) => {
    const id = /^[1-9]\d{0,8}$/.test(request.params.id) ? Number(request.params.id) : null;
    const talent = id === null ? null : await prisma.talent.findFirst({ where: { id, ...PUBLIC_TALENT_WHERE }, select: CARD_SELECT });
    if (!talent) {
      return reply.status(404).send({ message: `Talent ${request.params.id} not found`, error: "Not Found" });
    }

    // Only files this server stored can be printed; web addresses are never fetched.
    const photoUrls = [
      ...talent.images.map((image) => image.storageUrl),
      talent.headshotUrl,
      talent.fullBodyShotUrl,
      talent.imageUrl,
      ...talent.additionalImages,
    ].filter((url, index, all): url is string => !!url && storage.keyOf(url) !== null && all.indexOf(url) === index);
    const card = cardContent(talent, absoluteUrl(siteUrl(services.config, request), paths.talent(talent.id)));
    const version = createHash("sha256").update(JSON.stringify({ card, photoUrls })).digest("base64url").slice(0, 27);
    const etag = `"${version}"`;
    // Revalidated on every use: the card changes, or disappears, when the talent does.
    reply.header("etag", etag).header("cache-control", "public, no-cache");
    if (request.headers["if-none-match"] === etag) return reply.status(304).send();

    const pdf = await cache.get(talent.id, version, async () => {
      const photos: Buffer[] = [];
      for (const url of photoUrls) {
        if (photos.length === MAX_COMP_CARD_PHOTOS) break;
        // From this server's disk or the bucket; a file that cannot be read is left off the card.
        const file = storage.pathOf(url) ?? (await storage.read(url).catch(() => null));
        const photo = file ? await photoForPdf(file) : null;
        if (photo) photos.push(photo);
      }
      return renderCompCard({ ...card, photos });
    });
    const fileName = `${asciiFileName(`${talent.firstName} ${lastInitial(talent.lastName)}`) || "talent"}-comp-card.pdf`;
    return reply.type("application/pdf").header("content-disposition", `inline; filename="${fileName}"`).send(pdf);
  });
}
