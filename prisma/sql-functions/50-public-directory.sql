-- The current text of these functions and triggers: their one home. Edit here, then run
-- `npm run db:migration -- <name>`: it writes what changed into the new migration.
-- api/test/sql-functions.test.ts checks the migrated database holds exactly this.
-- The public directory entries (ADR 090): PublicDirectoryEntry holds each public talent once per category, kept on every write of a link or a public talent.

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
