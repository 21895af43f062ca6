import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { detectDocumentKind, detectImageKind } from "../src/services/file-kinds";
import { createStorage, type Storage, SVG_RENDER_SIZE } from "../src/services/storage";

let root: string;
let storage: Storage;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "talent-storage-"));
  storage = createStorage(root);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const file = (bytes: Buffer, name: string, type = "application/octet-stream") => new File([new Uint8Array(bytes)], name, { type });
const codeOf = (error: unknown) => (error as { extensions?: { code?: string } }).extensions?.code;

describe("content sniffing", () => {
  it("knows images by their first bytes, never by name", async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
      .webp()
      .toBuffer();
    expect(detectImageKind(png)).toBe("png");
    expect(detectImageKind(jpeg)).toBe("jpeg");
    expect(detectImageKind(webp)).toBe("webp");
    expect(detectImageKind(Buffer.from("GIF89a\x01\x00"))).toBe("gif");
    expect(detectImageKind(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe("svg");
    expect(detectImageKind(Buffer.from("<html><script>alert(1)</script></html>"))).toBeNull();
    expect(detectImageKind(Buffer.from("%PDF-1.4"))).toBeNull();
  });

  it("knows PDF, DOC and DOCX documents", () => {
    expect(detectDocumentKind(Buffer.from("%PDF-1.7\n..."))).toBe("pdf");
    expect(detectDocumentKind(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toBe("doc");
    expect(detectDocumentKind(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from("....word/document.xml")]))).toBe("docx");
    expect(detectDocumentKind(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from("....xl/workbook.xml")]))).toBeNull();
    expect(detectDocumentKind(Buffer.from("MZ\x90\x00"))).toBeNull();
  });
});

describe("SVG uploads", () => {
  it("are stored as the PNG they render to, the longer side at the render size, with nothing of the SVG text", async () => {
    const dirty = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="20" onload="steal()">
      <script>alert(document.cookie)</script><script src="https://evil.example/x.js"/>
      <foreignObject><iframe src="https://evil.example"></iframe></foreignObject>
      <a xlink:href="javascript:alert(1)"><circle r="4" onclick='go()'/></a>
      <image href="https://evil.example/track.png"/><use href="#shape"/>
      <rect id="shape" width="10" height="10" fill="#336699"/></svg>`;
    const stored = await storage.saveImage("image", file(Buffer.from(dirty), "logo.svg", "image/svg+xml"), { allowSvg: true });
    expect(stored.kind).toBe("png");
    expect(stored.storageUrl).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}\.png$/);
    expect(stored.cardUrl).toMatch(/-card\.webp$/);
    expect(stored.thumbUrl).toMatch(/-thumb\.webp$/);
    const png = await readFile(storage.pathOf(stored.storageUrl)!);
    expect(detectImageKind(png)).toBe("png");
    expect(png.toString("latin1")).not.toMatch(/script|onload|onclick|foreignObject|iframe|javascript:|evil\.example/i);
    const { width, height } = await sharp(png).metadata();
    expect([width, height]).toEqual([SVG_RENDER_SIZE, SVG_RENDER_SIZE / 2]);
  });

  it("that cannot be rendered are refused naming the field, storing nothing", async () => {
    const before = await readdir(path.join(root, "images")).catch(() => []);
    const error = await storage
      .saveImage("image", file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect'), "bad.svg"), { allowSvg: true, label: "Logo" })
      .catch((caught) => caught);
    expect(codeOf(error)).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect(error.extensions.fields).toEqual({ image: "Logo could not be read as an image; the file may be damaged." });
    expect(await readdir(path.join(root, "images")).catch(() => [])).toEqual(before);
  });
});

describe("saving images", () => {
  it("strips camera metadata (EXIF) from the stored original and makes WebP copies", async () => {
    const withExif = await sharp({ create: { width: 60, height: 80, channels: 3, background: "#884422" } })
      .jpeg()
      .withExif({ IFD0: { Artist: "Jane Private-Citizen", ImageDescription: "Home at 12 Secret St" } })
      .toBuffer();
    expect(withExif.includes(Buffer.from("Jane Private-Citizen"))).toBe(true);
    const stored = await storage.saveImage("headshot", file(withExif, "IMG_0001.jpg", "image/jpeg"));
    const original = await readFile(path.join(root, stored.storageUrl.replace("/uploads/", "")));
    expect(detectImageKind(original)).toBe("jpeg");
    expect(original.includes(Buffer.from("Jane Private-Citizen"))).toBe(false);
    expect(original.includes(Buffer.from("Secret St"))).toBe(false);
    expect((await sharp(original).metadata()).exif).toBeUndefined();
    const card = await readFile(path.join(root, stored.cardUrl!.replace("/uploads/", "")));
    expect(detectImageKind(card)).toBe("webp");
    expect(stored.storageUrl).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}\.jpg$/);
  });

  it("refuses a disguised file, an SVG from the public, an empty file and a damaged image, storing nothing", async () => {
    const before = await readdir(path.join(root, "images")).catch(() => []);
    const attempts = [
      storage.saveImage("headshot", file(Buffer.from("just text"), "photo.jpg", "image/jpeg")),
      storage.saveImage("headshot", file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), "logo.svg", "image/svg+xml")),
      storage.saveImage("headshot", file(Buffer.alloc(0), "empty.jpg", "image/jpeg")),
      storage.saveImage("headshot", file(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), "cut.jpg", "image/jpeg")),
    ];
    const codes = await Promise.all(attempts.map((attempt) => attempt.then(() => "stored", codeOf)));
    expect(codes).toEqual(["UNSUPPORTED_MEDIA_TYPE", "UNSUPPORTED_MEDIA_TYPE", "BAD_USER_INPUT", "UNSUPPORTED_MEDIA_TYPE"]);
    expect(await readdir(path.join(root, "images")).catch(() => [])).toEqual(before);
  });

  it("refuses files over 5 MB with PAYLOAD_TOO_LARGE naming the field", async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0xff);
    const error = await storage.saveImage("fullBodyShot", file(big, "big.jpg"), { label: "Full body shot" }).catch((caught) => caught);
    expect(codeOf(error)).toBe("PAYLOAD_TOO_LARGE");
    expect(error.extensions.fields).toEqual({ fullBodyShot: "Full body shot must be 5MB or smaller." });
  });
});

describe("removing files", () => {
  it("removes only files under the uploads folder, whatever the URL says", async () => {
    const outside = path.join(path.dirname(root), `${path.basename(root)}-outside.txt`);
    await writeFile(outside, "keep me");
    try {
      await storage.remove([`/uploads/../${path.basename(outside)}`, "/etc/passwd", "https://example.com/x.jpg", null, undefined]);
      expect(await readFile(outside, "utf8")).toBe("keep me");
    } finally {
      await rm(outside, { force: true });
    }
  });
});
