import { GraphQLError } from "graphql";
import type { z } from "zod";

/** The error codes of the API (ARCHITECTURE.md, Conventions) and the HTTP status each maps to. */
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export type FieldErrors = Record<string, string>;

function apiError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

/** Invalid input; `fields` names each field and the rule it broke. */
export function badInput(fields: FieldErrors): GraphQLError {
  const summary = Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join("; ");
  return apiError("BAD_USER_INPUT", `Invalid input. ${summary}`, { fields });
}

export const unauthenticated = (message = "Authentication required") => apiError("UNAUTHENTICATED", message);
export const forbidden = (message = "Admin access required") => apiError("FORBIDDEN", message);
export const notFound = (what: string, id: number | string) => apiError("NOT_FOUND", `${what} ${id} not found`);
export const conflict = (field: string, message: string) => apiError("CONFLICT", message, { fields: { [field]: message } });
export const payloadTooLarge = (field: string, message: string) =>
  apiError("PAYLOAD_TOO_LARGE", message, { fields: { [field]: message } });
export const unsupportedMediaType = (field: string, message: string) =>
  apiError("UNSUPPORTED_MEDIA_TYPE", message, { fields: { [field]: message } });
export const rateLimited = (retryAfterSeconds: number) =>
  apiError("RATE_LIMITED", `Too many attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`, {
    retryAfter: retryAfterSeconds,
  });

/** zod issues → field → first message (nested paths joined with dots). */
export function fieldErrorsOf(error: z.ZodError, prefix = ""): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = prefix + (issue.path.length ? issue.path.join(".") : "input");
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parses `input` with a schema from common/, or throws BAD_USER_INPUT naming each field. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badInput(fieldErrorsOf(result.error));
  return result.data;
}

/** Prisma's 'unique constraint failed' error. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: string }).code === "P2002";
}

/** Prisma's 'record to update/delete does not exist' error. */
export function isRecordMissing(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: string }).code === "P2025";
}
