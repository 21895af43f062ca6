// A talent's credits and reels: their shapes, limits and how a reel link becomes a player. Browser
// safe and free of zod, so the public profile can show them without loading the rules (ADR 128);
// the rules are in ./schemas/credits.ts (ADR 007).

/** One line of a talent's credits, in the order staff put them. */
export type Credit = { year: number | null; production: string; role: string | null; company: string | null };
/** A showreel or voice reel: a link, and a title staff may give it. */
export type Reel = { url: string; title: string | null };

// A production holds a whole line of old free text that had no parts to split (ADR 007).
export const CREDIT_LIMITS = { rows: 100, production: 1000, role: 200, company: 200, yearMin: 1900, yearMax: 2100 } as const;
export const REEL_LIMITS = { rows: 20, url: 500, title: 120 } as const;

/** The words the forms and messages use for each part of a credit. */
export const CREDIT_LABELS = { year: "Year", production: "Production", role: "Role", company: "Company" } as const;

export type ReelProvider = "youtube" | "vimeo" | "soundcloud";
export type ReelPlayer = { provider: ReelProvider; embedUrl: string; kind: "video" | "audio" };

/**
 * The providers whose player the site frames, with the origin each player is served from. The
 * Content-Security-Policy's frame-src lists exactly these origins (api/src/http/security-headers.ts).
 */
export const REEL_PLAYER_ORIGINS = {
  youtube: "https://www.youtube-nocookie.com",
  vimeo: "https://player.vimeo.com",
  soundcloud: "https://w.soundcloud.com",
} as const satisfies Record<ReelProvider, string>;

export const REEL_PROVIDER_NAMES = { youtube: "YouTube", vimeo: "Vimeo", soundcloud: "SoundCloud" } as const;

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^(www\.|m\.)/, "");
const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

function youtubeId(url: URL): string | null {
  const host = hostOf(url);
  const parts = url.pathname.split("/").filter(Boolean);
  let id: string | null = null;
  if (host === "youtu.be") id = parts[0] ?? null;
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (url.pathname === "/watch") id = url.searchParams.get("v");
    else if (["embed", "shorts", "live", "v"].includes(parts[0] ?? "")) id = parts[1] ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/**
 * The provider's player for a reel link, or null when the link is not a video or track of a
 * provider the site frames (it is then shown as a plain link).
 */
export function reelPlayer(link: string): ReelPlayer | null {
  const url = parseUrl(link);
  if (!url || url.protocol !== "https:") return null;
  const host = hostOf(url);
  const youtube = youtubeId(url);
  if (youtube) return { provider: "youtube", kind: "video", embedUrl: `${REEL_PLAYER_ORIGINS.youtube}/embed/${youtube}` };
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const id = url.pathname.split("/").find((part) => /^\d{5,12}$/.test(part));
    if (id) return { provider: "vimeo", kind: "video", embedUrl: `${REEL_PLAYER_ORIGINS.vimeo}/video/${id}` };
  }
  if (host === "soundcloud.com" && url.pathname.split("/").filter(Boolean).length >= 2) {
    const track = `https://soundcloud.com${url.pathname}`;
    return {
      provider: "soundcloud",
      kind: "audio",
      embedUrl: `${REEL_PLAYER_ORIGINS.soundcloud}/player/?url=${encodeURIComponent(track)}`,
    };
  }
  return null;
}

/** What a reel is called where it has no title: the provider's name, else the link's host. */
export function reelLabel(reel: Reel): string {
  if (reel.title) return reel.title;
  const player = reelPlayer(reel.url);
  if (player) return `${REEL_PROVIDER_NAMES[player.provider]} reel`;
  return parseUrl(reel.url)?.hostname.replace(/^www\./, "") ?? reel.url;
}

/** A credit as one line of text: "2023 · Harbour Lights · Guest role · TV drama". */
export function creditLine(credit: Credit): string {
  return [credit.year, credit.production, credit.role, credit.company].filter((part) => part !== null && part !== "").join(" · ");
}

// The old experience lines of the demo data and of most records: "Role, 'Production' (Company, 2021)".
// Greedy classes only, so PostgreSQL's regular expressions (the migration) split a line the same way.
const OLD_CREDIT_LINE = /^([^',]+),\s*'(.+)'\s*\(([^()]*),\s*((?:19|20)[0-9]{2})\)$/;
const OLD_CREDIT_NO_TITLE = /^(.+)\s\(((?:19|20)[0-9]{2})\)$/;

/**
 * One line of old free-text experience as a credit, keeping every word of it: the parts of a line
 * in the usual shape become its fields, and any other line is kept whole as the production. The
 * migration that converted stored experience does the same in SQL.
 */
export function creditFromLine(line: string): Credit {
  const text = line.trim();
  const full = OLD_CREDIT_LINE.exec(text);
  if (full) return { role: full[1]!.trim(), production: full[2]!.trim(), company: full[3]!.trim() || null, year: Number(full[4]) };
  const short = OLD_CREDIT_NO_TITLE.exec(text);
  if (short) return { production: short[1]!.trim(), role: null, company: null, year: Number(short[2]) };
  return { production: text, role: null, company: null, year: null };
}
