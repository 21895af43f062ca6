-- Experience becomes ordered credits, and reels are new (ADR 144, ADR 145). The columns are what
-- prisma/schema.prisma says; the conversion between them is written by hand.
--
-- Nothing stored is dropped: each line of old experience text becomes a credit. A line in the
-- usual shape, "Role, 'Production' (Company, 2021)", is split into its parts, "Text (2021)" into the
-- production and its year, and any other line is kept whole as the production (cut at a space
-- into rows of at most 1000 characters, the production's limit). Structured JSON that is not
-- { "text": ... } keeps every key and value as lines "key: value". common/credits.ts
-- (creditFromLine) splits a line the same way; api/test/credits-migration.test.ts holds the two
-- together.

ALTER TABLE "Talent" ADD COLUMN "credits" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN "reels" JSONB NOT NULL DEFAULT '[]';

-- The lines of an old experience value, in order.
CREATE FUNCTION pg_temp.experience_lines(value jsonb, prefix text DEFAULT '') RETURNS SETOF text
LANGUAGE plpgsql AS $$
DECLARE
  item record;
  line text;
BEGIN
  IF value IS NULL OR jsonb_typeof(value) = 'null' THEN
    RETURN;
  ELSIF jsonb_typeof(value) = 'string' THEN
    FOR line IN SELECT regexp_split_to_table(value #>> '{}', E'\\r?\\n') LOOP
      IF btrim(line) <> '' THEN RETURN NEXT prefix || btrim(line); END IF;
    END LOOP;
  ELSIF jsonb_typeof(value) = 'array' THEN
    FOR item IN SELECT elem FROM jsonb_array_elements(value) WITH ORDINALITY AS a(elem, n) ORDER BY n LOOP
      RETURN QUERY SELECT * FROM pg_temp.experience_lines(item.elem, prefix);
    END LOOP;
  ELSIF jsonb_typeof(value) = 'object' THEN
    -- { "text": "..." } is the old editor's own shape: its key is not part of the text.
    IF (SELECT array_agg(k) FROM jsonb_object_keys(value) AS k) = ARRAY['text'] AND jsonb_typeof(value -> 'text') = 'string' AND prefix = '' THEN
      RETURN QUERY SELECT * FROM pg_temp.experience_lines(value -> 'text', '');
      RETURN;
    END IF;
    FOR item IN SELECT key, val FROM jsonb_each(value) AS e(key, val) LOOP
      RETURN QUERY SELECT * FROM pg_temp.experience_lines(item.val, prefix || item.key || ': ');
    END LOOP;
  ELSE
    RETURN NEXT prefix || (value #>> '{}');
  END IF;
END $$;

-- A line as one or more credits (more only when it is longer than a production may be).
CREATE FUNCTION pg_temp.line_credits(line text) RETURNS SETOF jsonb
LANGUAGE plpgsql AS $$
DECLARE
  parts text[];
  rest text := line;
  cut int;
BEGIN
  parts := regexp_match(line, E'^([^'',]+),\\s*''(.+)''\\s*\\(([^()]*),\\s*((19|20)[0-9]{2})\\)$');
  IF parts IS NOT NULL AND length(btrim(parts[2])) <= 1000 AND length(btrim(parts[1])) <= 200 AND length(btrim(parts[3])) <= 200 THEN
    RETURN NEXT jsonb_build_object('year', parts[4]::int, 'production', btrim(parts[2]), 'role', btrim(parts[1]), 'company', nullif(btrim(parts[3]), ''));
    RETURN;
  END IF;
  parts := regexp_match(line, E'^(.+)\\s\\(((19|20)[0-9]{2})\\)$');
  IF parts IS NOT NULL AND length(btrim(parts[1])) <= 1000 THEN
    RETURN NEXT jsonb_build_object('year', parts[2]::int, 'production', btrim(parts[1]), 'role', NULL, 'company', NULL);
    RETURN;
  END IF;
  WHILE length(rest) > 1000 LOOP
    cut := 1000 - position(' ' IN reverse(left(rest, 1000)));
    IF cut <= 0 OR cut = 1000 THEN cut := 1000; END IF;
    RETURN NEXT jsonb_build_object('year', NULL, 'production', btrim(left(rest, cut)), 'role', NULL, 'company', NULL);
    rest := btrim(substr(rest, cut + 1));
  END LOOP;
  IF rest <> '' THEN
    RETURN NEXT jsonb_build_object('year', NULL, 'production', rest, 'role', NULL, 'company', NULL);
  END IF;
END $$;

UPDATE "Talent" t
SET "credits" = converted.credits
FROM (
  SELECT talent."id", coalesce(jsonb_agg(credit ORDER BY line_no, credit_no), '[]'::jsonb) AS credits
  FROM "Talent" talent
  CROSS JOIN LATERAL pg_temp.experience_lines(talent."experience") WITH ORDINALITY AS l(line, line_no)
  CROSS JOIN LATERAL pg_temp.line_credits(l.line) WITH ORDINALITY AS c(credit, credit_no)
  WHERE talent."experience" IS NOT NULL
  GROUP BY talent."id"
) converted
WHERE t."id" = converted."id";

DROP FUNCTION pg_temp.line_credits(text);
DROP FUNCTION pg_temp.experience_lines(jsonb, text);

ALTER TABLE "Talent" DROP COLUMN "experience";
