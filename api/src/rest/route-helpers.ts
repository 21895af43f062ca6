import type { ZodObject } from "zod";
import { toBoolean } from "./inputs";
import { RestError } from "./rest-error";
import type { RestInput } from "./types";

// Small pieces the REST route tables share.

export const id = (input: RestInput) => Number(input.params.id);
export const optional = (value: string | undefined) => (value === undefined || value === "" || value === "all" ? undefined : value);
/** A JSON body the shared zod schema describes: its fields, and its JSON Schema in the OpenAPI document. */
export const jsonOf = (schema: ZodObject) => ({ kind: "json" as const, fields: Object.keys(schema.shape), schema });

export function flag(body: Record<string, unknown>, name: string): boolean {
  const value = toBoolean(body[name]);
  if (typeof value !== "boolean") throw new RestError(400, `${name} must be true or false.`, { [name]: "must be true or false" });
  return value;
}
