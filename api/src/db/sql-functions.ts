import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";

// The app's own SQL functions and triggers have one home, prisma/sql-functions/*.sql (applied in
// file name order), rather than whichever migration replaced each last. A migration still carries
// them to the database: `npm run db:migration` copies in every file that would change it
// (scripts/new-migration.ts), and api/test/sql-functions.test.ts checks that a migrated database
// holds exactly the files' text.

export const SQL_FUNCTIONS_DIR = path.resolve(import.meta.dirname, "../../../prisma/sql-functions");

export type SqlFile = { name: string; sql: string };

export async function readSqlFunctionFiles(dir: string = SQL_FUNCTIONS_DIR): Promise<SqlFile[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith(".sql")).sort();
  return Promise.all(names.map(async (name) => ({ name, sql: await readFile(path.join(dir, name), "utf8") })));
}

/** The app's functions (not an extension's) and triggers, each as the database prints it. */
async function definitions(client: pg.Client): Promise<Map<string, string>> {
  const { rows } = await client.query<{ key: string; definition: string }>(`
    SELECT 'function ' || p.oid::regprocedure::text AS key, pg_get_functiondef(p.oid) AS definition
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = 'public' AND p.prokind = 'f'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
    UNION ALL
    SELECT 'trigger ' || t.tgname || ' on ' || t.tgrelid::regclass::text, pg_get_triggerdef(t.oid)
    FROM pg_trigger t WHERE NOT t.tgisinternal`);
  return new Map(rows.map((row) => [row.key, row.definition]));
}

const differs = (before: Map<string, string>, after: Map<string, string>) =>
  [...after].some(([key, definition]) => before.get(key) !== definition);

export type SqlFunctionsCheck = {
  /** Files whose text would change the database: the next migration must carry them. */
  changed: string[];
  /** Functions and triggers in the database that no file defines. */
  strays: string[];
};

/** Compares the files with the database at `connectionString`, changing nothing (all rolled back). */
export async function checkSqlFunctions(connectionString: string, files?: SqlFile[]): Promise<SqlFunctionsCheck> {
  const sqlFiles = files ?? (await readSqlFunctionFiles());
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query("BEGIN");
    const migrated = await definitions(client);
    const changed: string[] = [];
    let current = migrated;
    for (const file of sqlFiles) {
      await client.query(file.sql);
      const next = await definitions(client);
      if (differs(current, next)) changed.push(file.name);
      current = next;
    }
    const strays = [...migrated.keys()].filter((key) => !defines(sqlFiles, key));
    return { changed, strays };
  } finally {
    await client.query("ROLLBACK").catch(() => undefined);
    await client.end();
  }
}

/** Whether a file creates the function or trigger `key` ('function name(args)', 'trigger name on table'). */
function defines(files: SqlFile[], key: string): boolean {
  const [kind, rest] = [key.slice(0, key.indexOf(" ")), key.slice(key.indexOf(" ") + 1)];
  const name = kind === "function" ? rest.slice(0, rest.indexOf("(")) : rest.slice(0, rest.indexOf(" on "));
  const bare = name.replace(/^public\./, "").replace(/"/g, "");
  const pattern =
    kind === "function"
      ? new RegExp(`CREATE OR REPLACE FUNCTION (public\\.)?"?${bare}"?\\(`, "i")
      : new RegExp(`CREATE OR REPLACE TRIGGER "?${bare}"? `, "i");
  return files.some((file) => pattern.test(file.sql));
}
