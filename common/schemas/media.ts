import { z } from "zod";
import { DOCUMENT_TYPES } from "../editing";
import { optionalText } from "./fields";

// The rules of the staff's media operations (ADR 040): a photo's caption, a document's kind
// and title.

/** A photo's caption, which the public site uses as its alt text. */
export const imageCaptionSchema = z.object({
  caption: optionalText("Caption", 300),
});

export const documentInputSchema = z.object({
  documentType: z.enum(DOCUMENT_TYPES, { error: `Document type must be one of: ${DOCUMENT_TYPES.join(", ")}.` }),
  title: optionalText("Title", 200),
});
