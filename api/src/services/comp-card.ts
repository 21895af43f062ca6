import PDFDocument from "pdfkit";
import sharp from "sharp";
import { type PublicFact } from "#common/facts";
import { SITE } from "#common/site";

// A talent's comp card: one A4 page a casting director can print or forward, with the public
// name, categories, public facts, up to four photos and the agency's contact details (never the
// talent's). pdfkit's built-in Helvetica needs no font files (docs/decisions/031-comp-card-pdf.md).

export type CompCard = {
  /** Public name: 'Jane D.'. */
  name: string;
  /** Category names, then the gender: the profile's badges. */
  badges: string[];
  facts: PublicFact[];
  skills: string[];
  /** Each credit as one line, in the talent's order; as many as fit are printed. */
  credits: string[];
  /** Reels as links: what to call each, and where it goes. */
  reels: Array<{ label: string; url: string }>;
  /** JPEG or PNG bytes, at most four, the first the largest. */
  photos: Buffer[];
  /** The profile's absolute address. */
  profileUrl: string;
};

export const MAX_COMP_CARD_PHOTOS = 4;

// The built-in fonts write WinAnsi (Latin-1 plus a few typographic signs); anything else would print
// as wrong letters. Accented letters outside it lose the accent ('Nguyễn' → 'Nguyen'); other
// scripts show '?' (docs/decisions/031-comp-card-pdf.md).
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const NO_DECOMPOSITION: Record<string, string> = { Ł: "L", ł: "l", Đ: "D", đ: "d", Ħ: "H", ħ: "h", ı: "i" };
const isWinAnsi = (char: string) => {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
};

/** Text the built-in fonts can print. */
export function winAnsiText(text: string): string {
  return Array.from(text.normalize("NFC"), (char) => {
    if (isWinAnsi(char)) return char;
    if (NO_DECOMPOSITION[char]) return NO_DECOMPOSITION[char];
    const base = Array.from(char.normalize("NFKD")).filter((part) => !/\p{M}/u.test(part));
    return base.length && base.every(isWinAnsi) ? base.join("") : "?";
  }).join("");
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const INNER = A4.width - 2 * MARGIN;
const INK = "#1b1f3b";
const MUTED = "#5b6075";
const PHOTOS_TOP = 120;
const PHOTOS_HEIGHT = 440;
// With credits or reels the photos give up a row's worth of height to them: one page still.
const PHOTOS_HEIGHT_WITH_CREDITS = 320;
const GAP = 10;
const FOOTER_HEIGHT = 92;

/** A stored photo as a JPEG pdfkit can embed (it reads neither WebP nor GIF), at most 1400 px on its long side. */
export async function photoForPdf(file: string | Buffer): Promise<Buffer | null> {
  try {
    return await sharp(file, { failOn: "error", limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: 1400, height: 1400, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    return null;
  }
}

export function renderCompCard(given: CompCard): Promise<Buffer> {
  const card: CompCard = {
    ...given,
    name: winAnsiText(given.name),
    badges: given.badges.map(winAnsiText),
    facts: given.facts.map((fact) => ({ label: fact.label, value: winAnsiText(fact.value) })),
    skills: given.skills.map(winAnsiText),
    credits: given.credits.map(winAnsiText),
    reels: given.reels.map((reel) => ({ label: winAnsiText(reel.label), url: reel.url })),
  };
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: `${card.name} - Comp card`, Author: SITE.name, Subject: `${card.name}, represented by ${SITE.name}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  drawHeader(doc, card);
  const photosHeight = card.credits.length || card.reels.length ? PHOTOS_HEIGHT_WITH_CREDITS : PHOTOS_HEIGHT;
  drawPhotos(doc, card.photos.slice(0, MAX_COMP_CARD_PHOTOS), photosHeight);
  drawFacts(doc, card, PHOTOS_TOP + photosHeight + 24);
  drawFooter(doc, card.profileUrl);
  doc.end();
  return done;
}

function drawHeader(doc: PDFKit.PDFDocument, card: CompCard) {
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(9).text(SITE.name.toUpperCase(), MARGIN, MARGIN, {
    width: INNER,
    align: "right",
    characterSpacing: 1,
  });
  doc
    .font("Helvetica-Bold")
    .fontSize(30)
    .text(card.name, MARGIN, MARGIN + 14, { width: INNER, height: 36, ellipsis: true, lineBreak: false });
  const badges = card.badges.length ? card.badges.join("  ·  ") : "Talent";
  doc
    .fillColor(MUTED)
    .font("Helvetica")
    .fontSize(12)
    .text(badges, MARGIN, MARGIN + 54, { width: INNER, height: 16, ellipsis: true, lineBreak: false });
}

function drawPhotos(doc: PDFKit.PDFDocument, photos: Buffer[], photosHeight: number) {
  if (photos.length === 0) {
    doc.rect(MARGIN, PHOTOS_TOP, INNER, photosHeight).fill("#eef0f5");
    doc.fillColor(MUTED).font("Helvetica").fontSize(14);
    doc.text("Images available upon request", MARGIN, PHOTOS_TOP + photosHeight / 2 - 7, { width: INNER, align: "center" });
    return;
  }
  const [main, ...others] = photos;
  const mainWidth = others.length ? 300 : INNER;
  doc.image(main!, MARGIN, PHOTOS_TOP, { fit: [mainWidth, photosHeight], align: "center", valign: "center" });
  if (!others.length) return;
  const x = MARGIN + mainWidth + GAP;
  const width = INNER - mainWidth - GAP;
  const height = (photosHeight - GAP * (others.length - 1)) / others.length;
  others.forEach((photo, index) => {
    doc.image(photo, x, PHOTOS_TOP + index * (height + GAP), { fit: [width, height], align: "center", valign: "center" });
  });
}

function drawFacts(doc: PDFKit.PDFDocument, card: CompCard, top: number) {
  const columns = 4;
  const columnWidth = INNER / columns;
  card.facts.forEach((fact, index) => {
    const x = MARGIN + (index % columns) * columnWidth;
    const y = top + Math.floor(index / columns) * 38;
    doc
      .fillColor(MUTED)
      .font("Helvetica-Bold")
      .fontSize(8)
      .text(fact.label.toUpperCase(), x, y, { width: columnWidth - 8, characterSpacing: 0.5 });
    doc
      .fillColor(INK)
      .font("Helvetica")
      .fontSize(12)
      .text(fact.value, x, y + 11, { width: columnWidth - 8, height: 15, ellipsis: true, lineBreak: false });
  });
  const bottom = A4.height - MARGIN - FOOTER_HEIGHT - 8;
  let y = top + Math.ceil(card.facts.length / columns) * 38 + 4;
  const heading = (text: string) => {
    doc.fillColor(MUTED).font("Helvetica-Bold").fontSize(8).text(text, MARGIN, y, { characterSpacing: 0.5 });
    y += 11;
  };
  if (card.skills.length && y + 25 < bottom) {
    heading("SKILLS");
    doc.fillColor(INK).font("Helvetica").fontSize(11).text(card.skills.join(", "), MARGIN, y, { width: INNER, height: 28, ellipsis: true });
    y = Math.min(doc.y, y + 28) + 8;
  }
  // Credits take what is left above the reels' lines; the card is one page, so the last that fit end it.
  const reelsHeight = card.reels.length ? 11 + Math.min(card.reels.length, 3) * 13 + 8 : 0;
  if (card.credits.length && y + 25 < bottom - reelsHeight) {
    heading("CREDITS");
    doc.fillColor(INK).font("Helvetica").fontSize(10);
    for (const line of card.credits) {
      if (y + 13 > bottom - reelsHeight) break;
      doc.text(line, MARGIN, y, { width: INNER, height: 13, ellipsis: true, lineBreak: false });
      y += 13;
    }
    y += 8;
  }
  if (card.reels.length && y + 24 < bottom) {
    heading("REELS");
    doc.font("Helvetica").fontSize(10);
    for (const reel of card.reels.slice(0, 3)) {
      if (y + 13 > bottom) break;
      doc
        .fillColor(INK)
        .text(`${reel.label}: ${reel.url}`, MARGIN, y, { width: INNER, height: 13, ellipsis: true, lineBreak: false, link: reel.url });
      y += 13;
    }
  }
}

function drawFooter(doc: PDFKit.PDFDocument, profileUrl: string) {
  const top = A4.height - MARGIN - FOOTER_HEIGHT;
  const { address } = SITE;
  doc.rect(MARGIN, top, INNER, FOOTER_HEIGHT).fill(INK);
  const x = MARGIN + 16;
  const width = INNER - 32;
  doc
    .fillColor("#ffffff")
    .font("Helvetica")
    .fontSize(8)
    .text("REPRESENTED BY", x, top + 12, { width, characterSpacing: 1 });
  doc
    .font("Helvetica-Bold")
    .fontSize(14)
    .text(SITE.name, x, top + 23, { width });
  doc.font("Helvetica").fontSize(10);
  doc.text(`${address.street}, ${address.suburb} ${address.state} ${address.postcode}`, x, top + 42, { width });
  doc.text(`Phone ${SITE.phone}  ·  ${SITE.email}  ·  ${SITE.officeHours}`, x, top + 56, { width });
  doc.fillColor("#c9cde0").text(profileUrl, x, top + 70, { width, link: profileUrl, lineBreak: false, height: 12, ellipsis: true });
}
