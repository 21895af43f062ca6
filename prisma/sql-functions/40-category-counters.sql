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
