import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openEmbeddedDatabase } from "../api/src/db/database";
import { MIGRATIONS_DIR, migrate } from "../api/src/db/migrate";
import { checkSqlFunctions, readSqlFunctionFiles } from "../api/src/db/sql-functions";

// `npm run db:migration -- <name>`: writes prisma/migrations/<timestamp>_<name>/migration.sql with
// the SQL that takes the schema of the last commit that added a migration to the schema in prisma/
// (schema.prisma and models/*.prisma), followed by every file of prisma/sql-functions (the one home
// of the functions and triggers) whose text the migrated database does not hold yet.
// (With the JS engine the CLI cannot diff from a live database or from the migrations folder, so
// the "before" schema comes from git: commit each migration together with its schema change.)
// The CLI still connects through the adapter, so a throw-away in-memory database is started.
const execFileAsync = promisify(execFile);
const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]+/gi, "_").toLowerCase();
if (!name) {
  console.error("Usage: npm run db:migration -- <name>   (for example add_talent_agent)");
  process.exit(1);
}
console.log("Comparing the schema in prisma/ with the committed migrations...");
const database = await openEmbeddedDatabase();
try {
  await migrate(database.url);
  const lastMigrationCommit = execFileSync("git", ["log", "-1", "--format=%H", "--", "prisma/migrations"], { encoding: "utf8" }).trim();
  if (!lastMigrationCommit) throw new Error("no committed migration found: commit prisma/migrations first");
  // The schema's files as that commit had them (before the split into models/, schema.prisma alone).
  const before = mkdtempSync(path.join(tmpdir(), "schema-"));
  const files = execFileSync("git", ["ls-tree", "-r", "--name-only", lastMigrationCommit, "--", "prisma/schema.prisma", "prisma/models"], {
    encoding: "utf8",
  });
  for (const file of files.split("\n").filter((line) => line.endsWith(".prisma"))) {
    writeFileSync(
      path.join(before, path.basename(file)),
      execFileSync("git", ["show", `${lastMigrationCommit}:${file}`], { encoding: "utf8" }),
    );
  }
  // Asynchronous: the embedded database answers from this very process.
  const { stdout: sql } = await execFileAsync(
    "npx",
    ["prisma", "migrate", "diff", "--from-schema-datamodel", before, "--to-schema-datamodel", "prisma", "--script"],
    { encoding: "utf8", env: { ...process.env, DATABASE_URL: database.url } },
  );
  const schemaSql = !sql.trim() || /^-- This is an empty migration/m.test(sql) ? "" : sql;
  const { changed } = await checkSqlFunctions(database.url);
  const changedFiles = (await readSqlFunctionFiles()).filter((file) => changed.includes(file.name));
  const functionsSql = changedFiles.map((file) => `-- From prisma/sql-functions/${file.name}\n${file.sql}`).join("\n");
  const migrationSql = [schemaSql, functionsSql].filter(Boolean).join("\n");
  if (!migrationSql) {
    console.log("The schema in prisma/ and prisma/sql-functions match the migrations: nothing to write.");
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const dir = path.join(MIGRATIONS_DIR, `${stamp}_${name}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "migration.sql"), migrationSql);
    console.log(`Wrote ${path.relative(process.cwd(), dir)}/migration.sql. Review it, then commit it; it is applied at the next start.`);
  }
} finally {
  await database.close();
}
