import { type AgeParts, talentAge } from "#common/age";
import { factReads, type KeyedFact, keyedPublicFacts } from "#common/facts";
import { type TalentStatus } from "#common/options";
import {
  type TalentFieldKey,
  type TalentFieldType,
  type TalentForm,
  talentField,
  talentFormKeys,
  talentOutputKeys,
} from "#common/talent-field-keys";
import { isPublicTalent } from "../services/visibility";
import { builder } from "./builder";
import { TalentCreditInput, TalentCreditType, TalentReelInput, TalentReelType } from "./talent-credits";

// What the talent types and operations share (talent.ts, talent-admin.ts, talent-submission.ts).

export { talentAge };

export function talentStatus(talent: {
  isApproved: boolean;
  isPublished: boolean;
  publishedAt: Date | null;
  declinedAt: Date | null;
}): TalentStatus {
  if (isPublicTalent(talent)) return "published";
  if (!talent.isApproved) return talent.declinedAt ? "declined" : "pending";
  return talent.publishedAt ? "unpublished" : "approved";
}

type ImageUrls = { storageUrl: string | null; cardUrl: string | null };
type TalentImageSources = {
  images: ImageUrls[];
  imageUrl: string | null;
  headshotUrl: string | null;
  fullBodyShotUrl: string | null;
};

/** The picture for a card: the first stored image (its card copy when there is one), else a URL field. */
export function firstImageUrl(talent: TalentImageSources): string | null {
  const image = talent.images.find((candidate) => candidate.storageUrl);
  return image?.cardUrl ?? image?.storageUrl ?? talent.imageUrl ?? talent.headshotUrl ?? talent.fullBodyShotUrl ?? null;
}

// ---- Fields built from the talent table (common/talent-fields.ts) ------------------------------

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type InputBuilder = PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">;
/** The part of a talent type's field builder that exposing needs (both variants have it). */
type Exposer<Ref> = { expose: (name: never, options: never) => Ref };

const SCALAR_TYPES = {
  String: "String",
  Int: "Int",
  Boolean: "Boolean",
  "[String]": ["String"],
  "[Int]": ["Int"],
  Date: "Date",
} as const;
const INPUT_TYPES = { ...SCALAR_TYPES, "[Credit]": [TalentCreditInput], "[Reel]": [TalentReelInput] } satisfies Record<
  TalentFieldType,
  unknown
>;
const OUTPUT_TYPES = { ...SCALAR_TYPES, "[Credit]": [TalentCreditType], "[Reel]": [TalentReelType] } satisfies Record<
  TalentFieldType,
  unknown
>;

/**
 * The input fields of a form, one per table row in it. `required` says which a caller must give;
 * the rest are optional and nullable, and the form's zod schema judges them.
 */
export function talentInputFields(
  t: InputBuilder,
  form: TalentForm,
  required: (key: TalentFieldKey) => boolean = () => false,
  keys: readonly TalentFieldKey[] = talentFormKeys(form),
) {
  return Object.fromEntries(
    keys.map((key) => {
      const row = talentField(key);
      const description = row.inputDescription ?? row.description;
      // Pothos types one field at a time; a type picked at run time needs the cast (the tests check the result).
      return [key, t.field({ type: INPUT_TYPES[row.type] as "String", required: required(key), description })];
    }),
  );
}

/**
 * The talent type's fields that show a column as it is: the public rows for `Talent`, every row for
 * `AdminTalent` (or those of `only`). Rows marked `resolver` are written by hand in the type.
 */
export function exposedTalentFields<Ref>(
  t: Exposer<Ref>,
  audience: "public" | "staff",
  only?: readonly TalentFieldKey[],
): Record<string, Ref> {
  return Object.fromEntries(
    talentOutputKeys(audience, "expose")
      .filter((key) => !only || only.includes(key))
      .map((key) => {
        const { type, notNull, description } = talentField(key);
        const options = { type: OUTPUT_TYPES[type], nullable: !notNull, description };
        return [key, t.expose(key as never, options as never)];
      }),
  );
}

// ---- The public facts (common/facts.ts, ADR 010) -----------------------------------------------

export const TalentFactType = builder.objectRef<KeyedFact>("TalentFact").implement({
  description: "One public fact as the profile shows it ('Height', '170 cm'); only facts that are known.",
  fields: (t) => ({
    key: t.exposeString("key", { description: "The talent field it shows (the first, for a fact made of several)." }),
    label: t.exposeString("label"),
    value: t.exposeString("value"),
  }),
});

/** The columns the facts read, with the birth date's parts the age is worked out from. */
export const FACT_SELECT: Record<string, true> = Object.fromEntries(
  [...factReads().filter((key) => talentField(key).column), "birthDay", "birthMonth", "birthYear"].map((key) => [key, true]),
);

/** A talent's public facts from its columns (`FACT_SELECT`), the age from its birth date when known. */
export function talentFacts(talent: AgeParts & Record<string, unknown>): KeyedFact[] {
  return keyedPublicFacts({ ...talent, age: talentAge(talent) });
}

/** The `facts` field of a talent type: the same list on Talent and AdminTalent. */
export function talentFactsField<Ref>(t: { field: (options: never) => Ref }): Ref {
  return t.field({
    type: [TalentFactType],
    description: "The public facts that are known, in the profile's order: built from the field table.",
    select: FACT_SELECT,
    resolve: (talent: AgeParts & Record<string, unknown>) => talentFacts(talent),
  } as never);
}
