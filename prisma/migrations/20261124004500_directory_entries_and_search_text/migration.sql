-- Written by hand (ADR 111): neither a generated column nor a trigger-kept table can be said in
-- prisma/schema.prisma, so `npm run db:migration` has nothing to diff; later diffs compare schema
-- files and leave these alone. Only the SQL in api/src/schema/talent-filter.ts and
-- talent-public-sql.ts reads them; only the triggers below write the table.

-- 1. The public search text as a stored column, lower-cased once on write. The trigram index on
-- the expression made every candidate row recompute it and ILIKE lower-case it again; a LIKE of
-- the lower-cased term on this column is the same match (PostgreSQL's ILIKE is lower(text) LIKE
-- lower(pattern)) at a fraction of the cost, and ANALYZE keeps statistics on a column, so the
-- planner knows how many rows a term matches. Still never the last name.
ALTER TABLE "Talent" ADD COLUMN "publicSearchText" TEXT
  GENERATED ALWAYS AS (lower(talent_public_search_text("firstName", "suburb", "bio", "skills"))) STORED;

DROP INDEX "Talent_public_search_trgm";
CREATE INDEX "Talent_public_search_trgm" ON "Talent" USING gin ("publicSearchText" gin_trgm_ops)
  WHERE "isApproved" AND "isPublished";

-- The public name as a search for 'Jane D' reads it: the first name, a line break, the last name's
-- first character (the public initial; never more of it), lower-cased. A LIKE of
-- '%jane%' || E'\n' || 'd' on it is the first name ILIKE '%jane%' and the last name ILIKE 'd%',
-- narrowed by its own trigram index to the talents of that public name.
ALTER TABLE "Talent" ADD COLUMN "publicNameText" TEXT
  GENERATED ALWAYS AS (lower("firstName") || E'\n' || lower(left("lastName", 1))) STORED;
CREATE INDEX "Talent_public_name_trgm" ON "Talent" USING gin ("publicNameText" gin_trgm_ops)
  WHERE "isApproved" AND "isPublished";

-- 2. The public directory's entries: one row per approved and published talent and category, with
-- what the common filters (category, gender, age band) and the order (newest first) read, so that a
-- filtered directory page and its exact total are index range scans over the matching entries
-- instead of a join of the category's links with every talent of the age band.
CREATE TABLE "PublicDirectoryEntry" (
  "talentId" INTEGER NOT NULL,
  "categoryId" INTEGER NOT NULL,
  "gender" TEXT,
  "birthDate" DATE,
  "age" INTEGER,
  "createdAt" TIMESTAMP(3) NOT NULL,
  PRIMARY KEY ("talentId", "categoryId")
);
-- The total: the age band is a birth date range (plus the age-only talents, by age).
CREATE INDEX "PublicDirectoryEntry_count_idx" ON "PublicDirectoryEntry" ("categoryId", "gender", "birthDate") INCLUDE ("age");
-- The page: a category's entries newest first, the other filters checked on the way.
CREATE INDEX "PublicDirectoryEntry_page_idx" ON "PublicDirectoryEntry" ("categoryId", "createdAt" DESC, "talentId" DESC)
  INCLUDE ("gender", "birthDate", "age");

INSERT INTO "PublicDirectoryEntry" ("talentId", "categoryId", "gender", "birthDate", "age", "createdAt")
SELECT t."id", l."A", t."gender", t."birthDate", t."age", t."createdAt"
FROM "Talent" t JOIN "_CategoryToTalent" l ON l."B" = t."id"
WHERE t."isApproved" AND t."isPublished";

-- Links are written a statement at a time (Prisma's connect and set, a bulk load), so these
-- triggers see each statement's links as a table. Each first locks the talents concerned, in id
-- order: a link written while another transaction publishes or edits the same talent then waits
-- for it and reads its committed row, and that transaction's refresh reads the committed links,
-- so neither can miss the other's change.
CREATE FUNCTION public_directory_links_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "Talent" t WHERE t."id" IN (SELECT "B" FROM added) ORDER BY t."id" FOR NO KEY UPDATE;
  INSERT INTO "PublicDirectoryEntry" ("talentId", "categoryId", "gender", "birthDate", "age", "createdAt")
  SELECT t."id", a."A", t."gender", t."birthDate", t."age", t."createdAt"
  FROM added a JOIN "Talent" t ON t."id" = a."B"
  WHERE t."isApproved" AND t."isPublished";
  RETURN NULL;
END $$;
CREATE TRIGGER "CategoryToTalent_public_directory_added" AFTER INSERT ON "_CategoryToTalent"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION public_directory_links_added();

-- A removed link takes its entry (a deleted talent or category removes its links by cascade).
CREATE FUNCTION public_directory_links_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "Talent" t WHERE t."id" IN (SELECT "B" FROM removed) ORDER BY t."id" FOR NO KEY UPDATE;
  DELETE FROM "PublicDirectoryEntry" e USING removed r WHERE e."talentId" = r."B" AND e."categoryId" = r."A";
  RETURN NULL;
END $$;
CREATE TRIGGER "CategoryToTalent_public_directory_removed" AFTER DELETE ON "_CategoryToTalent"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION public_directory_links_removed();

-- A talent that becomes public or private, or whose filtered columns change, has its entries
-- written again from its row and links as they are now.
CREATE FUNCTION public_directory_talent_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "PublicDirectoryEntry" WHERE "talentId" = OLD."id";
  INSERT INTO "PublicDirectoryEntry" ("talentId", "categoryId", "gender", "birthDate", "age", "createdAt")
  SELECT t."id", l."A", t."gender", t."birthDate", t."age", t."createdAt"
  FROM "Talent" t JOIN "_CategoryToTalent" l ON l."B" = t."id"
  WHERE t."id" = NEW."id" AND t."isApproved" AND t."isPublished";
  RETURN NULL;
END $$;
CREATE TRIGGER "Talent_public_directory" AFTER UPDATE OF "id", "isApproved", "isPublished", "gender", "birthDate", "age", "createdAt" ON "Talent"
  FOR EACH ROW
  WHEN (((OLD."isApproved" AND OLD."isPublished") OR (NEW."isApproved" AND NEW."isPublished"))
    AND (OLD."id", OLD."isApproved", OLD."isPublished", OLD."gender", OLD."birthDate", OLD."age", OLD."createdAt")
      IS DISTINCT FROM (NEW."id", NEW."isApproved", NEW."isPublished", NEW."gender", NEW."birthDate", NEW."age", NEW."createdAt"))
  EXECUTE FUNCTION public_directory_talent_changed();

-- TRUNCATE fires no row or statement triggers of DELETE: emptying the links empties the entries
-- (truncating the talents or categories cascades to the links).
CREATE FUNCTION public_directory_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "PublicDirectoryEntry";
  RETURN NULL;
END $$;
CREATE TRIGGER "CategoryToTalent_public_directory_truncate" AFTER TRUNCATE ON "_CategoryToTalent"
  FOR EACH STATEMENT EXECUTE FUNCTION public_directory_truncate();
