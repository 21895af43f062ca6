import { randomBytes } from "node:crypto";
import type { Config } from "../config";
import { hashPassword } from "../services/auth";
import type { PrismaClient } from "./generated/prisma/client";

// The admin account every installation starts with. The demo data lives apart, in ./demo.

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
