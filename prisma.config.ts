import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";

// `prisma generate` needs DATABASE_URL set to something even though it never connects; without it
// Prisma falls back to downloading a query engine, which this environment cannot do.
process.env.DATABASE_URL ??= "postgresql://postgres@127.0.0.1:5432/postgres";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed.ts" },
  experimental: { adapter: true },
  engine: "js",
  adapter: async () => new PrismaPg({ connectionString: process.env.DATABASE_URL! }),
});
