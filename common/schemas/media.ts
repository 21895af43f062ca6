import { z } from "zod";
import { DOCUMENT_TYPES } from "../editing";

// The rules of the staff's media operations (ADR 040, 041): a photo's caption, a document's kind
// and title.

/** A photo's caption, which the public site uses as its alt text. */
export const imageCaptionSchema = z.object({
  caption: z
    .string({ error: "Caption must be text." })
    .trim()
    .max(300, "Caption must be at most 300 characters.")
    .nullish()
    .transform((value) => (value ? value : null)),
});

export const documentInputSchema = z.object({
  documentType: z.enum(DOCUMENT_TYPES, { error: `Document type must be one of: ${DOCUMENT_TYPES.join(", ")}.` }),
  title: z
    .string({ error: "Title must be text." })
    .trim()
    .max(200, "Title must be at most 200 characters.")
    .nullish()
    .transform((value) => (value ? value : null)),
});
