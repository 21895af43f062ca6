// What the review dialog offers follows the talent's state (docs/product.md#talent-management): a
// pending talent is approved, an approved one published, a published one unpublished.

export type ReviewAction = "approve" | "publish" | "unpublish";
export type TalentTab = "PUBLISHED" | "APPROVED" | "PENDING" | "DECLINED";

export function reviewActionFor(talent: { isApproved: boolean; isPublished: boolean }): ReviewAction {
  // A declined submission can still be approved: staff may change their minds.
  if (!talent.isApproved) return "approve";
  return talent.isPublished ? "unpublish" : "publish";
}

/** The action every talent of a tab is ready for (the bulk action of that tab). */
export const TAB_ACTION: Record<TalentTab, ReviewAction> = {
  PENDING: "approve",
  APPROVED: "publish",
  PUBLISHED: "unpublish",
  DECLINED: "approve",
};

/**
 * The three decisions on a submission, each with its key (shown on its button; the keys do nothing
 * while the focus is in a text field, so typing a reason cannot decide).
 */
export const DECISIONS = {
  approve: { label: "Approve", key: "a", success: "Talent approved", failure: "Failed to approve talent" },
  approvePublish: { label: "Approve and publish", key: "p", success: "Talent approved and published", failure: "Failed to approve talent" },
  decline: { label: "Decline", key: "d", success: "Submission declined", failure: "Failed to decline submission" },
} as const;
export type Decision = keyof typeof DECISIONS;

/** The decision a key press asks for, or null: modifier keys and keys typed into a field never decide. */
export function decisionForKey(event: {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}): Decision | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const target = event.target as HTMLElement | null;
  if (target && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))) return null;
  const key = event.key.toLowerCase();
  return (Object.keys(DECISIONS) as Decision[]).find((decision) => DECISIONS[decision].key === key) ?? null;
}

/**
 * The submission to open after deciding on `decided`: the next one in the list as it was, else the
 * one before it; null when it was the last.
 */
export function nextInQueue(queue: readonly number[], decided: number): number | null {
  const at = queue.indexOf(decided);
  const rest = queue.filter((id) => id !== decided);
  if (rest.length === 0) return null;
  if (at === -1) return rest[0]!;
  return rest[Math.min(at, rest.length - 1)]!;
}

export type ReviewCopy = {
  /** The dialog's title and its button. */
  title: string;
  /** The e-mail checkbox's label. */
  emailLabel: string;
  /** Internal notes are asked for only while the talent is pending. */
  showNotes: boolean;
  success: string;
  failure: string;
  /** Bulk: the dialog's title and button for `count` talents, and the e-mail checkbox. */
  bulkTitle: (count: number) => string;
  bulkEmailLabel: string;
};

const talents = (count: number) => (count === 1 ? "1 Talent" : `${count} Talents`);

export const REVIEW_COPY: Record<ReviewAction, ReviewCopy> = {
  approve: {
    title: "Approve Talent",
    emailLabel: "Send an approval email to the talent",
    showNotes: true,
    success: "Talent approved",
    failure: "Failed to approve talent",
    bulkTitle: (count) => `Approve ${talents(count)}`,
    bulkEmailLabel: "Send each talent an approval email",
  },
  publish: {
    title: "Publish Talent",
    emailLabel: "Send a publication notification to the talent",
    showNotes: false,
    success: "Talent published",
    failure: "Failed to publish talent",
    bulkTitle: (count) => `Publish ${talents(count)}`,
    bulkEmailLabel: "Send each talent a publication notification",
  },
  unpublish: {
    title: "Unpublish Talent",
    emailLabel: "Send an unpublished notice to the talent",
    showNotes: false,
    success: "Talent unpublished",
    failure: "Failed to unpublish talent",
    bulkTitle: (count) => `Unpublish ${talents(count)}`,
    bulkEmailLabel: "Send each talent an unpublished notice",
  },
};

/** The form's starting values: the e-mail on, whatever was chosen for the last talent. */
export function reviewDefaults(talent: { notes?: string | null }): { notify: boolean; notes: string } {
  return { notify: true, notes: talent.notes ?? "" };
}

/** A failed call's message for a toast, or the specification's fallback. */
export { errorMessage as errorText } from "#web/components/admin/errors";
