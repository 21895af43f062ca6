import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { talentAge } from "../../common/age";
import type { Database } from "../src/db/database";
import { Prisma } from "../src/db/generated/prisma/client";
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

describe("talent_age, the SQL copy of a talent's age", () => {
  it("gives the age talentAge gives, on every kind of day and birthday, and the entered age without a full birth date", async () => {
    const days = [
      "2027-02-27",
      "2027-02-28",
      "2027-03-01",
      "2028-02-28",
      "2028-02-29",
      "2028-03-01",
      "2026-12-31",
      "2027-01-01",
      "2026-06-15",
    ];
    const births = [
      { birthDay: 29, birthMonth: 2, birthYear: 2000, age: null },
      { birthDay: 28, birthMonth: 2, birthYear: 1999, age: null },
      { birthDay: 1, birthMonth: 3, birthYear: 1990, age: 7 },
      { birthDay: 31, birthMonth: 12, birthYear: 1985, age: null },
      { birthDay: 1, birthMonth: 1, birthYear: 2010, age: null },
      { birthDay: 15, birthMonth: 6, birthYear: 1970, age: null },
      { birthDay: null, birthMonth: 6, birthYear: 1970, age: 41 },
      { birthDay: 15, birthMonth: null, birthYear: null, age: null },
    ];
    for (const day of days) {
      const ages = await database.prisma.$queryRaw<
        Array<{ age: number | null }>
      >(Prisma.sql`SELECT talent_age(b.d, b.m, b.y, b.a, ${day}::date) AS age
        FROM unnest(${births.map((b) => b.birthDay)}::int[], ${births.map((b) => b.birthMonth)}::int[], ${births.map((b) => b.birthYear)}::int[],
          ${births.map((b) => b.age)}::int[]) WITH ORDINALITY AS b(d, m, y, a, n) ORDER BY b.n`);
      expect(
        ages.map((row) => row.age),
        day,
      ).toEqual(births.map((birth) => talentAge(birth, new Date(`${day}T00:00:00Z`))));
    }
  });
});
