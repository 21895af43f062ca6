import { availableParallelism } from "node:os";
import sharp from "sharp";
import type { Storage, StoredImage } from "../../services/storage";

// Pictures: deliberate placeholders drawn as SVG, rendered to JPEG by sharp, never downloaded.

const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";
/** The specification's recommended profile image size. */
const PORTRAIT = { width: 800, height: 1000 };

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Four framings, so a talent's photos differ like a headshot, a three-quarter and a full-length
 * shot; the body runs far below the frame so it is never cut off when scaled down.
 */
const FRAMES = [
  "translate(0 0) scale(1)",
  "translate(120 150) scale(0.7)",
  "translate(210 300) scale(0.475)",
  "translate(40 120) scale(0.8)",
];

export function portraitSvg(hue: number, initials: string, photo: number): string {
  const frame = FRAMES[(photo - 1) % FRAMES.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT.width}" height="${PORTRAIT.height}" viewBox="0 0 800 1000">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.6" y2="1">
      <stop offset="0" stop-color="hsl(${hue}, 45%, 84%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 28) % 360}, 38%, 56%)"/>
    </linearGradient>
  </defs>
  <rect width="800" height="1000" fill="url(#bg)"/>
  <g transform="${frame}">
    <circle cx="400" cy="400" r="360" fill="#ffffff" fill-opacity="0.1"/>
    <circle cx="400" cy="400" r="250" fill="#ffffff" fill-opacity="0.12"/>
    <g fill="hsl(${hue}, 30%, 97%)" fill-opacity="0.75">
      <circle cx="400" cy="400" r="150"/>
      <path d="M400 590c-190 0-320 110-340 290V2200h680V880c-20-180-150-290-340-290z"/>
    </g>
    <text x="400" y="444" text-anchor="middle" font-family="${FONT}" font-size="118" font-weight="bold" fill="hsl(${hue}, 35%, 42%)">${escapeXml(initials)}</text>
  </g>
  <text x="40" y="958" font-family="${FONT}" font-size="24" letter-spacing="4" fill="hsl(${hue}, 40%, 22%)" fill-opacity="0.55">STELLAR TALENT</text>
  <text x="760" y="958" text-anchor="end" font-family="${FONT}" font-size="28" fill="hsl(${hue}, 40%, 22%)" fill-opacity="0.8">Photo ${photo}</text>
</svg>`;
}

export function bannerSvg(width: number, height: number, hue: number, heading: string, subheading: string): string {
  // Bold DejaVu runs about 0.7 em a letter; keep a margin either side.
  const size = Math.round(Math.min((width * 0.84) / (Math.max(heading.length, 6) * 0.7), height / 5));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue}, 55%, 38%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 40) % 360}, 60%, 22%)"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <g fill="#ffffff">
    <polygon points="${width * 0.1},0 ${width * 0.28},0 ${width * 0.62},${height} ${width * 0.3},${height}" fill-opacity="0.07"/>
    <polygon points="${width * 0.55},0 ${width * 0.68},0 ${width * 0.95},${height} ${width * 0.72},${height}" fill-opacity="0.05"/>
    <circle cx="${width * 0.86}" cy="${height * 0.2}" r="${height * 0.32}" fill-opacity="0.06"/>
    <circle cx="${width * 0.12}" cy="${height * 0.9}" r="${height * 0.22}" fill-opacity="0.06"/>
  </g>
  <text x="${width / 2}" y="${height / 2 + size * 0.35}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="#ffffff">${escapeXml(heading)}</text>
  <text x="${width / 2}" y="${height - 48}" text-anchor="middle" font-family="${FONT}" font-size="26" letter-spacing="6" fill="#ffffff" fill-opacity="0.7">${escapeXml(subheading)}</text>
</svg>`;
}

export function avatarSvg(hue: number, initials: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue}, 50%, 70%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 30) % 360}, 45%, 45%)"/>
    </linearGradient>
  </defs>
  <rect width="400" height="400" fill="url(#bg)"/>
  <text x="200" y="252" text-anchor="middle" font-family="${FONT}" font-size="150" font-weight="bold" fill="#ffffff" fill-opacity="0.92">${escapeXml(initials)}</text>
</svg>`;
}

/**
 * Renders and stores pictures a few at a time (sharp works off the main thread); answers them in
 * order. After a failure no new picture is started, and it waits for those under way, so the caller
 * can remove every file written.
 */
export async function storePictures(
  storage: Storage,
  pictures: ReadonlyArray<{ svg: string; name: string }>,
  stored: Array<string | null>,
): Promise<StoredImage[]> {
  const results: StoredImage[] = new Array(pictures.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < pictures.length) {
      const index = next++;
      const picture = pictures[index]!;
      try {
        const jpeg = await sharp(Buffer.from(picture.svg)).jpeg({ quality: 80 }).toBuffer();
        const image = await storage.saveImage("image", new File([new Uint8Array(jpeg)], picture.name, { type: "image/jpeg" }));
        stored.push(image.storageUrl, image.cardUrl, image.thumbUrl);
        results[index] = image;
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const workers = Math.max(2, Math.min(4, availableParallelism()));
  const outcomes = await Promise.allSettled(Array.from({ length: workers }, worker));
  const failure = outcomes.find((outcome) => outcome.status === "rejected");
  if (failure) throw failure.reason;
  return results;
}

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join("");
