import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { graphqlFieldErrors } from "../../lib/graphql-errors";

/**
 * The per-field messages of an API error, from either GraphQL client (lib/graphql-errors.ts);
 * null when the error names no field.
 */
export const serverFieldErrors = graphqlFieldErrors;

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
