-- Written by hand (ADR 125), like ADR 090's counters it replaces part of: nothing here can be said
-- in prisma/schema.prisma, so `npm run db:migration` has nothing to diff.
--
-- The link trigger of 20261123220500_category_talent_counters counted each link row on its own and
-- read the talent's public state without a lock: a link written while another transaction
-- published or unpublished the same talent read the state from before that change, and the
-- change's trigger did not see the uncommitted link, so the published count drifted by one. And a
-- bulk load of links updated one counter row per link (200k updates of eight rows at 100k talents,
-- each leaving a dead row version behind).
--
-- Now a statement's links are counted at once from its transition table (one UPDATE per category
-- touched), after locking the talents concerned as the directory entries' triggers do (ADR 111):
-- a link written while another transaction changes the talent waits for it and reads its
-- committed row, and that transaction's trigger then reads the committed links. Locks are taken in
-- one order everywhere, talents (by id) before counter rows (by category id), so a link write and
-- a publish of the same talent wait for each other instead of deadlocking.

DROP TRIGGER "CategoryToTalent_talent_count" ON "_CategoryToTalent";
DROP FUNCTION category_talent_count_link();

CREATE FUNCTION category_talent_count_links_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "Talent" t WHERE t."id" IN (SELECT "B" FROM added) ORDER BY t."id" FOR NO KEY UPDATE;
  INSERT INTO "CategoryTalentCount" AS c ("categoryId", "talents", "published")
  SELECT a."A", count(*), count(*) FILTER (WHERE t."isApproved" AND t."isPublished")
  FROM added a LEFT JOIN "Talent" t ON t."id" = a."B"
  GROUP BY a."A"
  ORDER BY a."A"
  ON CONFLICT ("categoryId") DO UPDATE
  SET "talents" = c."talents" + EXCLUDED."talents", "published" = c."published" + EXCLUDED."published";
  RETURN NULL;
END $$;
CREATE TRIGGER "CategoryToTalent_talent_count_added" AFTER INSERT ON "_CategoryToTalent"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION category_talent_count_links_added();

-- A talent being deleted is already gone when its links are removed by the cascade: its published
-- count was taken off before (Talent_talent_count_delete), so here a missing talent counts as not
-- published. A category being deleted takes its counter row with it, so a removal only ever
-- updates rows that exist (an INSERT there would name a category that is going).
CREATE FUNCTION category_talent_count_links_removed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change RECORD;
BEGIN
  PERFORM 1 FROM "Talent" t WHERE t."id" IN (SELECT "B" FROM removed) ORDER BY t."id" FOR NO KEY UPDATE;
  FOR change IN
    SELECT r."A" AS category_id, count(*)::int AS talents,
           (count(*) FILTER (WHERE t."isApproved" AND t."isPublished"))::int AS published
    FROM removed r LEFT JOIN "Talent" t ON t."id" = r."B"
    GROUP BY r."A"
    ORDER BY r."A"
  LOOP
    UPDATE "CategoryTalentCount"
      SET "talents" = "talents" - change.talents, "published" = "published" - change.published
      WHERE "categoryId" = change.category_id;
  END LOOP;
  RETURN NULL;
END $$;
CREATE TRIGGER "CategoryToTalent_talent_count_removed" AFTER DELETE ON "_CategoryToTalent"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION category_talent_count_links_removed();

-- Counts the race may have left off by one are set to the recount once.
UPDATE "CategoryTalentCount" c
SET "talents" = n."talents", "published" = n."published"
FROM (
  SELECT cat."id", count(l."B")::int AS "talents",
         (count(l."B") FILTER (WHERE t."isApproved" AND t."isPublished"))::int AS "published"
  FROM "Category" cat
  LEFT JOIN "_CategoryToTalent" l ON l."A" = cat."id"
  LEFT JOIN "Talent" t ON t."id" = l."B"
  GROUP BY cat."id"
) n
WHERE c."categoryId" = n."id" AND (c."talents", c."published") IS DISTINCT FROM (n."talents", n."published");
