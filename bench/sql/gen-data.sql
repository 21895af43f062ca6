-- Synthetic roster for the talent app's schema (run after the app's own migrations).
-- Copied from the peer benchmark harness's data generator (the same roster the peers are measured on),
-- plus talent requests; bench/data.ts runs it.
-- Deterministic: every value comes from hashint4(row number + salt), so each scale is reproducible.
-- Mix: 70% approved+published, 10% approved never published, 5% unpublished, 15% pending;
-- 1-3 categories each (Actors most common); ages 5-80 skewed to 18-40 (10% age-only, no birth date);
-- 1-6 images each, ~90% with a stored file and card/thumb copies.
-- @@ separates statements; :n is replaced by the number of talents.

TRUNCATE "TalentCategory", "TalentImage", "TalentDocument", "RequestedTalent", "OutboxEmail", "Talent", "Category" RESTART IDENTITY CASCADE;
--@@
-- Inserted in name order, so id order = name order (the app orders a talent's categories by name).
INSERT INTO "Category" ("name", "description", "imageUrl", "updatedAt")
SELECT name, 'Category ' || name, '/uploads/images/category-' || ord || '.jpg', now()
FROM unnest(ARRAY['Actors','Dancers','Extras','Kids & Teens','Models','Musicians','Presenters','Voice Artists']) WITH ORDINALITY AS c(name, ord)
ORDER BY name;
--@@
CREATE TEMP TABLE gen AS
SELECT g,
       abs(hashint4(g)) % 100            AS h_status,
       abs(hashint4(g + 1000003)) % 100  AS h_gender,
       abs(hashint4(g + 2000003)) % 100  AS h_ageband,
       abs(hashint4(g + 3000003))        AS h_age,
       abs(hashint4(g + 4000003)) % 100  AS h_cat,
       abs(hashint4(g + 5000003))        AS h_misc,
       abs(hashint4(g + 6000003))        AS h_time
FROM generate_series(1, :n) AS g;
--@@
CREATE TEMP TABLE gen2 AS
SELECT *,
  CASE WHEN h_ageband < 12 THEN 5  + h_age % 13      -- 5-17
       WHEN h_ageband < 70 THEN 18 + h_age % 23      -- 18-40
       WHEN h_ageband < 90 THEN 41 + h_age % 20      -- 41-60
       ELSE                     61 + h_age % 20 END  -- 61-80
    AS years,
  (current_date - ((CASE WHEN h_ageband < 12 THEN 5  + h_age % 13 WHEN h_ageband < 70 THEN 18 + h_age % 23
                          WHEN h_ageband < 90 THEN 41 + h_age % 20 ELSE 61 + h_age % 20 END) * 365.25)::int
                - (h_misc % 365))::date AS bdate,
  (h_misc % 10 = 3) AS age_only,
  now() - make_interval(secs => (h_time % 94608000)) AS created
FROM gen;
--@@
INSERT INTO "Talent" ("firstName","lastName","email","phone","gender","age","height","birthDay","birthMonth","birthYear","birthDate",
  "eyeColor","hairColor","smoker","location","suburb","postcode","state","bio","skills","playableAgeMin","playableAgeMax",
  "imageUrl","headshotUrl","fullBodyShotUrl","isApproved","isPublished","publishedAt","createdAt","updatedAt")
SELECT
  (ARRAY['Olivia','Jack','Charlotte','Noah','Amelia','William','Isla','Oliver','Mia','Thomas','Ava','James','Grace','Lucas','Chloe','Henry','Zoe','Leo','Ruby','Ethan'])[1 + h_misc % 20],
  (ARRAY['Smith','Jones','Williams','Brown','Wilson','Taylor','Nguyen','Johnson','Martin','White','Anderson','Walker','Thompson','Kelly','Lee','Ryan'])[1 + (h_misc / 20) % 16] || g,
  'talent' || g || '@example.com',
  '04' || lpad((h_misc % 100000000)::text, 8, '0'),
  CASE WHEN h_gender < 47 THEN 'Female' WHEN h_gender < 94 THEN 'Male' WHEN h_gender < 98 THEN 'Non-binary' ELSE 'Other' END,
  CASE WHEN age_only THEN years END,
  145 + h_misc % 56,
  CASE WHEN NOT age_only THEN extract(day FROM bdate)::int END,
  CASE WHEN NOT age_only THEN extract(month FROM bdate)::int END,
  CASE WHEN NOT age_only THEN extract(year FROM bdate)::int END,
  CASE WHEN NOT age_only THEN bdate END,
  (ARRAY['brown','blue','green','hazel','grey','amber','other'])[1 + (h_misc / 7) % 7],
  (ARRAY['black','brown','blonde','red','auburn','grey','white','other'])[1 + (h_misc / 11) % 8],
  (h_misc % 9 = 0),
  (1 + h_misc % 300) || ' Example Street',
  (ARRAY['Fitzroy','Carlton','Richmond','St Kilda','Brunswick','Newtown','Surry Hills','Fortitude Valley','Fremantle','Glenelg'])[1 + (h_misc / 13) % 10],
  (3000 + h_misc % 999)::text,
  (ARRAY['VIC','VIC','VIC','NSW','NSW','QLD','WA','SA','TAS','ACT','NT'])[1 + (h_misc / 17) % 11],
  'Generated talent ' || g || '. Experienced performer with screen, stage and commercial credits; comfortable on set, reliable and easy to work with.',
  (ARRAY['Acting','Improvisation','Singing','Dance','Accents','Horse riding','Swimming','Stage combat']::text[])[1 + h_misc % 4 : 2 + h_misc % 4 + h_misc % 3],
  CASE WHEN h_misc % 3 = 0 THEN greatest(years - 3, 5) END,
  CASE WHEN h_misc % 3 = 0 THEN years + 3 END,
  NULL,
  CASE WHEN h_misc % 2 = 0 THEN '/uploads/images/headshot-' || g || '.jpg' END,
  CASE WHEN h_misc % 4 = 0 THEN '/uploads/images/fullbody-' || g || '.jpg' END,
  h_status < 85,
  h_status < 70,
  CASE WHEN h_status < 70 OR h_status BETWEEN 80 AND 84 THEN created + interval '2 days' END,
  created,
  created
FROM gen2 ORDER BY g;
--@@
-- 1-3 categories each; the first is weighted (Actors 35%, Models 20%, Extras 12%, ...), the others distinct.
INSERT INTO "TalentCategory" ("categoryId", "talentId")
SELECT DISTINCT ((first_cat - 1 + k * 3) % 8) + 1, g
FROM (SELECT g, 1 + h_misc % 3 AS n_cat,
             CASE WHEN h_cat < 35 THEN 1 WHEN h_cat < 55 THEN 5 WHEN h_cat < 67 THEN 3 WHEN h_cat < 75 THEN 7
                  WHEN h_cat < 82 THEN 2 WHEN h_cat < 89 THEN 8 WHEN h_cat < 95 THEN 6 ELSE 4 END AS first_cat
      FROM gen) t
CROSS JOIN LATERAL generate_series(0, n_cat - 1) AS k;
--@@
-- 1-6 images each; about one in ten is a record still waiting for its file (storageUrl null).
INSERT INTO "TalentImage" ("talentId","filename","title","caption","sequence","storageUrl","cardUrl","thumbUrl","createdAt","updatedAt")
SELECT g, 'talent-' || g || '-' || s || '.jpg', 'Portfolio ' || s, 'Portfolio shot ' || s, s - 1,
       CASE WHEN (g + s) % 10 <> 0 THEN '/uploads/images/talent-' || g || '-' || s || '.jpg' END,
       CASE WHEN (g + s) % 10 <> 0 THEN '/uploads/images/talent-' || g || '-' || s || '-card.webp' END,
       CASE WHEN (g + s) % 10 <> 0 THEN '/uploads/images/talent-' || g || '-' || s || '-thumb.webp' END,
       now(), now()
FROM gen CROSS JOIN LATERAL generate_series(1, 1 + (h_misc / 23) % 6) AS s;
--@@
DROP TABLE gen2;
--@@
-- One client request per ten talents (bench addition), each naming 1-3 talents, in every status.
INSERT INTO "TalentRequest" ("clientName","organizationName","phone","email","projectDescription","status","createdAt","updatedAt")
SELECT 'Client ' || g, 'Production ' || (g % 50), '0400 000 000', 'client' || (g % 200) || '@example.com',
       'A commercial shoot needing talent for two days.', (ARRAY['pending','reviewed','approved','rejected'])[1 + g % 4],
       now() - make_interval(secs => (h_time % 31536000)), now()
FROM gen WHERE g % 10 = 0 ORDER BY g;
--@@
INSERT INTO "RequestedTalent" ("requestId","requestedId","talentId","position")
SELECT DISTINCT ON (r.id, t.id) r.id, t.id, t.id, k
FROM "TalentRequest" r
CROSS JOIN LATERAL generate_series(0, r.id % 3) AS k
JOIN "Talent" t ON t.id = 1 + (abs(hashint4(r.id * 7 + k)) % :n);
--@@
-- Bookings (bench addition): a job per two talents, 1-3 days each, spread over four years around
-- today, ten bookings per job (50k at 10k talents: about a thousand in any month), and a book-out
-- of a week or less for one talent in five.
INSERT INTO "Job" ("title","location","startDate","endDate","createdAt","updatedAt")
SELECT 'Job ' || g, 'Melbourne', d, d + (g % 3), now(), now()
FROM (SELECT g, current_date - 730 + (abs(hashint4(g * 13)) % 1460) AS d FROM generate_series(1, greatest(:n / 2, 1)) AS g) jobs;
--@@
INSERT INTO "Booking" ("talentId","jobId","status","optionRank","createdAt","updatedAt")
SELECT 1 + (abs(hashint4(j.id * 31 + k)) % :n), j.id, (ARRAY['CONFIRMED','CONFIRMED','HOLD','HOLD','RELEASED'])[1 + (j.id + k) % 5],
       CASE WHEN (j.id + k) % 5 < 4 THEN 1 + k % 3 END, now(), now()
FROM "Job" j CROSS JOIN generate_series(0, 9) AS k;
--@@
INSERT INTO "BookOut" ("talentId","startDate","endDate","note","createdAt")
SELECT g, d, d + (g % 7), 'Holiday', now()
FROM (SELECT g, current_date - 365 + (abs(hashint4(g * 17)) % 730) AS d FROM generate_series(1, :n, 5) AS g) outs;
--@@
DROP TABLE gen;
--@@
-- Settled before anything is measured, as a production database is by autovacuum: the counter
-- triggers leave every CategoryTalentCount update behind as a dead row version (thousands of pages
-- for eight live rows), the visibility map is empty after a bulk load (no index-only scans) and
-- hint bits are unset. The PostgreSQL of this project runs with autovacuum off, and PGlite has no
-- autovacuum at all, so the load does it itself (ADR 090).
VACUUM (ANALYZE);
