import { localityRows } from "../common/places/localities";

// `npx tsx scripts/place-localities-sql.ts`: the SQL that makes the database's copy of the
// locality table ("PlaceLocality") equal to common/places/localities.ts and re-derives the stored
// regions (ADR 033). Paste it into a new migration after changing the table.

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const values = localityRows().map(
  (row) => `(${quote(row.state)}, ${quote(row.name.toLowerCase())}, ${quote(row.name)}, ${quote(row.region)})`,
);
// Three rows a line keeps the migration readable and short.
const rows = Array.from({ length: Math.ceil(values.length / 3) }, (_, i) => `  ${values.slice(i * 3, i * 3 + 3).join(", ")}`);
console.log(`DELETE FROM "PlaceLocality";
INSERT INTO "PlaceLocality" ("state", "key", "name", "region") VALUES
${rows.join(",\n")};
UPDATE "Talent" SET "region" = talent_region("suburb", "state")
  WHERE "region" IS DISTINCT FROM talent_region("suburb", "state");`);
