-- The current text of these functions and triggers: their one home. Edit here, then run
-- `npm run db:migration -- <name>`: it writes what changed into the new migration.
-- api/test/sql-functions.test.ts checks the migrated database holds exactly this.
-- A talent's region from the suburb and state (ADR 033), set on every write of them.

CREATE OR REPLACE FUNCTION public.talent_region(suburb text, state text)
 RETURNS text
 LANGUAGE sql
 STABLE
AS $function$
  SELECT CASE
    WHEN state IS NULL OR state NOT IN ('NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'NT', 'ACT') THEN NULL
    ELSE coalesce(
      (SELECT p."region" FROM "PlaceLocality" p
        WHERE p."state" = talent_region.state
          AND p."key" = lower(regexp_replace(btrim(coalesce(talent_region.suburb, '')), '\s+', ' ', 'g'))),
      CASE WHEN state = 'ACT' THEN 'australian-capital-territory' ELSE 'rest-of-' || lower(state) END)
  END
$function$;

CREATE OR REPLACE FUNCTION public.talent_set_region()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  NEW."region" := talent_region(NEW."suburb", NEW."state");
  RETURN NEW;
END
$function$;

CREATE OR REPLACE TRIGGER talent_region BEFORE INSERT OR UPDATE OF suburb, state ON public."Talent" FOR EACH ROW EXECUTE FUNCTION talent_set_region();
