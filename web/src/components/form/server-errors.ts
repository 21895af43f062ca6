import { CombinedGraphQLErrors } from "@apollo/client";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/**
 * `extensions.fields` of the API's errors: BAD_USER_INPUT names every failing field, and CONFLICT,
 * PAYLOAD_TOO_LARGE and UNSUPPORTED_MEDIA_TYPE name the one field they are about
 * (docs/decisions/005-validation-in-common.md). Null when the error names no field.
 */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const fields: Record<string, string> = {};
  for (const entry of error.errors) {
    const named = entry.extensions?.fields;
    if (typeof named !== "object" || named === null) continue;
    for (const [field, message] of Object.entries(named)) {
      if (typeof message === "string") fields[field] ??= message;
    }
  }
  return Object.keys(fields).length > 0 ? fields : null;
}

export type ApplyServerErrorsOptions = {
  /** Server field name → form field name, where they differ. */
  fieldMap?: Record<string, string>;
  /** Whether the form shows a field of that name; messages for others go to the summary alone. */
  hasField?: (name: string) => boolean;
};

/**
 * Shows the API's per-field messages beside their fields (and so in the error summary). Returns
 * false when the error names no field, leaving it to the caller.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  { fieldMap = {}, hasField = () => true }: ApplyServerErrorsOptions = {},
): boolean {
  const fields = serverFieldErrors(error);
  if (!fields) return false;
  for (const [serverName, message] of Object.entries(fields)) {
    const name = fieldMap[serverName] ?? serverName;
    const target = hasField(name) ? name : `root.${serverName.replace(/\./g, "-")}`;
    setError(target as Path<T> | `root.${string}`, { type: "server", message });
  }
  return true;
}
