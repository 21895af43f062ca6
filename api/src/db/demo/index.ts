import type { Config } from "../../config";
import { createStorage, type Storage } from "../../services/storage";
import { createBackend } from "../../services/storage-backend";
import type { PrismaClient } from "../generated/prisma/client";
import { avatarSvg, bannerSvg, initialsOf, portraitSvg, storePictures } from "./pictures";
import { seedDemoBookings } from "./bookings";
import { buildDemoPlan, slug } from "./plan";
import { BRAND, CATEGORIES, DAY_MS } from "./world";

// The demo data's loader, the only part of this folder the server imports: a Melbourne agency's
// roster, news, testimonials, clients and requests for a new installation (plan.ts decides them,
// pictures.ts draws their placeholder photos).

export { buildDemoPlan, type DemoTalent } from "./plan";

/** Loads the demo data; answers counts by name. Files are removed again if the database part fails. */
export async function seedDemoData(prisma: PrismaClient, storage: Storage): Promise<Record<string, number>> {
  const plan = buildDemoPlan(new Date());
  const stored: Array<string | null> = [];
  let booked = { jobs: 0, bookings: 0 };
  try {
    const pictures: Array<{ svg: string; name: string }> = [];
    const add = (svg: string, name: string) => pictures.push({ svg, name }) - 1;
    const talentSlots = plan.talents.map((talent) =>
      talent.images.map((image, i) => add(portraitSvg(image.hue, image.initials, i + 1), image.filename)),
    );
    const coverSlots = CATEGORIES.map((category) =>
      add(bannerSvg(1200, 800, category.hue, category.name, BRAND.toUpperCase()), `${slug(category.name)}.jpg`),
    );
    const newsSlots = plan.news.map((item) =>
      item.kicker ? add(bannerSvg(1200, 675, item.hue, item.kicker, BRAND.toUpperCase()), `${slug(item.title)}.jpg`) : null,
    );
    const avatarSlots = plan.testimonials.map((item) =>
      item.avatarHue === null ? null : add(avatarSvg(item.avatarHue, initialsOf(item.clientName)), `${slug(item.clientName)}.jpg`),
    );
    const files = await storePictures(storage, pictures, stored);
    const urlAt = (slot: number | null) => (slot === null ? null : files[slot]!.storageUrl);
    const talentImages = talentSlots.map((slots) => slots.map((slot) => files[slot]!));

    await prisma.$transaction(
      async (tx) => {
        const categories = await tx.category.createManyAndReturn({
          data: CATEGORIES.map((category, i) => ({
            name: category.name,
            description: category.description,
            imageUrl: urlAt(coverSlots[i] ?? null),
          })),
          select: { id: true, name: true },
        });
        const categoryId = new Map(categories.map((category) => [category.name, category.id]));

        const created = await tx.talent.createManyAndReturn({
          data: plan.talents.map((talent, i) => ({
            ...talent.data,
            imageUrl: talentImages[i]![0]!.storageUrl,
            headshotUrl: talentImages[i]![0]!.storageUrl,
          })),
          select: { id: true, email: true },
        });
        const talentId = new Map(created.map((talent) => [talent.email, talent.id]));
        const idOf = (key: string) => talentId.get(key)!;

        // One statement for every link (the join model TalentCategory, ADR 007): its triggers
        // count them and write the directory entries a statement at a time.
        await tx.talentCategory.createMany({
          data: plan.talents.flatMap((talent) =>
            talent.categories.map((name) => ({ talentId: idOf(talent.key), categoryId: categoryId.get(name)! })),
          ),
        });

        await tx.talentImage.createMany({
          data: plan.talents.flatMap((talent, t) => [
            ...talent.images.map((image, i) => ({
              talentId: idOf(talent.key),
              filename: image.filename,
              title: image.title,
              caption: image.caption,
              sequence: i,
              storageUrl: talentImages[t]![i]!.storageUrl,
              cardUrl: talentImages[t]![i]!.cardUrl,
              thumbUrl: talentImages[t]![i]!.thumbUrl,
              createdAt: talent.data.createdAt,
              updatedAt: talent.data.createdAt,
            })),
            ...talent.pendingUploads.map((record, i) => ({
              talentId: idOf(talent.key),
              filename: record.filename,
              title: record.title,
              caption: record.caption,
              sequence: talent.images.length + i,
              createdAt: talent.data.createdAt,
              updatedAt: talent.data.createdAt,
            })),
          ]),
        });

        await tx.newsUpdate.createMany({
          data: plan.news.map((item, i) => ({
            title: item.title,
            excerpt: item.excerpt,
            content: item.content.join("\n\n"),
            imageUrl: urlAt(newsSlots[i] ?? null),
            isPublished: item.publishedAt !== null,
            publishedAt: item.publishedAt,
            createdAt: item.createdAt,
            updatedAt: item.publishedAt ?? item.createdAt,
          })),
        });

        await tx.testimonial.createMany({
          data: plan.testimonials.map((item, i) => ({
            clientName: item.clientName,
            clientTitle: item.clientTitle,
            companyName: item.companyName,
            content: item.content,
            imageUrl: urlAt(avatarSlots[i] ?? null),
            isPublished: item.isPublished,
            createdAt: item.createdAt,
            updatedAt: item.createdAt,
          })),
        });

        await tx.client.createMany({ data: plan.clients.map((client) => ({ ...client, updatedAt: client.createdAt })) });

        for (const request of plan.requests) {
          const named = request.named.map((entry, position) =>
            "key" in entry
              ? { requestedId: idOf(entry.key), talentId: idOf(entry.key), position }
              : { requestedId: entry.missingId, talentId: null, position },
          );
          await tx.talentRequest.create({
            data: {
              clientName: request.clientName,
              organizationName: request.organizationName,
              email: request.email,
              phone: request.phone,
              projectDescription: request.projectDescription,
              projectStartDate: request.projectStartDate,
              projectEndDate: request.projectEndDate,
              status: request.status,
              responseNotes: request.responseNotes,
              createdAt: request.createdAt,
              updatedAt: request.status === "pending" ? request.createdAt : new Date(request.createdAt.getTime() + 2 * DAY_MS),
              requestedTalents: { create: named },
            },
          });
        }

        const published = plan.talents.filter((talent) => talent.data.isPublished).map((talent) => idOf(talent.key));
        booked = await seedDemoBookings(tx, new Date(), published);
      },
      { maxWait: 10_000, timeout: 60_000 },
    );

    return {
      categories: CATEGORIES.length,
      talents: plan.talents.length,
      "talent images": talentSlots.flat().length,
      "image records awaiting upload": plan.talents.reduce((sum, talent) => sum + talent.pendingUploads.length, 0),
      "news updates": plan.news.length,
      testimonials: plan.testimonials.length,
      clients: plan.clients.length,
      "talent requests": plan.requests.length,
      jobs: booked.jobs,
      bookings: booked.bookings,
    };
  } catch (error) {
    await storage.remove(stored).catch(() => undefined);
    throw error;
  }
}

/** Loads the demo data into a database that has no talent and no category yet; answers a summary or null. */
export async function seedDemoDataIfEmpty(prisma: PrismaClient, config: Pick<Config, "uploadsDir" | "s3">): Promise<string | null> {
  const [talents, categories] = await Promise.all([prisma.talent.count(), prisma.category.count()]);
  if (talents > 0 || categories > 0) return null;
  const counts = await seedDemoData(prisma, createStorage(config.uploadsDir, createBackend(config)));
  return Object.entries(counts)
    .map(([name, count]) => `${count} ${name}`)
    .join(", ");
}
