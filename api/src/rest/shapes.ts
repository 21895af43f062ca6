import { talentField, talentFieldKeys, type TalentFieldType, talentOutputKeys } from "#common/talent-field-keys";

// How GraphQL results become the JSON the old clients read (docs/product.md#the-rest-paths):
// camelCase entities, snake_case for the image and document fields the old specification named,
// Yes/No for smoker, and the last name's initial only on public talent. A talent's fields come from
// common/talent-fields.ts.

/** The fields of a table row whose value is a list of objects. */
const ROW_FIELDS: Partial<Record<TalentFieldType, string>> = {
  "[Credit]": "{ year production role company }",
  "[Reel]": "{ url title provider embedUrl }",
};
const fieldSelection = (key: Parameters<typeof talentField>[0]) => `${key} ${ROW_FIELDS[talentField(key).type] ?? ""}`.trim();

/** A talent type's table fields plus the ones it computes that the old client reads. */
const talentSelection = (audience: "public" | "staff", computed: string) =>
  `${talentOutputKeys(audience).map(fieldSelection).join(" ")} ${computed}`;

export const PUBLIC_TALENT_FIELDS = talentSelection("public", "id lastInitial displayName firstImageUrl categories { id name }");
export const ADMIN_TALENT_FIELDS = talentSelection(
  "staff",
  "id displayName publishedAt status firstImageUrl createdAt updatedAt version categories { id name }",
);

export const IMAGE_FIELDS = "id talentId filename title caption sequence storageUrl cardUrl thumbUrl createdAt updatedAt";
export const DOCUMENT_FIELDS =
  "id talentId title description sequence filename documentType fileType fileSize storageUrl createdAt updatedAt";
export const CATEGORY_FIELDS = "id name description imageUrl talentCount";
export const REQUEST_FIELDS = `id clientName organizationName phone email projectDescription projectStartDate projectEndDate
  status responseNotes createdAt updatedAt requestedTalentIds requestedTalents { id name exists imageUrl }`;
export const CLIENT_FIELDS = "id clientName organizationName email phone address notes isActive createdAt updatedAt";
export const NEWS_FIELDS = "id title excerpt content imageUrl isPublished publishedAt createdAt updatedAt";
export const TESTIMONIAL_FIELDS = "id clientName clientTitle companyName content imageUrl isPublished createdAt updatedAt";

type Row = Record<string, any>;

/**
 * How one kind of row is reshaped, as data: the shim applies it to each answer (reshape) and the
 * OpenAPI document applies it to the JSON Schema of the selection (response-schemas.ts).
 */
export type ShapeRule = {
  /** The component name the shaped row has in the OpenAPI document. */
  name: string;
  /** GraphQL field → the JSON name the old specification gave it. */
  rename?: Readonly<Record<string, string>>;
  /** Booleans written "Yes" or "No" (null stays null). */
  yesNo?: readonly string[];
  /** lastInitial is replaced by lastName: the initial and a full stop, or "" when there is none. */
  lastNameFromInitial?: true;
};

const YES_NO_FIELDS = talentFieldKeys((row) => row.rest === "yesNo");

export const SHAPES = {
  publicTalent: { name: "PublicTalent", yesNo: YES_NO_FIELDS, lastNameFromInitial: true },
  adminTalent: { name: "StaffTalent", yesNo: YES_NO_FIELDS },
  image: { name: "TalentImage", rename: { storageUrl: "storage_url", cardUrl: "card_url", thumbUrl: "thumb_url" } },
  document: {
    name: "TalentDocument",
    rename: { documentType: "document_type", fileType: "file_type", fileSize: "file_size", storageUrl: "storage_url" },
  },
} as const satisfies Record<string, ShapeRule>;

export type ShapeName = keyof typeof SHAPES;

const yesNo = (value: boolean | null | undefined) => (value === true ? "Yes" : value === false ? "No" : null);

/** One row as the old clients read it. */
export function reshape(rule: ShapeRule, row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (rule.lastNameFromInitial && key === "lastInitial") continue;
    out[rule.rename?.[key] ?? key] = rule.yesNo?.includes(key) ? yesNo(value) : value;
  }
  if (rule.lastNameFromInitial) out.lastName = row.lastInitial ? `${row.lastInitial}.` : "";
  return out;
}

export const publicTalent = (talent: Row | null) => (talent ? reshape(SHAPES.publicTalent, talent) : null);
export const adminTalent = (talent: Row | null) => (talent ? reshape(SHAPES.adminTalent, talent) : null);
export const image = (row: Row) => reshape(SHAPES.image, row);
export const document = (row: Row) => reshape(SHAPES.document, row);
