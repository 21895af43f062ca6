import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { GraphQLError } from "graphql";
import sharp, { type Sharp } from "sharp";
import { MAX_UPLOAD_BYTES } from "#common/options";
import { FILE_MESSAGES } from "#common/schemas/files";
import { badInput, payloadTooLarge, unsupportedMediaType } from "../errors";
import {
  detectDocumentKind,
  detectImageKind,
  DOCUMENT_CONTENT_TYPES,
  type DocumentKind,
  EXTENSION,
  IMAGE_CONTENT_TYPES,
  type ImageKind,
} from "./file-kinds";
import { readAll, type StorageBackend } from "./storage-backend";
import { createDiskBackend } from "./storage-disk";

export type StoredImage = { storageUrl: string; cardUrl: string | null; thumbUrl: string | null; kind: ImageKind; size: number };
/** `name` is the name the file was sent with (kept as the document's filename). */
export type StoredDocument = { storageUrl: string; kind: DocumentKind; size: number; contentType: string; name: string };

/**
 * Where storage reads a file from: one shape for a GraphQL multipart upload (a stream the request
 * parser hands out) and for a web File (the REST shim, demo data, tests).
 */
export type FileSource = {
  name: string;
  stream(): Readable;
  /**
   * Settles once the request that carried the file has been read to its end, rejected with the
   * request's refusal (a part the operation does not take). Nothing is renamed into place before.
   */
  accepted?: Promise<void>;
};
/** What the Upload scalar gives a resolver, and what storage takes. */
export type UploadInput = File | FileSource | Promise<FileSource>;
/** A file read to a temporary file once, to be stored several times (bulk upload); dispose() deletes it. */
export type SpooledFile = FileSource & { size: number; dispose(): Promise<void> };

const isWebFile = (value: unknown): value is File =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as File).arrayBuffer === "function" &&
  typeof (value as File).stream === "function";

/** The adapter from a web File to a stream source. */
export function fileSource(file: File): FileSource {
  return { name: file.name, stream: () => Readable.fromWeb(file.stream() as unknown as WebReadableStream<Uint8Array>) };
}

/** The name a file was sent with, or "" when its part never arrived. */
export async function uploadName(upload: UploadInput): Promise<string> {
  try {
    return (await upload).name;
  } catch {
    return "";
  }
}

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
  /** This server's uploads folder: files being received, and the stored files too with the disk backend. */
  root: string;
  /** Where whole files are kept. */
  backend: StorageBackend;
  /**
   * Stores an image after checking its size and content. `field` names the input in errors.
   * SVG is accepted only with allowSvg (admins) and is stored as the PNG it renders to.
   */
  saveImage(
    field: string,
    file: UploadInput | null | undefined,
    options?: SaveOptions & { allowSvg?: boolean; loose?: boolean },
  ): Promise<StoredImage>;
  saveDocument(field: string, file: UploadInput | null | undefined, options?: SaveOptions): Promise<StoredDocument>;
  /** Reads an upload to a temporary file (size checked), so saveImage can store it more than once. */
  spool(field: string, file: UploadInput | null | undefined, options?: SaveOptions): Promise<SpooledFile>;
  /** Deletes stored files by their /uploads URLs; unknown or foreign URLs are ignored. */
  remove(urls: Array<string | null | undefined>): Promise<void>;
  /**
   * The file on this server's disk behind an /uploads URL, or null for any other URL (web
   * addresses, paths leaving the folder) and for every URL when files are kept in a bucket.
   */
  pathOf(url: string): string | null;
  /** The backend's key of an /uploads URL (`images/x.jpg`), or null for any other URL. */
  keyOf(url: string): string | null;
  /** A stored file's bytes, or null when the URL is not a stored file. */
  read(url: string): Promise<Buffer | null>;
  /** A stored image's size in pixels, or null when it is not a stored, readable image. */
  imageSize(url: string): Promise<ImageSize | null>;
};

export type ImageSize = { width: number; height: number };

const CARD_WIDTH = 600;
const THUMB_WIDTH = 160;
/** An SVG is rendered so its longer side is this many pixels: crisp for a logo or an icon. */
export const SVG_RENDER_SIZE = 1024;
/** librsvg's own bound on the density it renders at. */
const MAX_SVG_DENSITY = 100_000;
const DECODE = { failOn: "error", limitInputPixels: 50_000_000 } as const;

function reencode(image: Sharp, kind: "jpeg" | "png" | "webp"): Sharp {
  if (kind === "jpeg") return image.jpeg({ quality: 90 });
  if (kind === "png") return image.png();
  return image.webp({ quality: 90 });
}

/**
 * An SVG drawn to PNG pixels at up to SVG_RENDER_SIZE on its longer side: scripts, links, event
 * handlers and animations have nothing to run in a bitmap. It is read from memory, not from its
 * file, so librsvg has no folder to resolve relative references (other uploads) against.
 */
async function rasterizeSvg(svg: Buffer): Promise<Buffer> {
  const { width, height } = await sharp(svg, DECODE).metadata();
  if (!width || !height) throw new Error("The SVG has no size");
  const density = Math.max(1, Math.min(MAX_SVG_DENSITY, (72 * SVG_RENDER_SIZE) / Math.max(width, height)));
  return sharp(svg, { ...DECODE, density })
    .resize({ width: SVG_RENDER_SIZE, height: SVG_RENDER_SIZE, fit: "inside", withoutEnlargement: true })
    .png()
    .toBuffer();
}

/** The first bytes (kind detection) and the last (a .docx's zip directory names its entries). */
const HEAD_BYTES = 64 * 1024;
const TAIL_BYTES = 64 * 1024;

/** Sizes remembered per process; stored files never change (each has a new random name), so no entry goes stale. */
const MAX_REMEMBERED_SIZES = 20_000;

/** A file read to a temporary name in its folder: its size and the bytes kind detection looks at. */
type Received = { path: string; size: number; head: Buffer; tail: Buffer };

/** The request parser's errors on a file stream: its size limit (HTTP 413) is the field's. */
function streamError(field: string, label: string, error: unknown): unknown {
  if (error instanceof GraphQLError) return error;
  if ((error as { status?: number }).status === 413) return payloadTooLarge(field, FILE_MESSAGES.tooLarge(label));
  return error;
}

/**
 * `root` is this server's uploads folder; `backend` keeps the whole files, by default in that same
 * folder (createBackend in storage-backend.ts picks the bucket when S3_BUCKET is set).
 */
export function createStorage(root: string, backend: StorageBackend = createDiskBackend(root)): Storage {
  const sizes = new Map<string, ImageSize | null>();
  const spooled = new WeakMap<FileSource, Received>();
  const keyOf = (url: string) => {
    if (!url.startsWith("/uploads/")) return null;
    const key = path.posix.normalize(url.slice("/uploads/".length));
    return key.startsWith("../") || key.startsWith("/") || key === "." || key === ".." || key.includes("\\") ? null : key;
  };
  const urlToPath = (url: string) => {
    if (backend.kind !== "disk" || !url.startsWith("/uploads/")) return null;
    const resolved = path.resolve(root, url.slice("/uploads/".length));
    return resolved.startsWith(path.resolve(root) + path.sep) ? resolved : null;
  };
  const partialIn = (dir: string) => path.join(dir, `${PARTIAL_PREFIX}${randomUUID()}`);

  async function sourceOf(field: string, upload: UploadInput | null | undefined, required: string): Promise<FileSource> {
    if (!upload) throw badInput({ [field]: required });
    let value: unknown;
    try {
      value = await upload;
    } catch (error) {
      // A refusal of the whole request stands; a file the map names but the body lacks is a missing file.
      if (error instanceof GraphQLError) throw error;
      throw badInput({ [field]: required });
    }
    if (isWebFile(value)) return fileSource(value);
    if (typeof value === "object" && value !== null && typeof (value as FileSource).stream === "function") return value as FileSource;
    throw badInput({ [field]: required });
  }

  /**
   * Streams a file to a temporary name in `dir`, counting bytes: past MAX_UPLOAD_BYTES it stops
   * with the field's 413, and the rest of the file is read and dropped so the request goes on.
   * Only the head and the tail are kept in memory.
   */
  async function receive(field: string, source: FileSource, label: string, required: string, dir: string): Promise<Received> {
    await mkdir(dir, { recursive: true });
    const partial = partialIn(dir);
    let input: Readable;
    try {
      input = source.stream();
    } catch (error) {
      throw streamError(field, label, error);
    }
    const out = createWriteStream(partial, { flags: "wx" });
    const head: Buffer[] = [];
    let headSize = 0;
    let tail = Buffer.alloc(0);
    let size = 0;
    try {
      for await (const chunk of input.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > MAX_UPLOAD_BYTES) throw payloadTooLarge(field, FILE_MESSAGES.tooLarge(label));
        if (headSize < HEAD_BYTES) {
          const part = chunk.subarray(0, HEAD_BYTES - headSize);
          head.push(Buffer.from(part));
          headSize += part.length;
        }
        tail = chunk.length >= TAIL_BYTES ? Buffer.from(chunk.subarray(-TAIL_BYTES)) : Buffer.concat([tail, chunk]).subarray(-TAIL_BYTES);
        if (!out.write(chunk)) await once(out, "drain");
      }
      out.end();
      await finished(out);
    } catch (error) {
      input.on("error", () => {});
      input.resume();
      out.destroy();
      await rm(partial, { force: true });
      throw streamError(field, label, error);
    }
    if (size === 0) {
      await rm(partial, { force: true });
      throw badInput({ [field]: FILE_MESSAGES.empty(required) });
    }
    return { path: partial, size, head: Buffer.concat(head), tail };
  }

  /**
   * Renames temporary files into place (atomic within one folder: a final name always holds a
   * whole file), once the request that carried the upload has been read and accepted. Callers
   * store files before the rows that name them and remove them when the write fails, so a row
   * never names a missing file; a crash between the two leaves files no row names, which the
   * start-up sweep removes. On failure every temporary file is deleted.
   */
  async function commit(source: FileSource, moves: Array<[partial: string, key: string, contentType: string]>) {
    const done: string[] = [];
    try {
      await source.accepted;
      for (const [partial, key, contentType] of moves) {
        await backend.adopt(partial, key, contentType);
        done.push(key);
      }
    } catch (error) {
      await Promise.all([...moves.map(([partial]) => rm(partial, { force: true })), backend.delete(done).catch(() => undefined)]);
      throw error;
    }
  }

  const storage: Storage = {
    root,
    backend,
    async saveImage(field, file, options = {}) {
      const label = options.label ?? "File";
      const required = options.required ?? `${label} is required.`;
      const source = await sourceOf(field, file, required);
      const dir = path.join(root, "images");
      // A spooled file is read from where it lies, and left for its owner to dispose of.
      const reused = spooled.get(source);
      const received = reused ?? (await receive(field, source, label, required, dir));
      const partials: string[] = [];
      try {
        const detected = detectImageKind(received.head);
        if (!detected || (detected === "svg" && !options.allowSvg)) {
          throw unsupportedMediaType(field, FILE_MESSAGES.notImage(label, options.allowSvg));
        }
        const kind: ImageKind = detected === "svg" ? "png" : detected;
        const id = `${options.loose ? LOOSE_PREFIX : ""}${randomUUID()}`;
        const [original, card, thumb] = [partialIn(dir), partialIn(dir), partialIn(dir)] as const;
        partials.push(original, card, thumb);
        let size: number;
        try {
          // Decoded from the file on disk (an SVG from its rendering): the upload is never held whole.
          const input = detected === "svg" ? await rasterizeSvg(await readFile(received.path)) : received.path;
          const image = sharp(input, DECODE).rotate();
          // Re-encoding drops the metadata a camera, phone or editor writes (EXIF with GPS position,
          // device, owner's name; XMP; JPEG and GIF comments; PNG text chunks) before the photo is
          // served publicly: sharp writes none unless asked. .rotate() has already applied the
          // orientation. A GIF is re-encoded with all its frames so an animation survives.
          const written =
            kind === "gif"
              ? await sharp(input, { ...DECODE, animated: true })
                  .gif()
                  .toFile(original)
              : await reencode(image.clone(), kind).toFile(original);
          size = written.size;
          await image.clone().resize({ width: CARD_WIDTH, withoutEnlargement: true }).webp({ quality: 80 }).toFile(card);
          await image.clone().resize({ width: THUMB_WIDTH, height: THUMB_WIDTH, fit: "cover" }).webp({ quality: 70 }).toFile(thumb);
        } catch {
          throw unsupportedMediaType(field, `${label} could not be read as an image; the file may be damaged.`);
        }
        const names = [`${id}.${EXTENSION[kind]}`, `${id}-card.webp`, `${id}-thumb.webp`];
        await commit(source, [
          [original, `images/${names[0]!}`, IMAGE_CONTENT_TYPES[kind]],
          [card, `images/${names[1]!}`, "image/webp"],
          [thumb, `images/${names[2]!}`, "image/webp"],
        ]);
        const [storageUrl, cardUrl, thumbUrl] = names.map((name) => `/uploads/images/${name}`) as [string, string, string];
        return { storageUrl, cardUrl, thumbUrl, kind, size };
      } catch (error) {
        await Promise.all(partials.map((partial) => rm(partial, { force: true })));
        throw error;
      } finally {
        if (!reused) await rm(received.path, { force: true });
      }
    },
    async saveDocument(field, file, options = {}) {
      const label = options.label ?? "File";
      const required = options.required ?? `${label} is required.`;
      const source = await sourceOf(field, file, required);
      const dir = path.join(root, "documents");
      const received = await receive(field, source, label, required, dir);
      try {
        const kind = detectDocumentKind(Buffer.concat([received.head, received.tail]));
        if (!kind) throw unsupportedMediaType(field, FILE_MESSAGES.notDocument(label));
        const name = `${randomUUID()}.${EXTENSION[kind]}`;
        await commit(source, [[received.path, `documents/${name}`, DOCUMENT_CONTENT_TYPES[kind]]]);
        return {
          storageUrl: `/uploads/documents/${name}`,
          kind,
          size: received.size,
          contentType: DOCUMENT_CONTENT_TYPES[kind],
          name: source.name,
        };
      } catch (error) {
        await rm(received.path, { force: true });
        throw error;
      }
    },
    async spool(field, file, options = {}) {
      const label = options.label ?? "File";
      const required = options.required ?? `${label} is required.`;
      const source = await sourceOf(field, file, required);
      const received = await receive(field, source, label, required, path.join(root, "images"));
      const copy: SpooledFile = {
        name: source.name,
        size: received.size,
        accepted: source.accepted,
        stream: () => createReadStream(received.path),
        dispose: () => rm(received.path, { force: true }),
      };
      spooled.set(copy, received);
      return copy;
    },
    async remove(urls) {
      const keys = urls.flatMap((url) => (url ? [keyOf(url)] : [])).filter((key): key is string => key !== null);
      for (const url of urls) if (url) sizes.delete(url);
      await backend.delete(keys);
    },
    pathOf: urlToPath,
    keyOf,
    async read(url) {
      const key = keyOf(url);
      const found = key ? await backend.get(key) : null;
      return found ? readAll(found.body) : null;
    },
    async imageSize(url) {
      if (sizes.has(url)) return sizes.get(url)!;
      // On disk only the header is read; a bucket's file is fetched (images are at most 5 MB, sizes are remembered).
      const file = urlToPath(url) ?? (keyOf(url) ? await storage.read(url).catch(() => null) : null);
      if (!file) return null;
      // A failed read (a missing file, a passing I/O error) is not remembered.
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
