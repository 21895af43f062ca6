import { createReadStream } from "node:fs";
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { AppServices } from "../context";
import { sendError } from "../http-errors";
import { DOCUMENT_CONTENT_TYPES, type DocumentKind } from "../services/file-kinds";

// Stored files. Images are public and come from a static handler whose root is the images folder
// alone, so no spelling of a path (percent-encoding, doubled slashes, dot segments, backslashes,
// case, trailing dots) can make it read a document: documents are simply not under its root.
// Documents (resumes) are personal data and come only from the route below, which answers a file
// only for the exact name the admin API signed (ADR 045).

/** Stored files are shown, never run: an SVG opened directly cannot execute anything. */
export const UPLOAD_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/** The names storage gives documents: a random id and a known extension. Nothing else is looked up. */
const DOCUMENT_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}\.(pdf|doc|docx)$/;

const EXPIRED = "This document link is not valid or has expired. Open the document again from the admin area.";

export async function registerUploads(app: FastifyInstance, services: AppServices) {
  const { uploadsDir } = services.config;
  await mkdir(path.join(uploadsDir, "images"), { recursive: true });

  await app.register(fastifyStatic, {
    root: path.join(uploadsDir, "images"),
    prefix: "/uploads/images/",
    cacheControl: false, // set in setHeaders
    decorateReply: false,
    index: false,
    dotfiles: "deny",
    setHeaders: (res) => {
      res.setHeader("content-security-policy", UPLOAD_CSP);
      res.setHeader("cache-control", "public, max-age=31536000, immutable");
    },
  });

  app.get<{ Params: { name: string }; Querystring: Record<string, unknown> }>("/uploads/documents/:name", async (request, reply) => {
    const { name } = request.params;
    // The signature covers the canonical path, rebuilt from the checked name, never the URL as sent.
    const canonical = `/uploads/documents/${name}`;
    if (!DOCUMENT_NAME.test(name) || !services.urls.verify(canonical, request.query)) {
      return sendError(reply, 403, EXPIRED);
    }
    const file = path.join(uploadsDir, "documents", name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return sendError(reply, 404, `No document ${name}`);
    const kind = name.slice(name.lastIndexOf(".") + 1) as DocumentKind;
    return reply
      .header("cache-control", "private, no-store")
      .header("content-security-policy", UPLOAD_CSP)
      .header("content-length", info.size)
      .type(DOCUMENT_CONTENT_TYPES[kind])
      .send(createReadStream(file));
  });
}
