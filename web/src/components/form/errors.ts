import type { FieldErrors, FieldValues } from "react-hook-form";

/** One message the summary lists: `name` is the field's path, or `root.*` for errors of no field. */
export type FormErrorItem = { name: string; message: string };

/** The id of a field's control, which the summary's links point at. */
export function fieldId(name: string, prefix = "field-"): string {
  return `${prefix}${name.replace(/[^\w-]/g, "-")}`;
}

export function isRootError(name: string): boolean {
  return name === "root" || name.startsWith("root.");
}

// Beside each message react-hook-form keeps the element and some bookkeeping; a node with a
// `type` is one field's error, any other object holds the errors of nested fields.
const FIELD_ERROR_KEYS = new Set(["ref", "type", "types", "message"]);

/** Every message in react-hook-form's nested error object, as field path and text. */
export function flattenErrors<T extends FieldValues>(errors: FieldErrors<T>): FormErrorItem[] {
  const items: FormErrorItem[] = [];
  const visit = (node: unknown, name: string) => {
    if (typeof node !== "object" || node === null) return;
    const entry = node as Record<string, unknown>;
    const isFieldError = typeof entry.type === "string";
    if (isFieldError && typeof entry.message === "string" && entry.message && name) {
      items.push({ name, message: entry.message });
    }
    for (const [key, child] of Object.entries(entry)) {
      if (isFieldError && FIELD_ERROR_KEYS.has(key)) continue;
      visit(child, name ? `${name}.${key}` : key);
    }
  };
  visit(errors, "");
  return items;
}
