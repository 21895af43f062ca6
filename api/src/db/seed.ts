import { randomBytes } from "node:crypto";
import type { Config } from "../config";
import { hashPassword } from "../services/auth";
import { createStorage } from "../services/storage";
import type { PrismaClient } from "./generated/prisma/client";
import { seedDemoData } from "../../../prisma/seed";

/** Creates the admin account when there is no user at all. */
export async function ensureAdmin(
  prisma: PrismaClient,
  config: Pick<Config, "adminEmail" | "adminPassword">,
): Promise<{ username: string; created: boolean; generatedPassword?: string }> {
  const existing = await prisma.user.count();
  if (existing > 0) return { username: config.adminEmail, created: false };
  const password = config.adminPassword ?? randomBytes(9).toString("base64url");
  await prisma.user.create({
    data: { username: config.adminEmail, passwordHash: await hashPassword(password), isAdmin: true },
  });
  return { username: config.adminEmail, created: true, generatedPassword: config.adminPassword ? undefined : password };
}

/** Loads the demo data into a database that has no talent and no category yet; answers a summary or null. */
export async function seedDemoDataIfEmpty(prisma: PrismaClient, config: Pick<Config, "uploadsDir">): Promise<string | null> {
  const [talents, categories] = await Promise.all([prisma.talent.count(), prisma.category.count()]);
  if (talents > 0 || categories > 0) return null;
  const counts = await seedDemoData(prisma, createStorage(config.uploadsDir));
  return Object.entries(counts)
    .map(([name, count]) => `${count} ${name}`)
    .join(", ");
}
