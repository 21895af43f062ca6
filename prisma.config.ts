import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";

// `prisma generate` needs DATABASE_URL set to something even though it never connects; without it
// Prisma falls back to downloading a query engine, which this environment cannot do.
process.env.DATABASE_URL ??= "postgresql://postgres@127.0.0.1:5432/postgres";

export default defineConfig({
  // The folder: schema.prisma (generators, datasource) and models/*.prisma, one file per domain.
  schema: "prisma",
  // No `seed` command: the server loads the demo data itself into an empty database at start
  // (SEED_DEMO_DATA, api/src/db/demo).
  migrations: { path: "prisma/migrations" },
  experimental: { adapter: true },
  engine: "js",
  adapter: async () => new PrismaPg({ connectionString: process.env.DATABASE_URL! }),
});
