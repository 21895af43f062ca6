// Staff editing of a talent's record and media: the messages the API and the editor share (ADR
// 040, 041). No zod here: the form kit reads these messages on every public form page, and the
// media operations' rules live in ./schemas/media.ts.

export const EDITING_MESSAGES = {
  /** A save made from an older version than the stored one (CONFLICT, HTTP 409). */
  staleVersion: "This talent was changed by someone else since you opened it. Reload to see their changes.",
  /** Asked before leaving the editor with edits not saved. */
  unsavedChanges: "You have unsaved changes. Leave without saving?",
  saved: "Talent information updated successfully",
  saveFailed: "Failed to update talent information",
  imageOrder: "Image ids must list each of the talent's images exactly once.",
  imageRequired: "Choose an image to upload.",
  documentRequired: "Choose a document to upload.",
} as const;

/** The kinds of document on a talent's file; the submission's resume is `resume`. */
export const DOCUMENT_TYPES = ["resume", "portfolio", "reference", "other"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  resume: "Resume",
  portfolio: "Portfolio",
  reference: "Reference",
  other: "Other",
};
