import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/database";
import { migrate } from "../src/db/migrate";
import { checkSqlFunctions, readSqlFunctionFiles } from "../src/db/sql-functions";
import { openTestDatabase } from "./helpers";

// The functions and triggers have one home, prisma/sql-functions (api/src/db/sql-functions.ts):
// a freshly migrated database must hold exactly their text, and nothing the files do not name.

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.url);
});
afterAll(async () => {
  await database?.close();
});

describe("prisma/sql-functions, the functions' and triggers' one home", () => {
  it("is what the migrations leave in the database, function by function and trigger by trigger", async () => {
    expect(await checkSqlFunctions(database.url)).toEqual({ changed: [], strays: [] });
  });

  it("reports a file edited without a migration, and a function no file defines", async () => {
    const files = await readSqlFunctionFiles();
    const counters = files.find((file) => file.name.endsWith("category-counters.sql"))!;
    const edited = files.map((file) =>
      file === counters ? { ...file, sql: file.sql.replace("RETURN NULL;", "RETURN NULL; -- edited") } : file,
    );
    expect((await checkSqlFunctions(database.url, edited)).changed).toEqual([counters.name]);
    const withoutRegion = files.filter((file) => !file.name.endsWith("region.sql"));
    expect((await checkSqlFunctions(database.url, withoutRegion)).strays).toEqual(
      expect.arrayContaining(["function talent_region(text,text)", "function talent_set_region()", 'trigger talent_region on "Talent"']),
    );
  });
});
