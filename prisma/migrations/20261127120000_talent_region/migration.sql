-- Written by hand (ADR 148): a trigger-kept column and a lookup table cannot be said in
-- prisma/schema.prisma. The talent's region (an ABS Greater Capital City area or the rest of a
-- state, common/places/regions.ts) is derived from its suburb and state on every write that sets
-- them, whatever writes them (the app, the demo seed, the bench's SQL load), from "PlaceLocality",
-- the database's copy of common/places/localities.ts (the rows below come from
-- scripts/place-localities-sql.ts; api/test/places.test.ts checks the copy is equal).

CREATE TABLE "PlaceLocality" (
  "state" TEXT NOT NULL,
  -- The locality's name lower-cased with single spaces: what a suburb is compared by.
  "key" TEXT NOT NULL,
  "name" TEXT NOT NULL,
  "region" TEXT NOT NULL,
  PRIMARY KEY ("state", "key")
);

-- A suburb not in the table is in the rest of its state; the ACT is all one area. No state, or a
-- value that is not one, has no region.
CREATE FUNCTION talent_region(suburb TEXT, state TEXT) RETURNS TEXT LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN state IS NULL OR state NOT IN ('NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'NT', 'ACT') THEN NULL
    ELSE coalesce(
      (SELECT p."region" FROM "PlaceLocality" p
        WHERE p."state" = talent_region.state
          AND p."key" = lower(regexp_replace(btrim(coalesce(talent_region.suburb, '')), '\s+', ' ', 'g'))),
      CASE WHEN state = 'ACT' THEN 'australian-capital-territory' ELSE 'rest-of-' || lower(state) END)
  END
$$;

ALTER TABLE "Talent" ADD COLUMN "region" TEXT;

CREATE FUNCTION talent_set_region() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."region" := talent_region(NEW."suburb", NEW."state");
  RETURN NEW;
END
$$;

-- Only the suburb and the state decide it; Prisma never names "region", so no other write can set it.
CREATE TRIGGER talent_region BEFORE INSERT OR UPDATE OF "suburb", "state" ON "Talent"
  FOR EACH ROW EXECUTE FUNCTION talent_set_region();

-- The location filter and a place search walk the public talents of a region or a state newest
-- first (the directory's order), and count them, on these.
CREATE INDEX "Talent_public_region" ON "Talent" ("region", "createdAt" DESC, "id" DESC)
  WHERE "isApproved" AND "isPublished";
CREATE INDEX "Talent_public_state" ON "Talent" ("state", "createdAt" DESC, "id" DESC)
  WHERE "isApproved" AND "isPublished";

-- The table, and the regions of the talents there already.
DELETE FROM "PlaceLocality";
INSERT INTO "PlaceLocality" ("state", "key", "name", "region") VALUES
  ('VIC', 'melbourne', 'Melbourne', 'greater-melbourne'), ('VIC', 'abbotsford', 'Abbotsford', 'greater-melbourne'), ('VIC', 'albert park', 'Albert Park', 'greater-melbourne'),
  ('VIC', 'altona', 'Altona', 'greater-melbourne'), ('VIC', 'armadale', 'Armadale', 'greater-melbourne'), ('VIC', 'ascot vale', 'Ascot Vale', 'greater-melbourne'),
  ('VIC', 'balwyn', 'Balwyn', 'greater-melbourne'), ('VIC', 'bentleigh', 'Bentleigh', 'greater-melbourne'), ('VIC', 'berwick', 'Berwick', 'greater-melbourne'),
  ('VIC', 'box hill', 'Box Hill', 'greater-melbourne'), ('VIC', 'brighton', 'Brighton', 'greater-melbourne'), ('VIC', 'brunswick', 'Brunswick', 'greater-melbourne'),
  ('VIC', 'brunswick east', 'Brunswick East', 'greater-melbourne'), ('VIC', 'brunswick west', 'Brunswick West', 'greater-melbourne'), ('VIC', 'bundoora', 'Bundoora', 'greater-melbourne'),
  ('VIC', 'burwood', 'Burwood', 'greater-melbourne'), ('VIC', 'camberwell', 'Camberwell', 'greater-melbourne'), ('VIC', 'carlton', 'Carlton', 'greater-melbourne'),
  ('VIC', 'carlton north', 'Carlton North', 'greater-melbourne'), ('VIC', 'caulfield', 'Caulfield', 'greater-melbourne'), ('VIC', 'chadstone', 'Chadstone', 'greater-melbourne'),
  ('VIC', 'cheltenham', 'Cheltenham', 'greater-melbourne'), ('VIC', 'clayton', 'Clayton', 'greater-melbourne'), ('VIC', 'coburg', 'Coburg', 'greater-melbourne'),
  ('VIC', 'collingwood', 'Collingwood', 'greater-melbourne'), ('VIC', 'craigieburn', 'Craigieburn', 'greater-melbourne'), ('VIC', 'cranbourne', 'Cranbourne', 'greater-melbourne'),
  ('VIC', 'croydon', 'Croydon', 'greater-melbourne'), ('VIC', 'dandenong', 'Dandenong', 'greater-melbourne'), ('VIC', 'docklands', 'Docklands', 'greater-melbourne'),
  ('VIC', 'doncaster', 'Doncaster', 'greater-melbourne'), ('VIC', 'elsternwick', 'Elsternwick', 'greater-melbourne'), ('VIC', 'elwood', 'Elwood', 'greater-melbourne'),
  ('VIC', 'epping', 'Epping', 'greater-melbourne'), ('VIC', 'essendon', 'Essendon', 'greater-melbourne'), ('VIC', 'fitzroy', 'Fitzroy', 'greater-melbourne'),
  ('VIC', 'fitzroy north', 'Fitzroy North', 'greater-melbourne'), ('VIC', 'flemington', 'Flemington', 'greater-melbourne'), ('VIC', 'footscray', 'Footscray', 'greater-melbourne'),
  ('VIC', 'frankston', 'Frankston', 'greater-melbourne'), ('VIC', 'glen iris', 'Glen Iris', 'greater-melbourne'), ('VIC', 'glen waverley', 'Glen Waverley', 'greater-melbourne'),
  ('VIC', 'greensborough', 'Greensborough', 'greater-melbourne'), ('VIC', 'hawthorn', 'Hawthorn', 'greater-melbourne'), ('VIC', 'hawthorn east', 'Hawthorn East', 'greater-melbourne'),
  ('VIC', 'heidelberg', 'Heidelberg', 'greater-melbourne'), ('VIC', 'ivanhoe', 'Ivanhoe', 'greater-melbourne'), ('VIC', 'kensington', 'Kensington', 'greater-melbourne'),
  ('VIC', 'kew', 'Kew', 'greater-melbourne'), ('VIC', 'malvern', 'Malvern', 'greater-melbourne'), ('VIC', 'malvern east', 'Malvern East', 'greater-melbourne'),
  ('VIC', 'melton', 'Melton', 'greater-melbourne'), ('VIC', 'mentone', 'Mentone', 'greater-melbourne'), ('VIC', 'mitcham', 'Mitcham', 'greater-melbourne'),
  ('VIC', 'moonee ponds', 'Moonee Ponds', 'greater-melbourne'), ('VIC', 'mornington', 'Mornington', 'greater-melbourne'), ('VIC', 'mount waverley', 'Mount Waverley', 'greater-melbourne'),
  ('VIC', 'northcote', 'Northcote', 'greater-melbourne'), ('VIC', 'north melbourne', 'North Melbourne', 'greater-melbourne'), ('VIC', 'oakleigh', 'Oakleigh', 'greater-melbourne'),
  ('VIC', 'pakenham', 'Pakenham', 'greater-melbourne'), ('VIC', 'parkville', 'Parkville', 'greater-melbourne'), ('VIC', 'point cook', 'Point Cook', 'greater-melbourne'),
  ('VIC', 'port melbourne', 'Port Melbourne', 'greater-melbourne'), ('VIC', 'prahran', 'Prahran', 'greater-melbourne'), ('VIC', 'preston', 'Preston', 'greater-melbourne'),
  ('VIC', 'reservoir', 'Reservoir', 'greater-melbourne'), ('VIC', 'richmond', 'Richmond', 'greater-melbourne'), ('VIC', 'ringwood', 'Ringwood', 'greater-melbourne'),
  ('VIC', 'sandringham', 'Sandringham', 'greater-melbourne'), ('VIC', 'seddon', 'Seddon', 'greater-melbourne'), ('VIC', 'south melbourne', 'South Melbourne', 'greater-melbourne'),
  ('VIC', 'south yarra', 'South Yarra', 'greater-melbourne'), ('VIC', 'southbank', 'Southbank', 'greater-melbourne'), ('VIC', 'springvale', 'Springvale', 'greater-melbourne'),
  ('VIC', 'st albans', 'St Albans', 'greater-melbourne'), ('VIC', 'st kilda', 'St Kilda', 'greater-melbourne'), ('VIC', 'st kilda east', 'St Kilda East', 'greater-melbourne'),
  ('VIC', 'sunbury', 'Sunbury', 'greater-melbourne'), ('VIC', 'sunshine', 'Sunshine', 'greater-melbourne'), ('VIC', 'surrey hills', 'Surrey Hills', 'greater-melbourne'),
  ('VIC', 'thornbury', 'Thornbury', 'greater-melbourne'), ('VIC', 'toorak', 'Toorak', 'greater-melbourne'), ('VIC', 'tullamarine', 'Tullamarine', 'greater-melbourne'),
  ('VIC', 'werribee', 'Werribee', 'greater-melbourne'), ('VIC', 'west melbourne', 'West Melbourne', 'greater-melbourne'), ('VIC', 'williamstown', 'Williamstown', 'greater-melbourne'),
  ('VIC', 'windsor', 'Windsor', 'greater-melbourne'), ('VIC', 'yarraville', 'Yarraville', 'greater-melbourne'), ('VIC', 'geelong', 'Geelong', 'rest-of-vic'),
  ('VIC', 'ballarat central', 'Ballarat Central', 'rest-of-vic'), ('VIC', 'ballarat', 'Ballarat', 'rest-of-vic'), ('VIC', 'bendigo', 'Bendigo', 'rest-of-vic'),
  ('VIC', 'torquay', 'Torquay', 'rest-of-vic'), ('VIC', 'warrnambool', 'Warrnambool', 'rest-of-vic'), ('VIC', 'shepparton', 'Shepparton', 'rest-of-vic'),
  ('VIC', 'mildura', 'Mildura', 'rest-of-vic'), ('VIC', 'traralgon', 'Traralgon', 'rest-of-vic'), ('NSW', 'sydney', 'Sydney', 'greater-sydney'),
  ('NSW', 'alexandria', 'Alexandria', 'greater-sydney'), ('NSW', 'annandale', 'Annandale', 'greater-sydney'), ('NSW', 'ashfield', 'Ashfield', 'greater-sydney'),
  ('NSW', 'balmain', 'Balmain', 'greater-sydney'), ('NSW', 'bankstown', 'Bankstown', 'greater-sydney'), ('NSW', 'blacktown', 'Blacktown', 'greater-sydney'),
  ('NSW', 'bondi', 'Bondi', 'greater-sydney'), ('NSW', 'bondi beach', 'Bondi Beach', 'greater-sydney'), ('NSW', 'bondi junction', 'Bondi Junction', 'greater-sydney'),
  ('NSW', 'brookvale', 'Brookvale', 'greater-sydney'), ('NSW', 'burwood', 'Burwood', 'greater-sydney'), ('NSW', 'campbelltown', 'Campbelltown', 'greater-sydney'),
  ('NSW', 'camperdown', 'Camperdown', 'greater-sydney'), ('NSW', 'castle hill', 'Castle Hill', 'greater-sydney'), ('NSW', 'chatswood', 'Chatswood', 'greater-sydney'),
  ('NSW', 'chippendale', 'Chippendale', 'greater-sydney'), ('NSW', 'coogee', 'Coogee', 'greater-sydney'), ('NSW', 'cronulla', 'Cronulla', 'greater-sydney'),
  ('NSW', 'darlinghurst', 'Darlinghurst', 'greater-sydney'), ('NSW', 'darlington', 'Darlington', 'greater-sydney'), ('NSW', 'dee why', 'Dee Why', 'greater-sydney'),
  ('NSW', 'double bay', 'Double Bay', 'greater-sydney'), ('NSW', 'drummoyne', 'Drummoyne', 'greater-sydney'), ('NSW', 'enmore', 'Enmore', 'greater-sydney'),
  ('NSW', 'epping', 'Epping', 'greater-sydney'), ('NSW', 'erskineville', 'Erskineville', 'greater-sydney'), ('NSW', 'glebe', 'Glebe', 'greater-sydney'),
  ('NSW', 'gosford', 'Gosford', 'greater-sydney'), ('NSW', 'hornsby', 'Hornsby', 'greater-sydney'), ('NSW', 'hurstville', 'Hurstville', 'greater-sydney'),
  ('NSW', 'katoomba', 'Katoomba', 'greater-sydney'), ('NSW', 'kings cross', 'Kings Cross', 'greater-sydney'), ('NSW', 'kogarah', 'Kogarah', 'greater-sydney'),
  ('NSW', 'leichhardt', 'Leichhardt', 'greater-sydney'), ('NSW', 'lane cove', 'Lane Cove', 'greater-sydney'), ('NSW', 'liverpool', 'Liverpool', 'greater-sydney'),
  ('NSW', 'manly', 'Manly', 'greater-sydney'), ('NSW', 'marrickville', 'Marrickville', 'greater-sydney'), ('NSW', 'mascot', 'Mascot', 'greater-sydney'),
  ('NSW', 'maroubra', 'Maroubra', 'greater-sydney'), ('NSW', 'milsons point', 'Milsons Point', 'greater-sydney'), ('NSW', 'mosman', 'Mosman', 'greater-sydney'),
  ('NSW', 'neutral bay', 'Neutral Bay', 'greater-sydney'), ('NSW', 'newtown', 'Newtown', 'greater-sydney'), ('NSW', 'north sydney', 'North Sydney', 'greater-sydney'),
  ('NSW', 'paddington', 'Paddington', 'greater-sydney'), ('NSW', 'parramatta', 'Parramatta', 'greater-sydney'), ('NSW', 'penrith', 'Penrith', 'greater-sydney'),
  ('NSW', 'petersham', 'Petersham', 'greater-sydney'), ('NSW', 'potts point', 'Potts Point', 'greater-sydney'), ('NSW', 'pyrmont', 'Pyrmont', 'greater-sydney'),
  ('NSW', 'randwick', 'Randwick', 'greater-sydney'), ('NSW', 'redfern', 'Redfern', 'greater-sydney'), ('NSW', 'rozelle', 'Rozelle', 'greater-sydney'),
  ('NSW', 'ryde', 'Ryde', 'greater-sydney'), ('NSW', 'st leonards', 'St Leonards', 'greater-sydney'), ('NSW', 'st peters', 'St Peters', 'greater-sydney'),
  ('NSW', 'stanmore', 'Stanmore', 'greater-sydney'), ('NSW', 'strathfield', 'Strathfield', 'greater-sydney'), ('NSW', 'surry hills', 'Surry Hills', 'greater-sydney'),
  ('NSW', 'sutherland', 'Sutherland', 'greater-sydney'), ('NSW', 'sydenham', 'Sydenham', 'greater-sydney'), ('NSW', 'the rocks', 'The Rocks', 'greater-sydney'),
  ('NSW', 'ultimo', 'Ultimo', 'greater-sydney'), ('NSW', 'waterloo', 'Waterloo', 'greater-sydney'), ('NSW', 'waverley', 'Waverley', 'greater-sydney'),
  ('NSW', 'woollahra', 'Woollahra', 'greater-sydney'), ('NSW', 'zetland', 'Zetland', 'greater-sydney'), ('NSW', 'newcastle', 'Newcastle', 'rest-of-nsw'),
  ('NSW', 'wollongong', 'Wollongong', 'rest-of-nsw'), ('NSW', 'byron bay', 'Byron Bay', 'rest-of-nsw'), ('NSW', 'coffs harbour', 'Coffs Harbour', 'rest-of-nsw'),
  ('NSW', 'port macquarie', 'Port Macquarie', 'rest-of-nsw'), ('NSW', 'wagga wagga', 'Wagga Wagga', 'rest-of-nsw'), ('NSW', 'albury', 'Albury', 'rest-of-nsw'),
  ('NSW', 'orange', 'Orange', 'rest-of-nsw'), ('NSW', 'bathurst', 'Bathurst', 'rest-of-nsw'), ('QLD', 'brisbane city', 'Brisbane City', 'greater-brisbane'),
  ('QLD', 'brisbane', 'Brisbane', 'greater-brisbane'), ('QLD', 'annerley', 'Annerley', 'greater-brisbane'), ('QLD', 'ascot', 'Ascot', 'greater-brisbane'),
  ('QLD', 'ashgrove', 'Ashgrove', 'greater-brisbane'), ('QLD', 'bulimba', 'Bulimba', 'greater-brisbane'), ('QLD', 'chermside', 'Chermside', 'greater-brisbane'),
  ('QLD', 'coorparoo', 'Coorparoo', 'greater-brisbane'), ('QLD', 'east brisbane', 'East Brisbane', 'greater-brisbane'), ('QLD', 'fortitude valley', 'Fortitude Valley', 'greater-brisbane'),
  ('QLD', 'hamilton', 'Hamilton', 'greater-brisbane'), ('QLD', 'highgate hill', 'Highgate Hill', 'greater-brisbane'), ('QLD', 'indooroopilly', 'Indooroopilly', 'greater-brisbane'),
  ('QLD', 'ipswich', 'Ipswich', 'greater-brisbane'), ('QLD', 'kangaroo point', 'Kangaroo Point', 'greater-brisbane'), ('QLD', 'kelvin grove', 'Kelvin Grove', 'greater-brisbane'),
  ('QLD', 'logan central', 'Logan Central', 'greater-brisbane'), ('QLD', 'milton', 'Milton', 'greater-brisbane'), ('QLD', 'new farm', 'New Farm', 'greater-brisbane'),
  ('QLD', 'newstead', 'Newstead', 'greater-brisbane'), ('QLD', 'paddington', 'Paddington', 'greater-brisbane'), ('QLD', 'red hill', 'Red Hill', 'greater-brisbane'),
  ('QLD', 'redcliffe', 'Redcliffe', 'greater-brisbane'), ('QLD', 'sandgate', 'Sandgate', 'greater-brisbane'), ('QLD', 'south brisbane', 'South Brisbane', 'greater-brisbane'),
  ('QLD', 'spring hill', 'Spring Hill', 'greater-brisbane'), ('QLD', 'st lucia', 'St Lucia', 'greater-brisbane'), ('QLD', 'teneriffe', 'Teneriffe', 'greater-brisbane'),
  ('QLD', 'toowong', 'Toowong', 'greater-brisbane'), ('QLD', 'west end', 'West End', 'greater-brisbane'), ('QLD', 'wilston', 'Wilston', 'greater-brisbane'),
  ('QLD', 'windsor', 'Windsor', 'greater-brisbane'), ('QLD', 'woolloongabba', 'Woolloongabba', 'greater-brisbane'), ('QLD', 'wynnum', 'Wynnum', 'greater-brisbane'),
  ('QLD', 'surfers paradise', 'Surfers Paradise', 'rest-of-qld'), ('QLD', 'noosa heads', 'Noosa Heads', 'rest-of-qld'), ('QLD', 'townsville city', 'Townsville City', 'rest-of-qld'),
  ('QLD', 'townsville', 'Townsville', 'rest-of-qld'), ('QLD', 'cairns', 'Cairns', 'rest-of-qld'), ('QLD', 'cairns city', 'Cairns City', 'rest-of-qld'),
  ('QLD', 'toowoomba', 'Toowoomba', 'rest-of-qld'), ('QLD', 'broadbeach', 'Broadbeach', 'rest-of-qld'), ('QLD', 'southport', 'Southport', 'rest-of-qld'),
  ('QLD', 'burleigh heads', 'Burleigh Heads', 'rest-of-qld'), ('QLD', 'maroochydore', 'Maroochydore', 'rest-of-qld'), ('QLD', 'mooloolaba', 'Mooloolaba', 'rest-of-qld'),
  ('QLD', 'mackay', 'Mackay', 'rest-of-qld'), ('QLD', 'rockhampton', 'Rockhampton', 'rest-of-qld'), ('WA', 'perth', 'Perth', 'greater-perth'),
  ('WA', 'applecross', 'Applecross', 'greater-perth'), ('WA', 'armadale', 'Armadale', 'greater-perth'), ('WA', 'balcatta', 'Balcatta', 'greater-perth'),
  ('WA', 'bayswater', 'Bayswater', 'greater-perth'), ('WA', 'cannington', 'Cannington', 'greater-perth'), ('WA', 'claremont', 'Claremont', 'greater-perth'),
  ('WA', 'cottesloe', 'Cottesloe', 'greater-perth'), ('WA', 'east perth', 'East Perth', 'greater-perth'), ('WA', 'fremantle', 'Fremantle', 'greater-perth'),
  ('WA', 'joondalup', 'Joondalup', 'greater-perth'), ('WA', 'leederville', 'Leederville', 'greater-perth'), ('WA', 'mandurah', 'Mandurah', 'greater-perth'),
  ('WA', 'maylands', 'Maylands', 'greater-perth'), ('WA', 'midland', 'Midland', 'greater-perth'), ('WA', 'morley', 'Morley', 'greater-perth'),
  ('WA', 'mount lawley', 'Mount Lawley', 'greater-perth'), ('WA', 'nedlands', 'Nedlands', 'greater-perth'), ('WA', 'north perth', 'North Perth', 'greater-perth'),
  ('WA', 'northbridge', 'Northbridge', 'greater-perth'), ('WA', 'rockingham', 'Rockingham', 'greater-perth'), ('WA', 'scarborough', 'Scarborough', 'greater-perth'),
  ('WA', 'subiaco', 'Subiaco', 'greater-perth'), ('WA', 'victoria park', 'Victoria Park', 'greater-perth'), ('WA', 'west perth', 'West Perth', 'greater-perth'),
  ('WA', 'wembley', 'Wembley', 'greater-perth'), ('WA', 'bunbury', 'Bunbury', 'rest-of-wa'), ('WA', 'geraldton', 'Geraldton', 'rest-of-wa'),
  ('WA', 'albany', 'Albany', 'rest-of-wa'), ('WA', 'broome', 'Broome', 'rest-of-wa'), ('WA', 'kalgoorlie', 'Kalgoorlie', 'rest-of-wa'),
  ('WA', 'margaret river', 'Margaret River', 'rest-of-wa'), ('WA', 'busselton', 'Busselton', 'rest-of-wa'), ('SA', 'adelaide', 'Adelaide', 'greater-adelaide'),
  ('SA', 'brighton', 'Brighton', 'greater-adelaide'), ('SA', 'burnside', 'Burnside', 'greater-adelaide'), ('SA', 'glenelg', 'Glenelg', 'greater-adelaide'),
  ('SA', 'gawler', 'Gawler', 'greater-adelaide'), ('SA', 'goodwood', 'Goodwood', 'greater-adelaide'), ('SA', 'hindmarsh', 'Hindmarsh', 'greater-adelaide'),
  ('SA', 'kensington', 'Kensington', 'greater-adelaide'), ('SA', 'mawson lakes', 'Mawson Lakes', 'greater-adelaide'), ('SA', 'mitcham', 'Mitcham', 'greater-adelaide'),
  ('SA', 'mount barker', 'Mount Barker', 'greater-adelaide'), ('SA', 'norwood', 'Norwood', 'greater-adelaide'), ('SA', 'north adelaide', 'North Adelaide', 'greater-adelaide'),
  ('SA', 'port adelaide', 'Port Adelaide', 'greater-adelaide'), ('SA', 'prospect', 'Prospect', 'greater-adelaide'), ('SA', 'salisbury', 'Salisbury', 'greater-adelaide'),
  ('SA', 'semaphore', 'Semaphore', 'greater-adelaide'), ('SA', 'stepney', 'Stepney', 'greater-adelaide'), ('SA', 'thebarton', 'Thebarton', 'greater-adelaide'),
  ('SA', 'unley', 'Unley', 'greater-adelaide'), ('SA', 'walkerville', 'Walkerville', 'greater-adelaide'), ('SA', 'wayville', 'Wayville', 'greater-adelaide'),
  ('SA', 'mount gambier', 'Mount Gambier', 'rest-of-sa'), ('SA', 'whyalla', 'Whyalla', 'rest-of-sa'), ('SA', 'port lincoln', 'Port Lincoln', 'rest-of-sa'),
  ('SA', 'victor harbor', 'Victor Harbor', 'rest-of-sa'), ('SA', 'murray bridge', 'Murray Bridge', 'rest-of-sa'), ('SA', 'port augusta', 'Port Augusta', 'rest-of-sa'),
  ('TAS', 'hobart', 'Hobart', 'greater-hobart'), ('TAS', 'battery point', 'Battery Point', 'greater-hobart'), ('TAS', 'bellerive', 'Bellerive', 'greater-hobart'),
  ('TAS', 'glenorchy', 'Glenorchy', 'greater-hobart'), ('TAS', 'howrah', 'Howrah', 'greater-hobart'), ('TAS', 'kingston', 'Kingston', 'greater-hobart'),
  ('TAS', 'lindisfarne', 'Lindisfarne', 'greater-hobart'), ('TAS', 'moonah', 'Moonah', 'greater-hobart'), ('TAS', 'new town', 'New Town', 'greater-hobart'),
  ('TAS', 'north hobart', 'North Hobart', 'greater-hobart'), ('TAS', 'rosny park', 'Rosny Park', 'greater-hobart'), ('TAS', 'sandy bay', 'Sandy Bay', 'greater-hobart'),
  ('TAS', 'south hobart', 'South Hobart', 'greater-hobart'), ('TAS', 'west hobart', 'West Hobart', 'greater-hobart'), ('TAS', 'sorell', 'Sorell', 'greater-hobart'),
  ('TAS', 'new norfolk', 'New Norfolk', 'greater-hobart'), ('TAS', 'launceston', 'Launceston', 'rest-of-tas'), ('TAS', 'devonport', 'Devonport', 'rest-of-tas'),
  ('TAS', 'burnie', 'Burnie', 'rest-of-tas'), ('TAS', 'ulverstone', 'Ulverstone', 'rest-of-tas'), ('NT', 'darwin city', 'Darwin City', 'greater-darwin'),
  ('NT', 'darwin', 'Darwin', 'greater-darwin'), ('NT', 'casuarina', 'Casuarina', 'greater-darwin'), ('NT', 'fannie bay', 'Fannie Bay', 'greater-darwin'),
  ('NT', 'larrakeyah', 'Larrakeyah', 'greater-darwin'), ('NT', 'nightcliff', 'Nightcliff', 'greater-darwin'), ('NT', 'palmerston', 'Palmerston', 'greater-darwin'),
  ('NT', 'parap', 'Parap', 'greater-darwin'), ('NT', 'rapid creek', 'Rapid Creek', 'greater-darwin'), ('NT', 'stuart park', 'Stuart Park', 'greater-darwin'),
  ('NT', 'the gardens', 'The Gardens', 'greater-darwin'), ('NT', 'howard springs', 'Howard Springs', 'greater-darwin'), ('NT', 'alice springs', 'Alice Springs', 'rest-of-nt'),
  ('NT', 'katherine', 'Katherine', 'rest-of-nt'), ('NT', 'tennant creek', 'Tennant Creek', 'rest-of-nt'), ('NT', 'nhulunbuy', 'Nhulunbuy', 'rest-of-nt'),
  ('ACT', 'canberra', 'Canberra', 'australian-capital-territory'), ('ACT', 'acton', 'Acton', 'australian-capital-territory'), ('ACT', 'ainslie', 'Ainslie', 'australian-capital-territory'),
  ('ACT', 'barton', 'Barton', 'australian-capital-territory'), ('ACT', 'belconnen', 'Belconnen', 'australian-capital-territory'), ('ACT', 'braddon', 'Braddon', 'australian-capital-territory'),
  ('ACT', 'bruce', 'Bruce', 'australian-capital-territory'), ('ACT', 'campbell', 'Campbell', 'australian-capital-territory'), ('ACT', 'civic', 'Civic', 'australian-capital-territory'),
  ('ACT', 'deakin', 'Deakin', 'australian-capital-territory'), ('ACT', 'dickson', 'Dickson', 'australian-capital-territory'), ('ACT', 'forrest', 'Forrest', 'australian-capital-territory'),
  ('ACT', 'griffith', 'Griffith', 'australian-capital-territory'), ('ACT', 'gungahlin', 'Gungahlin', 'australian-capital-territory'), ('ACT', 'kingston', 'Kingston', 'australian-capital-territory'),
  ('ACT', 'lyneham', 'Lyneham', 'australian-capital-territory'), ('ACT', 'manuka', 'Manuka', 'australian-capital-territory'), ('ACT', 'narrabundah', 'Narrabundah', 'australian-capital-territory'),
  ('ACT', 'o''connor', 'O''Connor', 'australian-capital-territory'), ('ACT', 'phillip', 'Phillip', 'australian-capital-territory'), ('ACT', 'red hill', 'Red Hill', 'australian-capital-territory'),
  ('ACT', 'reid', 'Reid', 'australian-capital-territory'), ('ACT', 'tuggeranong', 'Tuggeranong', 'australian-capital-territory'), ('ACT', 'turner', 'Turner', 'australian-capital-territory'),
  ('ACT', 'watson', 'Watson', 'australian-capital-territory'), ('ACT', 'woden', 'Woden', 'australian-capital-territory'), ('ACT', 'yarralumla', 'Yarralumla', 'australian-capital-territory');
UPDATE "Talent" SET "region" = talent_region("suburb", "state")
  WHERE "region" IS DISTINCT FROM talent_region("suburb", "state");
