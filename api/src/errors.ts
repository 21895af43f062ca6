import { GraphQLError } from "graphql";
import type { z } from "zod";

/** The error codes of the API (docs/architecture.md#conventions) and the HTTP status each maps to. */
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /** The database is not answering (api/src/db/unavailable.ts). */
  SERVICE_UNAVAILABLE: 503,
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
export const payloadTooLarge = (field: string, message: string) => apiError("PAYLOAD_TOO_LARGE", message, { fields: { [field]: message } });
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

/**
 * Field errors gathered from several checks (schemas from common/, files, the database) and thrown
 * together as one BAD_USER_INPUT, so a person sees every failing field at once. The first message
 * for a field wins.
 */
export class InputErrors {
  readonly fields: FieldErrors = {};

  /** Parses with a schema; when it fails, records each failing field and returns undefined. */
  parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> | undefined {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    for (const [field, message] of Object.entries(fieldErrorsOf(result.error))) this.add(field, message);
    return undefined;
  }

  add(field: string, message: string): void {
    this.fields[field] ??= message;
  }

  /** Records every field → message of `errors`. */
  addAll(errors: FieldErrors): void {
    for (const [field, message] of Object.entries(errors)) this.add(field, message);
  }

  has(field: string): boolean {
    return field in this.fields;
  }

  /** Throws BAD_USER_INPUT when any field failed. */
  throwIfAny(): void {
    if (Object.keys(this.fields).length > 0) throw badInput(this.fields);
  }
}

/** Parses `input` with a schema from common/, or throws BAD_USER_INPUT naming each field. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const errors = new InputErrors();
  const data = errors.parse(schema, input);
  errors.throwIfAny();
  return data as z.output<S>;
}

/** Prisma's 'unique constraint failed' error. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: string }).code === "P2002";
}

/** Prisma's 'record to update/delete does not exist' error. */
export function isRecordMissing(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: string }).code === "P2025";
}

/** What a resolver makes of Prisma's expected failures; any other failure is unexpected and passes on. */
export type PrismaFailures = {
  /** P2025: the row to change, or one it connects, is gone. */
  missing?: () => GraphQLError;
  /** P2002: a unique value is taken. */
  duplicate?: () => GraphQLError;
};

/** Awaits a Prisma call, turning its expected failures into API errors. */
export async function prismaCall<T>(call: PromiseLike<T>, failures: PrismaFailures): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (failures.missing && isRecordMissing(error)) throw failures.missing();
    if (failures.duplicate && isUniqueViolation(error)) throw failures.duplicate();
    throw error;
  }
}

/**
 * The row `id` of `what` that a resolver reads or changes: a null answer, or Prisma's P2025 when
 * it is gone by the time of a write, is NOT_FOUND "<what> <id> not found".
 */
export async function mustExist<T>(
  what: string,
  id: number,
  call: PromiseLike<T>,
  failures: Omit<PrismaFailures, "missing"> = {},
): Promise<NonNullable<T>> {
  const row = await prismaCall(call, { ...failures, missing: () => notFound(what, id) });
  if (row === null || row === undefined) throw notFound(what, id);
  return row;
}
