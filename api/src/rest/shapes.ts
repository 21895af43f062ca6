import { talentField, talentFieldKeys, type TalentFieldType, talentOutputKeys } from "../../../common";

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

const yesNo = (value: boolean | null | undefined) => (value === true ? "Yes" : value === false ? "No" : null);
const YES_NO_FIELDS = talentFieldKeys((row) => row.rest === "yesNo");

/** The fields the old client reads as Yes/No (smoker), written so. */
function withYesNo(talent: Row): Row {
  const out = { ...talent };
  for (const key of YES_NO_FIELDS) if (key in out) out[key] = yesNo(out[key]);
  return out;
}

export function publicTalent(talent: Row | null) {
  if (!talent) return null;
  const { lastInitial, ...rest } = withYesNo(talent);
  return { ...rest, lastName: lastInitial ? `${lastInitial}.` : "" };
}

export function adminTalent(talent: Row | null) {
  if (!talent) return null;
  return withYesNo(talent);
}

export function image(row: Row) {
  const { storageUrl, cardUrl, thumbUrl, ...rest } = row;
  return { ...rest, storage_url: storageUrl, card_url: cardUrl, thumb_url: thumbUrl };
}

export function document(row: Row) {
  const { documentType, fileType, fileSize, storageUrl, ...rest } = row;
  return { ...rest, document_type: documentType, file_type: fileType, file_size: fileSize, storage_url: storageUrl };
}
