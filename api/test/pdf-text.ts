import { inflateSync } from "node:zlib";

const winAnsi = new TextDecoder("windows-1252");

/**
 * The text a PDF made by pdfkit draws, one string per text operation: its content streams are
 * Flate-compressed and its built-in fonts write WinAnsi bytes as hex strings in Tj/TJ operators.
 */
export function pdfText(pdf: Buffer): string[] {
  const source = pdf.toString("latin1");
  const texts: string[] = [];
  for (const match of source.matchAll(/(?<!end)stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, source.indexOf("endstream", start))).toString("latin1");
    } catch {
      continue; // not a Flate stream (an embedded JPEG)
    }
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hex = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join("") : op[2]!;
      texts.push(winAnsi.decode(Buffer.from(hex, "hex")));
    }
  }
  return texts;
}
