-- The current text of these functions and triggers: their one home. Edit here, then run
-- `npm run db:migration -- <name>`: it writes what changed into the new migration.
-- api/test/sql-functions.test.ts checks the migrated database holds exactly this.
-- A talent's age on `today` (common/age.ts talentAge): the whole years from the birth date when
-- all of it is known, else the age as entered. The public statements compute it here so the birth
-- date never leaves the database; api/test/sql-functions.test.ts holds it to ageOn.
CREATE OR REPLACE FUNCTION public.talent_age(birth_day integer, birth_month integer, birth_year integer, age integer, today date)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT CASE WHEN birth_day IS NOT NULL AND birth_month IS NOT NULL AND birth_year IS NOT NULL
    THEN extract(year FROM today)::int - birth_year
      - CASE WHEN (extract(month FROM today)::int, extract(day FROM today)::int) < (birth_month, birth_day) THEN 1 ELSE 0 END
    ELSE age END
$function$;
