import { mkdir } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppServices } from "../context";
import { sendError } from "../http-errors";
import { contentTypeOfName } from "../services/file-kinds";
import type { ByteRange, StorageBackend } from "../services/storage-backend";

// Stored files. Images are public and come from a static handler whose root is the images folder
// alone, so no spelling of a path (percent-encoding, doubled slashes, dot segments, backslashes,
// case, trailing dots) can make it read a document: documents are simply not under its root.
// Documents (resumes) are personal data and come only from the route below, which answers a file
// only for the exact name the admin API signed (ADR 164).

/** Stored files are shown, never run: an SVG opened directly cannot execute anything. */
export const UPLOAD_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/** The names storage gives documents: a random id and a known extension. Nothing else is looked up. */
const DOCUMENT_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}\.(pdf|doc|docx)$/;

const EXPIRED = "This document link is not valid or has expired. Open the document again from the admin area.";

const EXPIRED_PHOTO = "This photo link is not valid or has expired. Open the proposal again.";

/** The names storage gives images: an id (loose uploads prefixed), an optional copy suffix, a known extension. */
const IMAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}\.(jpg|png|webp|gif)$/;
const IMMUTABLE = "public, max-age=31536000, immutable";

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range within the file; anything else is answered whole. */
function rangeOf(header: string | undefined, size: number): ByteRange | "unsatisfiable" | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  const start = match[1] === "" ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === "" || match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start > end || start >= size ? "unsatisfiable" : { start, end };
}

/**
 * A stored file streamed from the backend with its length and ETag, a 304 for a matching
 * If-None-Match and one byte range when asked (video players, resumed downloads). Answers whether it
 * sent anything. (It must not answer the reply itself: a Fastify reply is a thenable, so an async
 * function returning one resolves, once the response is finished, to undefined, which read as "not
 * found" and sent a second answer on every file served.)
 */
async function sendStored(backend: StorageBackend, key: string, request: FastifyRequest, reply: FastifyReply, contentType: string) {
  const info = await backend.head(key);
  if (!info) return false;
  reply.header("etag", info.etag).header("accept-ranges", "bytes").type(contentType);
  if (request.headers["if-none-match"] === info.etag) {
    reply.status(304).send();
    return true;
  }
  const range = rangeOf(request.headers.range, info.size);
  if (range === "unsatisfiable") {
    reply.status(416).header("content-range", `bytes */${info.size}`).send();
    return true;
  }
  const found = await backend.get(key, range);
  if (!found) return false;
  if (found.range) {
    reply.status(206).header("content-range", `bytes ${found.range.start}-${found.range.end}/${found.size}`);
    reply.header("content-length", found.range.end - found.range.start + 1);
  } else reply.header("content-length", found.size);
  reply.send(found.body);
  return true;
}

export async function registerUploads(app: FastifyInstance, services: AppServices) {
  const { uploadsDir } = services.config;
  const { backend } = services.storage;
  await mkdir(path.join(uploadsDir, "images"), { recursive: true });

  if (backend.kind === "s3") {
    // The bucket stays private: images are streamed through here under their immutable URLs
    // rather than redirected to signed bucket links, which expire and would defeat a year's caching.
    app.get<{ Params: { name: string } }>("/uploads/images/:name", async (request, reply) => {
      const { name } = request.params;
      const type = IMAGE_NAME.test(name) ? contentTypeOfName(name) : undefined;
      reply.header("content-security-policy", UPLOAD_CSP);
      const sent = type ? await sendStored(backend, `images/${name}`, request, reply.header("cache-control", IMMUTABLE), type) : false;
      return sent ? reply : sendError(reply.header("cache-control", "no-store"), 404, `No image ${name}`);
    });
  } else
    await app.register(fastifyStatic, {
      root: path.join(uploadsDir, "images"),
      prefix: "/uploads/images/",
      cacheControl: false, // set in setHeaders
      decorateReply: false,
      index: false,
      dotfiles: "deny",
      setHeaders: (res) => {
        res.setHeader("content-security-policy", UPLOAD_CSP);
        res.setHeader("cache-control", IMMUTABLE);
      },
    });

  app.get<{ Params: { name: string }; Querystring: Record<string, unknown> }>("/uploads/documents/:name", async (request, reply) => {
    const { name } = request.params;
    // The signature covers the canonical path, rebuilt from the checked name, never the URL as sent.
    const canonical = `/uploads/documents/${name}`;
    if (!DOCUMENT_NAME.test(name) || !services.urls.verify(canonical, request.query)) {
      return sendError(reply, 403, EXPIRED);
    }
    reply.header("cache-control", "private, no-store").header("content-security-policy", UPLOAD_CSP);
    const sent = await sendStored(backend, `documents/${name}`, request, reply, contentTypeOfName(name));
    return sent ? reply : sendError(reply, 404, `No document ${name}`);
  });

  // Photos a talent proposed, waiting for staff (ADR 171): private like documents, served only
  // under a link the API signed.
  app.get<{ Params: { name: string }; Querystring: Record<string, unknown> }>("/uploads/pending/:name", async (request, reply) => {
    const { name } = request.params;
    const canonical = `/uploads/pending/${name}`;
    if (!IMAGE_NAME.test(name) || !services.urls.verify(canonical, request.query)) return sendError(reply, 403, EXPIRED_PHOTO);
    reply.header("cache-control", "private, no-store").header("content-security-policy", UPLOAD_CSP);
    const sent = await sendStored(backend, `pending/${name}`, request, reply, contentTypeOfName(name));
    return sent ? reply : sendError(reply, 404, `No photo ${name}`);
  });
}
