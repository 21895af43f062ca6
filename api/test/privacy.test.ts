import SchemaBuilder from "@pothos/core";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import { type GraphQLSchema, isObjectType } from "graphql";
import { describe, expect, it } from "vitest";
import { schema } from "../src/schema";

// Private by construction: a type holding personal data carries a type-level auth scope, which
// Pothos checks for every field of the type on every path to it. A field added to such a type
// later is covered without anyone remembering to protect it; a field-level scope would not be.

/**
 * Field names that hold what docs/architecture.md#privacy keeps from visitors: contact details,
 * where someone lives, when they were born, staff's notes, and the files about them.
 * - location: in this data model a talent's street address; visitors see suburb and state.
 * - lastName: visitors see the last initial only.
 * Not listed: username (a staff member's own sign-in address, answered only to that person by
 * login and me) and Testimonial.clientName (published on purpose).
 */
const PRIVATE_FIELDS: RegExp[] = [
  /e-?mail/i,
  /phone/i,
  /address/i,
  /^location$/,
  /houseUnitNumber/,
  /postcode/i,
  /birth/i,
  /notes$/i,
  /document/i,
  /resume/i,
  /^lastName$/,
];

/** Object types with a private-looking field and no type-level scope, with those fields. */
function unprotectedTypes(checked: GraphQLSchema): string[] {
  // The root types hold operations, each with its own scope, and no data of their own.
  const roots = new Set([checked.getQueryType(), checked.getMutationType(), checked.getSubscriptionType()]);
  const found: string[] = [];
  for (const type of Object.values(checked.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__") || roots.has(type)) continue;
    const privateFields = Object.keys(type.getFields())
      .filter((name) => PRIVATE_FIELDS.some((pattern) => pattern.test(name)))
      .sort();
    const scopes = (type.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions?.authScopes;
    if (privateFields.length > 0 && !scopes) found.push(`${type.name} (${privateFields.join(", ")})`);
  }
  return found;
}

/** Fields that skip the scope of the type they return (Pothos' skipTypeScopes). */
function scopeSkippingFields(checked: GraphQLSchema): string[] {
  const found: string[] = [];
  for (const type of Object.values(checked.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__")) continue;
    for (const field of Object.values(type.getFields())) {
      const options = (field.extensions as { pothosOptions?: { skipTypeScopes?: boolean } }).pothosOptions;
      if (options?.skipTypeScopes) found.push(`${type.name}.${field.name}`);
    }
  }
  return found;
}

describe("private data in the schema", () => {
  it("is held only by types with a type-level auth scope", () => {
    expect(unprotectedTypes(schema)).toEqual([]);
  });

  it("is not reached by a field that skips its type's scope", () => {
    expect(scopeSkippingFields(schema)).toEqual([]);
  });

  it("covers the staff talent, its documents, clients and requests", () => {
    const scoped = (name: string) =>
      (schema.getType(name)?.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions?.authScopes;
    for (const name of ["AdminTalent", "TalentDocument", "Client", "TalentRequest"]) expect(scoped(name), name).toEqual({ admin: true });
    // The public types stay open to visitors.
    for (const name of ["Talent", "TalentImage", "Category", "NewsUpdate", "Testimonial"]) expect(scoped(name), name).toBeUndefined();
  });

  it("would catch a type that forgets its scope", () => {
    // The Prisma plugin's global types ask every builder for Prisma options; this one has no Prisma.
    const options = { plugins: [ScopeAuthPlugin], scopeAuth: { authScopes: () => ({ admin: false }) } };
    const builder = new SchemaBuilder<{ AuthScopes: { admin: boolean } }>(options as never);
    type Contact = { email: string; address: string; notes: string };
    const contact: Contact = { email: "jane@example.com", address: "1 High St", notes: "" };
    const Leaky = builder.objectRef<Contact>("LeakyContact").implement({
      fields: (t) => ({ email: t.exposeString("email"), address: t.exposeString("address") }),
    });
    const Guarded = builder.objectRef<Contact>("GuardedContact").implement({
      authScopes: { admin: true },
      fields: (t) => ({ email: t.exposeString("email"), notes: t.exposeString("notes") }),
    });
    builder.queryType({
      fields: (t) => ({
        leaky: t.field({ type: Leaky, resolve: () => contact }),
        guarded: t.field({ type: Guarded, skipTypeScopes: true, resolve: () => contact }),
      }),
    });
    const built = builder.toSchema();
    expect(unprotectedTypes(built)).toEqual(["LeakyContact (address, email)"]);
    expect(scopeSkippingFields(built)).toEqual(["Query.guarded"]);
  });
});
