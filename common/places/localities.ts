import type { State } from "../options";
import { fallbackRegion, REGIONS } from "./regions";

// DATA, not logic: the suburbs and localities whose region we name, by ABS Greater Capital City
// Statistical Area (ADR 033). Not every Australian locality (there are about 15,000): the suburbs
// of the demo data and the common ones of each capital, a few hundred in all. A suburb that is
// not here takes the rest of its state ('Rest of VIC'; the ACT is all one area), so a capital's
// suburb missing from this list is filed under the rest of the state until it is added here AND
// a migration re-derives the stored regions (the database holds a copy of this table:
// "PlaceLocality", checked equal to it by api/test/places.test.ts).
// Names as Australia Post spells them, comma separated; the state is the region's.

export const LOCALITIES: Record<string, string> = {
  "greater-melbourne": `Melbourne, Abbotsford, Albert Park, Altona, Armadale, Ascot Vale, Balwyn, Bentleigh, Berwick,
    Box Hill, Brighton, Brunswick, Brunswick East, Brunswick West, Bundoora, Burwood, Camberwell, Carlton, Carlton North,
    Caulfield, Chadstone, Cheltenham, Clayton, Coburg, Collingwood, Craigieburn, Cranbourne, Croydon, Dandenong,
    Docklands, Doncaster, Elsternwick, Elwood, Epping, Essendon, Fitzroy, Fitzroy North, Flemington, Footscray,
    Frankston, Glen Iris, Glen Waverley, Greensborough, Hawthorn, Hawthorn East, Heidelberg, Ivanhoe, Kensington, Kew,
    Malvern, Malvern East, Melton, Mentone, Mitcham, Moonee Ponds, Mornington, Mount Waverley, Northcote,
    North Melbourne, Oakleigh, Pakenham, Parkville, Point Cook, Port Melbourne, Prahran, Preston, Reservoir,
    Richmond, Ringwood, Sandringham, Seddon, South Melbourne, South Yarra, Southbank, Springvale, St Albans, St Kilda,
    St Kilda East, Sunbury, Sunshine, Surrey Hills, Thornbury, Toorak, Tullamarine, Werribee, West Melbourne,
    Williamstown, Windsor, Yarraville`,
  "rest-of-vic": `Geelong, Ballarat Central, Ballarat, Bendigo, Torquay, Warrnambool, Shepparton, Mildura, Traralgon`,
  "greater-sydney": `Sydney, Alexandria, Annandale, Ashfield, Balmain, Bankstown, Blacktown, Bondi, Bondi Beach,
    Bondi Junction, Brookvale, Burwood, Campbelltown, Camperdown, Castle Hill, Chatswood, Chippendale, Coogee, Cronulla,
    Darlinghurst, Darlington, Dee Why, Double Bay, Drummoyne, Enmore, Epping, Erskineville, Glebe, Gosford, Hornsby,
    Hurstville, Katoomba, Kings Cross, Kogarah, Leichhardt, Lane Cove, Liverpool, Manly, Marrickville, Mascot,
    Maroubra, Milsons Point, Mosman, Neutral Bay, Newtown, North Sydney, Paddington, Parramatta, Penrith, Petersham,
    Potts Point, Pyrmont, Randwick, Redfern, Rozelle, Ryde, St Leonards, St Peters, Stanmore, Strathfield,
    Surry Hills, Sutherland, Sydenham, The Rocks, Ultimo, Waterloo, Waverley, Woollahra, Zetland`,
  "rest-of-nsw": `Newcastle, Wollongong, Byron Bay, Coffs Harbour, Port Macquarie, Wagga Wagga, Albury, Orange, Bathurst`,
  "greater-brisbane": `Brisbane City, Brisbane, Annerley, Ascot, Ashgrove, Bulimba, Chermside, Coorparoo, East Brisbane,
    Fortitude Valley, Hamilton, Highgate Hill, Indooroopilly, Ipswich, Kangaroo Point, Kelvin Grove, Logan Central,
    Milton, New Farm, Newstead, Paddington, Red Hill, Redcliffe, Sandgate, South Brisbane, Spring Hill, St Lucia,
    Teneriffe, Toowong, West End, Wilston, Windsor, Woolloongabba, Wynnum`,
  "rest-of-qld": `Surfers Paradise, Noosa Heads, Townsville City, Townsville, Cairns, Cairns City, Toowoomba, Broadbeach,
    Southport, Burleigh Heads, Maroochydore, Mooloolaba, Mackay, Rockhampton`,
  "greater-perth": `Perth, Applecross, Armadale, Balcatta, Bayswater, Cannington, Claremont, Cottesloe, East Perth,
    Fremantle, Joondalup, Leederville, Mandurah, Maylands, Midland, Morley, Mount Lawley, Nedlands, North Perth,
    Northbridge, Rockingham, Scarborough, Subiaco, Victoria Park, West Perth, Wembley`,
  "rest-of-wa": `Bunbury, Geraldton, Albany, Broome, Kalgoorlie, Margaret River, Busselton`,
  "greater-adelaide": `Adelaide, Brighton, Burnside, Glenelg, Gawler, Goodwood, Hindmarsh, Kensington, Mawson Lakes,
    Mitcham, Mount Barker, Norwood, North Adelaide, Port Adelaide, Prospect, Salisbury, Semaphore, Stepney, Thebarton,
    Unley, Walkerville, Wayville`,
  "rest-of-sa": `Mount Gambier, Whyalla, Port Lincoln, Victor Harbor, Murray Bridge, Port Augusta`,
  "greater-hobart": `Hobart, Battery Point, Bellerive, Glenorchy, Howrah, Kingston, Lindisfarne, Moonah, New Town,
    North Hobart, Rosny Park, Sandy Bay, South Hobart, West Hobart, Sorell, New Norfolk`,
  "rest-of-tas": `Launceston, Devonport, Burnie, Ulverstone`,
  "greater-darwin": `Darwin City, Darwin, Casuarina, Fannie Bay, Larrakeyah, Nightcliff, Palmerston, Parap, Rapid Creek,
    Stuart Park, The Gardens, Howard Springs`,
  "rest-of-nt": `Alice Springs, Katherine, Tennant Creek, Nhulunbuy`,
  "australian-capital-territory": `Canberra, Acton, Ainslie, Barton, Belconnen, Braddon, Bruce, Campbell, Civic, Deakin,
    Dickson, Forrest, Griffith, Gungahlin, Kingston, Lyneham, Manuka, Narrabundah, O'Connor, Phillip, Red Hill,
    Reid, Tuggeranong, Turner, Watson, Woden, Yarralumla`,
};

export type Locality = { name: string; state: State; region: string };

/** The table as rows, one per locality of a state. */
export function localityRows(): Locality[] {
  return Object.entries(LOCALITIES).flatMap(([regionId, names]) => {
    const region = REGIONS.find((r) => r.id === regionId);
    if (!region) throw new Error(`common/places/localities.ts: unknown region ${regionId}`);
    return names
      .split(",")
      .map((name) => name.trim().replace(/\s+/g, " "))
      .filter(Boolean)
      .map((name) => ({ name, state: region.state, region: regionId }));
  });
}

/** The region a suburb and state belong to, as the database derives it on write; null without a state. */
export function regionOf(suburb: string | null | undefined, state: State | null | undefined): string | null {
  if (!state) return null;
  const key = (suburb ?? "").trim().replace(/\s+/g, " ").toLowerCase();
  const row = localityRows().find((locality) => locality.state === state && locality.name.toLowerCase() === key);
  return row ? row.region : fallbackRegion(state);
}
