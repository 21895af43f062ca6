-- The current text of these functions and triggers: their one home. Edit here, then run
-- `npm run db:migration -- <name>`: it writes what changed into the new migration.
-- api/test/sql-functions.test.ts checks the migrated database holds exactly this.
-- The text a visitor's search looks in (ADR 033): first name, suburb, bio and skills, lower-cased.

CREATE OR REPLACE FUNCTION public.talent_public_search_text(first_name text, suburb text, bio text, skills text[])
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$ SELECT concat_ws(E'\n', first_name, suburb, bio, array_to_string(skills, E'\n')) $function$;
