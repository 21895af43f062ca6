import type { PrismaClient } from "../api/src/db/generated/prisma/client";
import type { Storage } from "../api/src/services/storage";

/** Demo data for a new installation (filled in with the seed work). */
export async function seedDemoData(_prisma: PrismaClient, _storage: Storage): Promise<Record<string, number>> {
  return {};
}
