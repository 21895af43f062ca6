-- Written by hand (ADR 168): Prisma's implicit many-to-many table "_CategoryToTalent" ("A" the
-- category, "B" the talent) becomes the explicit join model TalentCategory. `npm run db:migration`
-- would drop the table and create a new one, losing every link: here the table and its columns are
-- renamed in place, so every row stays, and the keys and names become the ones Prisma gives the
-- model (so later diffs see nothing to change).
ALTER TABLE "_CategoryToTalent" RENAME TO "TalentCategory";
ALTER TABLE "TalentCategory" RENAME COLUMN "A" TO "categoryId";
ALTER TABLE "TalentCategory" RENAME COLUMN "B" TO "talentId";

-- The key was (category, talent) with an index on the talent; the model keys (talent, category)
-- and indexes (category, talent): a talent's categories and a category's talents are each one
-- index range.
ALTER TABLE "TalentCategory" DROP CONSTRAINT "_CategoryToTalent_AB_pkey";
ALTER TABLE "TalentCategory" ADD CONSTRAINT "TalentCategory_pkey" PRIMARY KEY ("talentId", "categoryId");
CREATE INDEX "TalentCategory_categoryId_talentId_idx" ON "TalentCategory"("categoryId", "talentId");
DROP INDEX "_CategoryToTalent_B_index";

-- The foreign keys already cascade both ways; only their names change.
ALTER TABLE "TalentCategory" RENAME CONSTRAINT "_CategoryToTalent_A_fkey" TO "TalentCategory_categoryId_fkey";
ALTER TABLE "TalentCategory" RENAME CONSTRAINT "_CategoryToTalent_B_fkey" TO "TalentCategory_talentId_fkey";
-- PostgreSQL 18 (the embedded database) also names each NOT NULL after its table and column.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_constraint WHERE conrelid = '"TalentCategory"'::regclass AND conname = '_CategoryToTalent_A_not_null') THEN
    ALTER TABLE "TalentCategory" RENAME CONSTRAINT "_CategoryToTalent_A_not_null" TO "TalentCategory_categoryId_not_null";
    ALTER TABLE "TalentCategory" RENAME CONSTRAINT "_CategoryToTalent_B_not_null" TO "TalentCategory_talentId_not_null";
  END IF;
END $$;

-- The triggers on the links (ADR 090's counts as 20261124033000 left them, ADR 111's directory
-- entries) followed the table; they are renamed after it. Their functions name the columns in their
-- text, so each is written again as it was with "categoryId" for "A" and "talentId" for "B". The two
-- TRUNCATE functions name no column and stay.
ALTER TRIGGER "CategoryToTalent_talent_count_added" ON "TalentCategory" RENAME TO "TalentCategory_talent_count_added";
ALTER TRIGGER "CategoryToTalent_talent_count_removed" ON "TalentCategory" RENAME TO "TalentCategory_talent_count_removed";
ALTER TRIGGER "CategoryToTalent_talent_count_truncate" ON "TalentCategory" RENAME TO "TalentCategory_talent_count_truncate";
ALTER TRIGGER "CategoryToTalent_public_directory_added" ON "TalentCategory" RENAME TO "TalentCategory_public_directory_added";
ALTER TRIGGER "CategoryToTalent_public_directory_removed" ON "TalentCategory" RENAME TO "TalentCategory_public_directory_removed";
ALTER TRIGGER "CategoryToTalent_public_directory_truncate" ON "TalentCategory" RENAME TO "TalentCategory_public_directory_truncate";

CREATE OR REPLACE FUNCTION category_talent_count_add_published(talent_id INTEGER, change INTEGER) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  category_id INTEGER;
BEGIN
  FOR category_id IN SELECT l."categoryId" FROM "TalentCategory" l WHERE l."talentId" = talent_id ORDER BY l."categoryId" LOOP
    UPDATE "CategoryTalentCount" SET "published" = "published" + change WHERE "categoryId" = category_id;
  END LOOP;
END $$;

CREATE OR REPLACE FUNCTION category_talent_count_links_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "Talent" t WHERE t."id" IN (SELECT "talentId" FROM added) ORDER BY t."id" FOR NO KEY UPDATE;
  INSERT INTO "CategoryTalentCount" AS c ("categoryId", "talents", "published")
  SELECT a."categoryId", count(*), count(*) FILTER (WHERE t."isApproved" AND t."isPublished")
  FROM added a LEFT JOIN "Talent" t ON t."id" = a."talentId"
  GROUP BY a."categoryId"
  ORDER BY a."categoryId"
  ON CONFLICT ("categoryId") DO UPDATE
  SET "talents" = c."talents" + EXCLUDED."talents", "published" = c."published" + EXCLUDED."published";
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION category_talent_count_links_removed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change RECORD;
BEGIN
  PERFORM 1 FROM "Talent" t WHERE t."id" IN (SELECT "talentId" FROM removed) ORDER BY t."id" FOR NO KEY UPDATE;
  FOR change IN
    SELECT r."categoryId" AS category_id, count(*)::int AS talents,
           (count(*) FILTER (WHERE t."isApproved" AND t."isPublished"))::int AS published
    FROM removed r LEFT JOIN "Talent" t ON t."id" = r."talentId"
    GROUP BY r."categoryId"
    ORDER BY r."categoryId"
  LOOP
    UPDATE "CategoryTalentCount"
      SET "talents" = "talents" - change.talents, "published" = "published" - change.published
      WHERE "categoryId" = change.category_id;
  END LOOP;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION public_directory_links_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "Talent" t WHERE t."id" IN (SELECT "talentId" FROM added) ORDER BY t."id" FOR NO KEY UPDATE;
  INSERT INTO "PublicDirectoryEntry" ("talentId", "categoryId", "gender", "birthDate", "age", "createdAt")
  SELECT t."id", a."categoryId", t."gender", t."birthDate", t."age", t."createdAt"
  FROM added a JOIN "Talent" t ON t."id" = a."talentId"
  WHERE t."isApproved" AND t."isPublished";
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION public_directory_links_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "Talent" t WHERE t."id" IN (SELECT "talentId" FROM removed) ORDER BY t."id" FOR NO KEY UPDATE;
  DELETE FROM "PublicDirectoryEntry" e USING removed r WHERE e."talentId" = r."talentId" AND e."categoryId" = r."categoryId";
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION public_directory_talent_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "PublicDirectoryEntry" WHERE "talentId" = OLD."id";
  INSERT INTO "PublicDirectoryEntry" ("talentId", "categoryId", "gender", "birthDate", "age", "createdAt")
  SELECT t."id", l."categoryId", t."gender", t."birthDate", t."age", t."createdAt"
  FROM "Talent" t JOIN "TalentCategory" l ON l."talentId" = t."id"
  WHERE t."id" = NEW."id" AND t."isApproved" AND t."isPublished";
  RETURN NULL;
END $$;
