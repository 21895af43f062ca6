// How a staff change reads in Recent Activity and a record's History, shared by the API (which
// answers `summary`) and any screen that words an entry itself.

/** The verbs of the activity log; an action not listed here reads as its own key. */
export const ACTIVITY_VERBS: Record<string, string> = {
  create: "created",
  update: "edited",
  delete: "deleted",
  approve: "approved",
  publish: "published",
  unpublish: "unpublished",
  decline: "declined the submission of",
  "files.expire": "removed the files (retention ended) of",
  "image.add": "added a photo to",
  "image.caption": "changed a photo caption of",
  "image.reorder": "reordered the photos of",
  "image.main": "set the main photo of",
  "image.delete": "deleted a photo of",
  "document.add": "added a document to",
  "document.replace": "replaced a document of",
  "document.delete": "deleted a document of",
  retry: "queued again",
  invite: "invited",
  deactivate: "deactivated",
  reactivate: "reactivated",
  "change-password": "changed the password of",
  "reset-password": "reset the password of",
  "accept-invitation": "set the first password of",
  revoke: "revoked",
  handle: "marked as handled",
  unhandle: "marked as not handled",
  status: "changed the status of",
  hold: "put a hold on",
  confirm: "confirmed",
  release: "released",
  cancel: "cancelled the booking of",
  promote: "promoted",
  rerank: "moved up",
  "book-out": "booked out",
  "book-out.delete": "removed a book-out of",
  // The talent portal (ADR 004, ADR 171): staff's actions, and a talent's own (the actor is
  // then the talent's account, their e-mail address).
  "portal-invite": "sent a talent portal invitation to",
  "portal-revoke": "removed the talent portal access of",
  "propose-change": "proposed profile changes for",
  "withdraw-change": "withdrew the proposed profile changes of",
  "review-change": "reviewed the proposed profile changes of",
  "removal-request": "asked to remove the account and profile of",
  "removal-cancel": "cancelled the removal request of",
  "remove-personal-data": "removed the personal data of",
};

/** How each kind of record is named before its label; a talent is named by the name alone. */
export const ACTIVITY_SUBJECTS: Record<string, string> = {
  Talent: "",
  Category: "category ",
  TalentRequest: "the request from ",
  Client: "client ",
  NewsUpdate: "news update ",
  Testimonial: "the testimonial from ",
  User: "staff account ",
  /** A talent's own sign-in to the portal (ADR 004), named by the talent. */
  TalentAccount: "the talent portal account of ",
  ClientPackage: "package ",
  ContactMessage: "the message from ",
  Email: "the e-mail ",
  /** A booking is named 'Mia Tran on "Summer campaign"'. */
  Booking: "",
  Job: "job ",
};

export type ActivityLike = {
  actorEmail: string;
  action: string;
  subjectType: string;
  subjectLabel: string;
  changedFields: readonly string[];
  /** A note kept with the change (a decline's reason). */
  note?: string | null;
};

/** 'admin@example.com published Mia Tran', 'admin@example.com edited Mia Tran (height, bio)'. */
export function describeActivity(entry: ActivityLike): string {
  const verb = ACTIVITY_VERBS[entry.action] ?? entry.action;
  const noun = ACTIVITY_SUBJECTS[entry.subjectType] ?? `${entry.subjectType.toLowerCase()} `;
  const fields = entry.changedFields.length > 0 ? ` (${entry.changedFields.join(", ")})` : "";
  const note = entry.note ? `: "${entry.note}"` : "";
  return `${entry.actorEmail} ${verb} ${noun}${entry.subjectLabel}${fields}${note}`;
}
