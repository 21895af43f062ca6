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
