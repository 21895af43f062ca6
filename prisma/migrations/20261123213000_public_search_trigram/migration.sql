-- Written by hand (ADR 090): Prisma's schema cannot say an expression index, so
-- `npm run db:migration` has nothing to diff; later diffs compare schema files and leave this alone.
-- The public search (api/src/schema/talent-filter.ts) narrows by this trigram index on the text a
-- visitor may search (first name, suburb, bio, skills; never the last name), public talents only.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- IMMUTABLE so it can be indexed: it reads nothing but its arguments.
CREATE OR REPLACE FUNCTION talent_public_search_text(first_name text, suburb text, bio text, skills text[])
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT concat_ws(E'\n', first_name, suburb, bio, array_to_string(skills, E'\n')) $$;

CREATE INDEX "Talent_public_search_trgm" ON "Talent"
  USING gin (talent_public_search_text("firstName", "suburb", "bio", "skills") gin_trgm_ops)
  WHERE "isApproved" AND "isPublished";
