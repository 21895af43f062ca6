import type { ProfileReviewFormValues } from "#common/schemas/profile-review";

// The review view's form, part by part: what it starts from, and where the API's
// per-field refusals (a CONFLICT naming the field a staff edit changed meanwhile) are shown.

type Item = { id: number; field?: string | null; status: string };

/** One row per part still waiting, in the order shown, none decided yet. */
export function reviewDefaults(items: readonly Item[]): ProfileReviewFormValues {
  return { decisions: pendingItems(items).map((item) => ({ itemId: item.id, decision: "", message: "" })) };
}

export const pendingItems = <T extends Item>(items: readonly T[]): T[] => items.filter((item) => item.status === "PENDING");

/**
 * The API's field names to the form's: a refusal naming a talent field (bio) or a part (item.12)
 * is shown beside that part's decision, and so in the error summary, which links to it.
 */
export function serverFieldMap(items: readonly Item[]): Record<string, string> {
  const map: Record<string, string> = {};
  pendingItems(items).forEach((item, index) => {
    const target = `decisions.${index}.decision`;
    if (item.field) map[item.field] = target;
    map[`item.${item.id}`] = target;
    map[String(item.id)] = target;
  });
  return map;
}

/** How a proposed or current value reads: nothing, a list (chips), or text. */
export type ValueShape = { kind: "empty" } | { kind: "list"; items: string[] } | { kind: "text"; text: string };

export function valueShape(value: unknown): ValueShape {
  if (value === null || value === undefined || value === "") return { kind: "empty" };
  if (Array.isArray(value)) {
    const items = value.map((entry) => (typeof entry === "string" ? entry : JSON.stringify(entry))).filter(Boolean);
    return items.length ? { kind: "list", items } : { kind: "empty" };
  }
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return { kind: "text", text: String(value) };
  return { kind: "text", text: JSON.stringify(value) };
}
