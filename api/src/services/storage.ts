import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { MAX_UPLOAD_BYTES } from "../../../common/options";
import { FILE_MESSAGES } from "../../../common/schemas/files";
import { badInput, payloadTooLarge, unsupportedMediaType } from "../errors";

export type ImageKind = "jpeg" | "png" | "gif" | "webp" | "svg";
export type DocumentKind = "pdf" | "doc" | "docx";

export const IMAGE_CONTENT_TYPES: Record<ImageKind, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
};
export const DOCUMENT_CONTENT_TYPES: Record<DocumentKind, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};
const EXTENSION: Record<ImageKind | DocumentKind, string> = {
  jpeg: "jpg",
  png: "png",
  gif: "gif",
  webp: "webp",
  svg: "svg",
  pdf: "pdf",
  doc: "doc",
  docx: "docx",
};

const startsWith = (bytes: Buffer, signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);

/** The image type a file really is, judged by its first bytes, never by its name or claimed type. */
export function detectImageKind(bytes: Buffer): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (bytes.subarray(0, 6).toString("latin1") === "GIF87a" || bytes.subarray(0, 6).toString("latin1") === "GIF89a") return "gif";
  if (bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP") return "webp";
  const head = bytes
    .subarray(0, 1024)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return "svg";
  return null;
}

export function detectDocumentKind(bytes: Buffer): DocumentKind | null {
  if (bytes.subarray(0, 5).toString("latin1") === "%PDF-") return "pdf";
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "doc";
  // A .docx is a zip whose entries include word/document.xml.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && bytes.includes(Buffer.from("word/"))) return "docx";
  return null;
}

/**
 * Removes what could run in a browser from an SVG: scripts, foreign content, event handlers and
 * links that are not in-document references or embedded raster data.
 */
export function sanitizeSvg(svg: string): string {
  return (
    svg
      .replace(/<script[\s\S]*?<\/script\s*>/gi, "")
      .replace(/<script[^>]*\/>/gi, "")
      .replace(/<foreignObject[\s\S]*?<\/foreignObject\s*>/gi, "")
      .replace(/<!ENTITY[^>]*>/gi, "")
      // Metadata an editor writes (author, file paths, RDF): not shown, not served.
      .replace(/<metadata[\s\S]*?<\/metadata\s*>/gi, "")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/[\s/]on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, " ")
      .replace(/\s(xlink:)?href\s*=\s*("(?!#|data:image\/(png|jpeg|gif|webp))[^"]*"|'(?!#|data:image\/(png|jpeg|gif|webp))[^']*')/gi, "")
      .replace(/javascript:/gi, "")
  );
}

export type StoredImage = { storageUrl: string; cardUrl: string | null; thumbUrl: string | null; kind: ImageKind; size: number };
export type StoredDocument = { storageUrl: string; kind: DocumentKind; size: number; contentType: string };

/** How messages name the file ('Headshot photo must be 5MB or smaller.'), and the message when it is missing. */
type SaveOptions = { label?: string; required?: string };

/**
 * Files being written carry this prefix until they are complete, so a crash mid-write never leaves
 * a half file under a name a row could hold; the start-up sweep (upload-sweep.ts) deletes them.
 * The static handler refuses dot files, and document names must start with a letter or digit.
 */
export const PARTIAL_PREFIX = ".partial-";
/**
 * Names of images stored by uploadImage before any row holds them (a news or testimonial form
 * saves the URL later); the start-up sweep gives them a day before treating them as orphans.
 */
export const LOOSE_PREFIX = "loose-";

export type Storage = {
  /** Directory served at /uploads. */
  root: string;
  /**
   * Stores an image after checking its size and content. `field` names the input in errors.
   * SVG is accepted only with allowSvg (admins) and is sanitised first.
   */
  saveImage(
    field: string,
    file: File | null | undefined,
    options?: SaveOptions & { allowSvg?: boolean; loose?: boolean },
  ): Promise<StoredImage>;
  saveDocument(field: string, file: File | null | undefined, options?: SaveOptions): Promise<StoredDocument>;
  /** Deletes stored files by their /uploads URLs; unknown or foreign URLs are ignored. */
  remove(urls: Array<string | null | undefined>): Promise<void>;
  /** The file behind an /uploads URL, or null for any other URL (web addresses, paths leaving the folder). */
  pathOf(url: string): string | null;
  /** A stored image's size in pixels, or null when it is not a stored, readable image. */
  imageSize(url: string): Promise<ImageSize | null>;
};

export type ImageSize = { width: number; height: number };

const CARD_WIDTH = 600;

function reencode(image: Sharp, kind: "jpeg" | "png" | "webp"): Promise<Buffer> {
  if (kind === "jpeg") return image.jpeg({ quality: 90 }).toBuffer();
  if (kind === "png") return image.png().toBuffer();
  return image.webp({ quality: 90 }).toBuffer();
}
const THUMB_WIDTH = 160;

/** Sizes remembered per process; stored files never change (each has a new random name), so no entry goes stale. */
const MAX_REMEMBERED_SIZES = 20_000;

export function createStorage(root: string): Storage {
  const sizes = new Map<string, ImageSize | null>();
  const urlToPath = (url: string) => {
    if (!url.startsWith("/uploads/")) return null;
    const resolved = path.resolve(root, url.slice("/uploads/".length));
    return resolved.startsWith(path.resolve(root) + path.sep) ? resolved : null;
  };

  // Written under a temporary name and renamed (atomic within one folder): a final name always
  // holds a whole file. Callers store files before the rows that name them and remove them when
  // the write fails, so a row never names a missing file; a crash between the two leaves files no
  // row names, which the start-up sweep removes.
  async function write(folder: string, name: string, bytes: Buffer | Uint8Array) {
    const dir = path.join(root, folder);
    await mkdir(dir, { recursive: true });
    const partial = path.join(dir, `${PARTIAL_PREFIX}${randomUUID()}`);
    try {
      await writeFile(partial, bytes);
      await rename(partial, path.join(dir, name));
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return `/uploads/${folder}/${name}`;
  }

  async function readChecked(field: string, file: File | null | undefined, label: string, required: string) {
    if (!file || typeof (file as File).arrayBuffer !== "function") throw badInput({ [field]: required });
    if (file.size === 0) throw badInput({ [field]: FILE_MESSAGES.empty(required) });
    if (file.size > MAX_UPLOAD_BYTES) {
      throw payloadTooLarge(field, FILE_MESSAGES.tooLarge(label));
    }
    return Buffer.from(await file.arrayBuffer());
  }

  const storage: Storage = {
    root,
    async saveImage(field, file, options = {}) {
      const label = options.label ?? "File";
      const bytes = await readChecked(field, file, label, options.required ?? `${label} is required.`);
      const kind = detectImageKind(bytes);
      if (!kind || (kind === "svg" && !options.allowSvg)) {
        throw unsupportedMediaType(field, FILE_MESSAGES.notImage(label, options.allowSvg));
      }
      const id = `${options.loose ? LOOSE_PREFIX : ""}${randomUUID()}`;
      if (kind === "svg") {
        const clean = Buffer.from(sanitizeSvg(bytes.toString("utf8")), "utf8");
        const storageUrl = await write("images", `${id}.svg`, clean);
        return { storageUrl, cardUrl: null, thumbUrl: null, kind, size: clean.length };
      }
      let original: Buffer;
      let card: Buffer;
      let thumb: Buffer;
      try {
        const image = sharp(bytes, { failOn: "error", limitInputPixels: 50_000_000 }).rotate();
        // Re-encoding drops the metadata a camera, phone or editor writes (EXIF with GPS position,
        // device, owner's name; XMP; JPEG and GIF comments; PNG text chunks) before the photo is
        // served publicly: sharp writes none unless asked. .rotate() has already applied the
        // orientation. A GIF is re-encoded with all its frames so an animation survives.
        original =
          kind === "gif"
            ? await sharp(bytes, { animated: true, failOn: "error", limitInputPixels: 50_000_000 }).gif().toBuffer()
            : await reencode(image.clone(), kind);
        card = await image.clone().resize({ width: CARD_WIDTH, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
        thumb = await image.clone().resize({ width: THUMB_WIDTH, height: THUMB_WIDTH, fit: "cover" }).webp({ quality: 70 }).toBuffer();
      } catch {
        throw unsupportedMediaType(field, `${label} could not be read as an image; the file may be damaged.`);
      }
      const written: string[] = [];
      try {
        written.push(await write("images", `${id}.${EXTENSION[kind]}`, original));
        written.push(await write("images", `${id}-card.webp`, card));
        written.push(await write("images", `${id}-thumb.webp`, thumb));
      } catch (error) {
        await storage.remove(written);
        throw error;
      }
      return { storageUrl: written[0]!, cardUrl: written[1]!, thumbUrl: written[2]!, kind, size: original.length };
    },
    async saveDocument(field, file, options = {}) {
      const label = options.label ?? "File";
      const bytes = await readChecked(field, file, label, options.required ?? `${label} is required.`);
      const kind = detectDocumentKind(bytes);
      if (!kind) throw unsupportedMediaType(field, FILE_MESSAGES.notDocument(label));
      const storageUrl = await write("documents", `${randomUUID()}.${EXTENSION[kind]}`, bytes);
      return { storageUrl, kind, size: bytes.length, contentType: DOCUMENT_CONTENT_TYPES[kind] };
    },
    async remove(urls) {
      await Promise.all(
        urls.map(async (url) => {
          const file = url ? urlToPath(url) : null;
          if (file) await rm(file, { force: true });
          if (url) sizes.delete(url);
        }),
      );
    },
    pathOf: urlToPath,
    async imageSize(url) {
      if (sizes.has(url)) return sizes.get(url)!;
      const file = urlToPath(url);
      if (!file) return null;
      // Only the header is read. A failed read (a missing file, a passing I/O error) is not remembered.
      const size = await sharp(file)
        .metadata()
        .then(({ width, height }) => (width && height ? { width, height } : null))
        .catch(() => undefined);
      if (size === undefined) return null;
      if (sizes.size >= MAX_REMEMBERED_SIZES) sizes.delete(sizes.keys().next().value!);
      sizes.set(url, size);
      return size;
    },
  };
  return storage;
}
