import { z } from "zod";
import { IMAGE_MIME_TYPES, MAX_UPLOAD_BYTES, RESUME_EXTENSIONS } from "../options";

// The rules a chosen file meets before it is sent, with the same words the server uses when it
// refuses one (api/src/services/storage.ts): the browser checks first so nobody waits for a 5 MB
// upload to learn it was the wrong kind of file.

export const FILE_MESSAGES = {
  tooLarge: (label: string) => `${label} must be 5MB or smaller.`,
  notImage: (label: string, allowSvg = false) =>
    `${label} must be a ${allowSvg ? "JPEG, PNG, GIF, WebP or SVG" : "JPEG, PNG, GIF or WebP"} image.`,
  notDocument: (label: string) => `${label} must be a PDF, DOC or DOCX file.`,
  empty: (required: string) => `${required} The file is empty.`,
} as const;

const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

function chosenFile(label: string, required: string, acceptable: (file: File) => boolean, wrongKind: string) {
  return z
    .custom<File>(isFile, { message: required })
    .refine((file) => file.size > 0, FILE_MESSAGES.empty(required))
    .refine(acceptable, wrongKind)
    .refine((file) => file.size <= MAX_UPLOAD_BYTES, FILE_MESSAGES.tooLarge(label));
}

/** A photo: JPEG, PNG, GIF or WebP, at most 5 MB (the browser's own type for the file). */
export function imageFile(label: string, required: string) {
  return chosenFile(label, required, (file) => (IMAGE_MIME_TYPES as readonly string[]).includes(file.type), FILE_MESSAGES.notImage(label));
}

/** A resume: .pdf, .doc or .docx by name (browsers often give no type for Word files), at most 5 MB. */
export function documentFile(label: string, required: string) {
  return chosenFile(
    label,
    required,
    (file) => RESUME_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension)),
    FILE_MESSAGES.notDocument(label),
  );
}
