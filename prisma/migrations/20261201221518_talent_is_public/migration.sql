-- From prisma/sql-functions/10-visibility.sql
-- The current text of these functions and triggers: their one home. Edit here, then run
-- `npm run db:migration -- <name>`: it writes what changed into the new migration.
-- api/test/sql-functions.test.ts checks the migrated database holds exactly this.
-- A talent exists for visitors only when it is both approved and published: PUBLIC_TALENT_WHERE in
-- api/src/services/visibility.ts, for the triggers. IMMUTABLE and plain SQL, so a statement that
-- calls it is planned as if the condition were written out.
CREATE OR REPLACE FUNCTION public.talent_is_public(is_approved boolean, is_published boolean)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
AS $function$ SELECT is_approved AND is_published $function$;

-- From prisma/sql-functions/40-category-counters.sql
-- The current text of these functions and triggers: their one home. Edit here, then run
-- `npm run db:migration -- <name>`: it writes what changed into the new migration.
-- api/test/sql-functions.test.ts checks the migrated database holds exactly this.
-- The category counters (ADR 090): CategoryTalentCount keeps, per category, every talent and the public ones, on every write of a link, a talent or a category.

CREATE OR REPLACE FUNCTION public.category_talent_count_add_published(talent_id integer, change integer)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  category_id INTEGER;
BEGIN
  FOR category_id IN SELECT l."categoryId" FROM "TalentCategory" l WHERE l."talentId" = talent_id ORDER BY l."categoryId" LOOP
    UPDATE "CategoryTalentCount" SET "published" = "published" + change WHERE "categoryId" = category_id;
  END LOOP;
END $function$;

CREATE OR REPLACE FUNCTION public.category_talent_count_links_added()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM 1 FROM "Talent" t WHERE t."id" IN (SELECT "talentId" FROM added) ORDER BY t."id" FOR NO KEY UPDATE;
  INSERT INTO "CategoryTalentCount" AS c ("categoryId", "talents", "published")
  SELECT a."categoryId", count(*), count(*) FILTER (WHERE public.talent_is_public(t."isApproved", t."isPublished"))
  FROM added a LEFT JOIN "Talent" t ON t."id" = a."talentId"
  GROUP BY a."categoryId"
  ORDER BY a."categoryId"
  ON CONFLICT ("categoryId") DO UPDATE
  SET "talents" = c."talents" + EXCLUDED."talents", "published" = c."published" + EXCLUDED."published";
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.category_talent_count_links_removed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  change RECORD;
BEGIN
  PERFORM 1 FROM "Talent" t WHERE t."id" IN (SELECT "talentId" FROM removed) ORDER BY t."id" FOR NO KEY UPDATE;
  FOR change IN
    SELECT r."categoryId" AS category_id, count(*)::int AS talents,
           (count(*) FILTER (WHERE public.talent_is_public(t."isApproved", t."isPublished")))::int AS published
    FROM removed r LEFT JOIN "Talent" t ON t."id" = r."talentId"
    GROUP BY r."categoryId"
    ORDER BY r."categoryId"
  LOOP
    UPDATE "CategoryTalentCount"
      SET "talents" = "talents" - change.talents, "published" = "published" - change.published
      WHERE "categoryId" = change.category_id;
  END LOOP;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.category_talent_count_new_category()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO "CategoryTalentCount" ("categoryId") VALUES (NEW."id") ON CONFLICT DO NOTHING;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.category_talent_count_talent_delete()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF public.talent_is_public(OLD."isApproved", OLD."isPublished") THEN
    PERFORM category_talent_count_add_published(OLD."id", -1);
  END IF;
  RETURN OLD;
END $function$;

CREATE OR REPLACE FUNCTION public.category_talent_count_talent_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  change INTEGER := (CASE WHEN public.talent_is_public(NEW."isApproved", NEW."isPublished") THEN 1 ELSE 0 END)
                  - (CASE WHEN public.talent_is_public(OLD."isApproved", OLD."isPublished") THEN 1 ELSE 0 END);
BEGIN
  IF change <> 0 THEN
    PERFORM category_talent_count_add_published(NEW."id", change);
  END IF;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.category_talent_count_truncate()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE "CategoryTalentCount" SET "talents" = 0, "published" = 0;
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER "Category_talent_count_new" AFTER INSERT ON public."Category" FOR EACH ROW EXECUTE FUNCTION category_talent_count_new_category();

CREATE OR REPLACE TRIGGER "TalentCategory_talent_count_added" AFTER INSERT ON public."TalentCategory" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION category_talent_count_links_added();

CREATE OR REPLACE TRIGGER "TalentCategory_talent_count_removed" AFTER DELETE ON public."TalentCategory" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION category_talent_count_links_removed();

CREATE OR REPLACE TRIGGER "TalentCategory_talent_count_truncate" AFTER TRUNCATE ON public."TalentCategory" FOR EACH STATEMENT EXECUTE FUNCTION category_talent_count_truncate();

CREATE OR REPLACE TRIGGER "Talent_talent_count_delete" BEFORE DELETE ON public."Talent" FOR EACH ROW EXECUTE FUNCTION category_talent_count_talent_delete();

CREATE OR REPLACE TRIGGER "Talent_talent_count_update" AFTER UPDATE OF "isApproved", "isPublished" ON public."Talent" FOR EACH ROW EXECUTE FUNCTION category_talent_count_talent_update();

-- From prisma/sql-functions/50-public-directory.sql
-- The current text of these functions and triggers: their one home. Edit here, then run
-- `npm run db:migration -- <name>`: it writes what changed into the new migration.
-- api/test/sql-functions.test.ts checks the migrated database holds exactly this.
-- The public directory entries (ADR 111): PublicDirectoryEntry holds each public talent once per category, kept on every write of a link or a public talent.

CREATE OR REPLACE FUNCTION public.public_directory_links_added()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM 1 FROM "Talent" t WHERE t."id" IN (SELECT "talentId" FROM added) ORDER BY t."id" FOR NO KEY UPDATE;
  INSERT INTO "PublicDirectoryEntry" ("talentId", "categoryId", "gender", "birthDate", "age", "createdAt")
  SELECT t."id", a."categoryId", t."gender", t."birthDate", t."age", t."createdAt"
  FROM added a JOIN "Talent" t ON t."id" = a."talentId"
  WHERE public.talent_is_public(t."isApproved", t."isPublished");
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.public_directory_links_removed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM 1 FROM "Talent" t WHERE t."id" IN (SELECT "talentId" FROM removed) ORDER BY t."id" FOR NO KEY UPDATE;
  DELETE FROM "PublicDirectoryEntry" e USING removed r WHERE e."talentId" = r."talentId" AND e."categoryId" = r."categoryId";
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.public_directory_talent_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM "PublicDirectoryEntry" WHERE "talentId" = OLD."id";
  INSERT INTO "PublicDirectoryEntry" ("talentId", "categoryId", "gender", "birthDate", "age", "createdAt")
  SELECT t."id", l."categoryId", t."gender", t."birthDate", t."age", t."createdAt"
  FROM "Talent" t JOIN "TalentCategory" l ON l."talentId" = t."id"
  WHERE t."id" = NEW."id" AND public.talent_is_public(t."isApproved", t."isPublished");
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.public_directory_truncate()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM "PublicDirectoryEntry";
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER "TalentCategory_public_directory_added" AFTER INSERT ON public."TalentCategory" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION public_directory_links_added();

CREATE OR REPLACE TRIGGER "TalentCategory_public_directory_removed" AFTER DELETE ON public."TalentCategory" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION public_directory_links_removed();

CREATE OR REPLACE TRIGGER "TalentCategory_public_directory_truncate" AFTER TRUNCATE ON public."TalentCategory" FOR EACH STATEMENT EXECUTE FUNCTION public_directory_truncate();

CREATE OR REPLACE TRIGGER "Talent_public_directory" AFTER UPDATE OF id, "isApproved", "isPublished", gender, "birthDate", age, "createdAt" ON public."Talent" FOR EACH ROW WHEN ((((public.talent_is_public(old."isApproved", old."isPublished")) OR (public.talent_is_public(new."isApproved", new."isPublished"))) AND (((((((old.id IS DISTINCT FROM new.id) OR (old."isApproved" IS DISTINCT FROM new."isApproved")) OR (old."isPublished" IS DISTINCT FROM new."isPublished")) OR (old.gender IS DISTINCT FROM new.gender)) OR (old."birthDate" IS DISTINCT FROM new."birthDate")) OR (old.age IS DISTINCT FROM new.age)) OR (old."createdAt" IS DISTINCT FROM new."createdAt")))) EXECUTE FUNCTION public_directory_talent_changed();
