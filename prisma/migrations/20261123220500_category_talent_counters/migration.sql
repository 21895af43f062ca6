-- Written by hand (ADR 090): each category's talent counts kept current on write, so the
-- categories' talentCount reads eight rows instead of counting every link (a hash join over all
-- talents at 100k). Not in prisma/schema.prisma: only the triggers below write this table and only
-- categoryTalentCountSql (api/src/schema/talent-public-sql.ts) reads it.
CREATE TABLE "CategoryTalentCount" (
  "categoryId" INTEGER PRIMARY KEY REFERENCES "Category"("id") ON DELETE CASCADE,
  -- every talent in the category (what staff see)
  "talents" INTEGER NOT NULL DEFAULT 0,
  -- approved and published talents in it (what visitors see)
  "published" INTEGER NOT NULL DEFAULT 0
);

INSERT INTO "CategoryTalentCount" ("categoryId", "talents", "published")
SELECT c."id", count(l."B"), count(l."B") FILTER (WHERE t."isApproved" AND t."isPublished")
FROM "Category" c
LEFT JOIN "_CategoryToTalent" l ON l."A" = c."id"
LEFT JOIN "Talent" t ON t."id" = l."B"
GROUP BY c."id";

-- A new category starts at zero.
CREATE FUNCTION category_talent_count_new_category() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "CategoryTalentCount" ("categoryId") VALUES (NEW."id") ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER "Category_talent_count_new" AFTER INSERT ON "Category"
  FOR EACH ROW EXECUTE FUNCTION category_talent_count_new_category();

-- A link added or removed. A talent being deleted is already gone when its links are removed by
-- the cascade: its published count was taken off before (Talent_talent_count_delete), so here the
-- missing talent counts as not published. A category being deleted takes its row with it, so
-- only an UPDATE (never an INSERT) follows a removal.
CREATE FUNCTION category_talent_count_link() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  is_public BOOLEAN;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT t."isApproved" AND t."isPublished" INTO is_public FROM "Talent" t WHERE t."id" = NEW."B";
    INSERT INTO "CategoryTalentCount" AS c ("categoryId", "talents", "published")
      VALUES (NEW."A", 1, CASE WHEN is_public THEN 1 ELSE 0 END)
      ON CONFLICT ("categoryId") DO UPDATE
      SET "talents" = c."talents" + 1, "published" = c."published" + CASE WHEN is_public THEN 1 ELSE 0 END;
  ELSE
    SELECT t."isApproved" AND t."isPublished" INTO is_public FROM "Talent" t WHERE t."id" = OLD."B";
    UPDATE "CategoryTalentCount"
      SET "talents" = "talents" - 1, "published" = "published" - CASE WHEN is_public THEN 1 ELSE 0 END
      WHERE "categoryId" = OLD."A";
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "CategoryToTalent_talent_count" AFTER INSERT OR DELETE ON "_CategoryToTalent"
  FOR EACH ROW EXECUTE FUNCTION category_talent_count_link();

-- Adds `change` to the published count of each of a talent's categories, in category order, so
-- two transactions publishing talents that share categories take the row locks in the same order.
CREATE FUNCTION category_talent_count_add_published(talent_id INTEGER, change INTEGER) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  category_id INTEGER;
BEGIN
  FOR category_id IN SELECT l."A" FROM "_CategoryToTalent" l WHERE l."B" = talent_id ORDER BY l."A" LOOP
    UPDATE "CategoryTalentCount" SET "published" = "published" + change WHERE "categoryId" = category_id;
  END LOOP;
END $$;

-- A talent published, unpublished, approved or unapproved moves between the two counts.
CREATE FUNCTION category_talent_count_talent_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change INTEGER := (CASE WHEN NEW."isApproved" AND NEW."isPublished" THEN 1 ELSE 0 END)
                  - (CASE WHEN OLD."isApproved" AND OLD."isPublished" THEN 1 ELSE 0 END);
BEGIN
  IF change <> 0 THEN
    PERFORM category_talent_count_add_published(NEW."id", change);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "Talent_talent_count_update" AFTER UPDATE OF "isApproved", "isPublished" ON "Talent"
  FOR EACH ROW EXECUTE FUNCTION category_talent_count_talent_update();

-- A published talent deleted: its categories lose it from the published count while its links
-- can still be read (the link trigger then takes it off the total).
CREATE FUNCTION category_talent_count_talent_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."isApproved" AND OLD."isPublished" THEN
    PERFORM category_talent_count_add_published(OLD."id", -1);
  END IF;
  RETURN OLD;
END $$;
CREATE TRIGGER "Talent_talent_count_delete" BEFORE DELETE ON "Talent"
  FOR EACH ROW EXECUTE FUNCTION category_talent_count_talent_delete();

-- TRUNCATE fires no row triggers: emptying the links empties the counts.
CREATE FUNCTION category_talent_count_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "CategoryTalentCount" SET "talents" = 0, "published" = 0;
  RETURN NULL;
END $$;
CREATE TRIGGER "CategoryToTalent_talent_count_truncate" AFTER TRUNCATE ON "_CategoryToTalent"
  FOR EACH STATEMENT EXECUTE FUNCTION category_talent_count_truncate();
