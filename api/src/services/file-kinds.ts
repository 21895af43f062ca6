// What a stored file is, judged by its first bytes: the image and document kinds the site keeps,
// their content types and file extensions.

/** The kinds stored: an SVG upload is stored as the PNG it renders to. */
export type ImageKind = "jpeg" | "png" | "gif" | "webp";
/** What an uploaded image may be, judged by its first bytes. */
export type DetectedImageKind = ImageKind | "svg";
export type DocumentKind = "pdf" | "doc" | "docx";

export const IMAGE_CONTENT_TYPES: Record<ImageKind, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
};
export const DOCUMENT_CONTENT_TYPES: Record<DocumentKind, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};
export const EXTENSION: Record<ImageKind | DocumentKind, string> = {
  jpeg: "jpg",
  png: "png",
  gif: "gif",
  webp: "webp",
  pdf: "pdf",
  doc: "doc",
  docx: "docx",
};

const CONTENT_TYPES: Record<ImageKind | DocumentKind, string> = { ...IMAGE_CONTENT_TYPES, ...DOCUMENT_CONTENT_TYPES };

/** A stored file's content type from its name (stored names end in EXTENSION's); octet-stream for any other. */
export function contentTypeOfName(name: string): string {
  const extension = name.slice(name.lastIndexOf(".") + 1);
  const kind = (Object.keys(EXTENSION) as Array<ImageKind | DocumentKind>).find((key) => EXTENSION[key] === extension);
  return kind ? CONTENT_TYPES[kind] : "application/octet-stream";
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);

/** The image type a file really is, judged by its first bytes, never by its name or claimed type. */
export function detectImageKind(bytes: Buffer): DetectedImageKind | null {
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
