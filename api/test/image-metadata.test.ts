import { readFile } from "node:fs/promises";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStorage, type Storage } from "../src/services/storage";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

// Uploaded images must not carry their metadata to visitors; once, a GIF's comment survived upload and was
// served to visitors. Each accepted
// format is made by a real encoder with metadata in every place that format keeps it, stored, and
// every stored file (original, card, thumbnail) is searched for the secret.

const SECRET = "SECRET-Jane-Doe-12-High-St-GPS-37.81S-144.96E";

let root: string;
let storage: Storage;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "metadata-"));
  storage = createStorage(root);
});
afterAll(async () => rm(root, { recursive: true, force: true }));

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function pngChunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const XMP =
  `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF ` +
  `xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description ` +
  `xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${SECRET}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;
const EXIF = { IFD0: { Copyright: SECRET, Artist: SECRET, ImageDescription: SECRET } };

const base = () => sharp({ create: { width: 64, height: 48, channels: 3, background: "#cc8844" } });

/** Each format with the metadata places it has, made by a real encoder and spliced where sharp writes none. */
const SAMPLES: Record<string, { places: string[]; make: () => Promise<Buffer> }> = {
  "JPEG (EXIF, XMP, COM comment)": {
    places: ["EXIF", "XMP", "COM"],
    async make() {
      const jpeg = await base().jpeg().withExif(EXIF).withXmp(XMP).toBuffer();
      const comment = Buffer.from(SECRET, "latin1");
      const segment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, 0]), comment]);
      segment.writeUInt16BE(comment.length + 2, 2);
      return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
    },
  },
  "PNG (tEXt, zTXt, iTXt, eXIf)": {
    places: ["tEXt", "zTXt", "iTXt", "eXIf"],
    async make() {
      const png = await base().png().toBuffer();
      const chunks = [
        pngChunk("tEXt", Buffer.from(`Comment\0${SECRET}`, "latin1")),
        pngChunk("zTXt", Buffer.concat([Buffer.from("Author\0\0", "latin1"), deflateSync(Buffer.from(SECRET))])),
        pngChunk("iTXt", Buffer.from(`XML:com.adobe.xmp\0\0\0\0\0${XMP}`, "utf8")),
        pngChunk(
          "eXIf",
          await base()
            .jpeg()
            .withExif(EXIF)
            .toBuffer()
            .then((jpeg) => exifOf(jpeg)),
        ),
      ];
      const afterHeader = 8 + 25; // signature + IHDR
      return Buffer.concat([png.subarray(0, afterHeader), ...chunks, png.subarray(afterHeader)]);
    },
  },
  "GIF (comment extension, application extension)": {
    places: ["comment", "application"],
    async make() {
      const gif = await base().gif().toBuffer();
      const sub = (data: Buffer) => Buffer.concat([Buffer.from([data.length]), data]);
      const comment = Buffer.concat([Buffer.from([0x21, 0xfe]), sub(Buffer.from(SECRET, "latin1")), Buffer.from([0])]);
      const application = Buffer.concat([
        Buffer.from([0x21, 0xff]),
        sub(Buffer.from("XMP DataXMP", "latin1")),
        sub(Buffer.from(SECRET, "latin1")),
        Buffer.from([0]),
      ]);
      // After the header, the logical screen descriptor and its global colour table.
      const packed = gif[10]!;
      const tableSize = packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0;
      const at = 13 + tableSize;
      return Buffer.concat([gif.subarray(0, at), comment, application, gif.subarray(at)]);
    },
  },
  "animated GIF (comment)": {
    places: ["comment"],
    async make() {
      const frames = await Promise.all(
        ["#ff0000", "#00ff00"].map((background) =>
          sharp({ create: { width: 20, height: 20, channels: 3, background } })
            .png()
            .toBuffer(),
        ),
      );
      const gif = await sharp(frames, { join: { animated: true } })
        .gif({ loop: 0, delay: [100, 100] })
        .toBuffer();
      const comment = Buffer.concat([Buffer.from([0x21, 0xfe, SECRET.length]), Buffer.from(SECRET, "latin1"), Buffer.from([0])]);
      const packed = gif[10]!;
      const at = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
      return Buffer.concat([gif.subarray(0, at), comment, gif.subarray(at)]);
    },
  },
  "WebP (EXIF, XMP)": {
    places: ["EXIF", "XMP"],
    make: () => base().webp().withExif(EXIF).withXmp(XMP).toBuffer(),
  },
};

/** The TIFF block of a JPEG's APP1 Exif segment (what PNG's eXIf chunk holds). */
function exifOf(jpeg: Buffer): Buffer {
  const at = jpeg.indexOf(Buffer.from("Exif\0\0", "latin1"));
  const length = jpeg.readUInt16BE(at - 2);
  return jpeg.subarray(at + 6, at - 2 + length);
}

describe("metadata in uploaded images", () => {
  const leaks: string[] = [];
  let places = 0;

  for (const [name, sample] of Object.entries(SAMPLES)) {
    it(`is removed from ${name}`, async () => {
      const bytes = await sample.make();
      // The sample really carries the secret, in every place named.
      expect(bytes.includes(Buffer.from(SECRET, "latin1")) || bytes.includes(Buffer.from(SECRET, "utf8"))).toBe(true);
      places += sample.places.length;
      const stored = await storage.saveImage("photo", new File([new Uint8Array(bytes)], "photo"));
      const files = [stored.storageUrl, stored.cardUrl!, stored.thumbUrl!];
      for (const url of files) {
        const served = await readFile(storage.pathOf(url)!);
        if (served.includes(Buffer.from(SECRET, "latin1")) || served.includes(deflateSync(Buffer.from(SECRET))))
          leaks.push(`${name}: ${url}`);
        const meta = await sharp(served).metadata();
        expect(meta.exif, `${name} ${url} EXIF`).toBeUndefined();
        expect(meta.xmp, `${name} ${url} XMP`).toBeUndefined();
        expect((meta as { comments?: unknown[] }).comments ?? [], `${name} ${url} comments`).toEqual([]);
      }
      expect(leaks.filter((leak) => leak.startsWith(name))).toEqual([]);
    });
  }

  it("is removed from an SVG (staff only): metadata element and comments", async () => {
    const svg =
      `<?xml version="1.0"?>\n<!-- ${SECRET} -->\n<svg xmlns="http://www.w3.org/2000/svg" ` +
      `width="10" height="10"><metadata>${XMP}</metadata><!-- ${SECRET} --><rect width="10" ` +
      `height="10"/></svg>`;
    places += 2;
    const stored = await storage.saveImage("photo", new File([svg], "logo.svg"), { allowSvg: true });
    // Stored as the PNG it renders to (ADR 130): pixels, and none of the SVG's text.
    const served = await readFile(storage.pathOf(stored.storageUrl)!, "latin1");
    if (served.includes(SECRET)) leaks.push(`SVG: ${stored.storageUrl}`);
    expect(served).not.toContain(SECRET);
    expect(stored.kind).toBe("png");
  });

  it("keeps an animated GIF animated", async () => {
    const stored = await storage.saveImage("photo", new File([new Uint8Array(await SAMPLES["animated GIF (comment)"]!.make())], "a.gif"));
    const meta = await sharp(await readFile(storage.pathOf(stored.storageUrl)!), { animated: true }).metadata();
    expect(meta.format).toBe("gif");
    expect(meta.pages).toBe(2);
  });

  afterAll(() => {
    // The figure docs/security.md quotes.
    console.info(`image metadata: ${Object.keys(SAMPLES).length + 1} samples, ${places} metadata places, ${leaks.length} leaked`);
  });
});
