// Option lists and limits of the specification, shared by the API's validation and the forms.

export const STATES = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "NT", "ACT"] as const;
export const EYE_COLORS = ["brown", "blue", "green", "hazel", "grey", "amber", "other"] as const;
export const HAIR_COLORS = ["black", "brown", "blonde", "red", "auburn", "grey", "white", "other"] as const;
export const GENDERS = ["Male", "Female", "Non-binary", "Other"] as const;
/** The directory's gender filter offers these three. */
export const GENDER_FILTERS = ["Male", "Female", "Non-binary"] as const;
export const AGE_RANGES = ["18-25", "26-35", "36-45", "46-55", "55+"] as const;
export const HEIGHT_RANGES = ["under-160", "160-170", "170-180", "180-190", "over-190"] as const;
/** The directory filter's eye and hair colour options (a subset of the stored values). */
export const EYE_COLOR_FILTERS = ["brown", "blue", "green", "hazel", "grey"] as const;
export const HAIR_COLOR_FILTERS = ["black", "brown", "blonde", "red", "grey", "other"] as const;
export const REQUEST_STATUSES = ["pending", "reviewed", "approved", "rejected"] as const;
export const TALENT_STATUSES = ["published", "approved", "pending", "unpublished", "declined"] as const;
/** The statuses as a sentence, for the descriptions of the arguments that take one. */
export const TALENT_STATUS_WORDS = `${TALENT_STATUSES.slice(0, -1).join(", ")} or ${TALENT_STATUSES.at(-1)}`;

export type State = (typeof STATES)[number];
export type AgeRange = (typeof AGE_RANGES)[number];
export type HeightRange = (typeof HEIGHT_RANGES)[number];
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export type TalentStatus = (typeof TALENT_STATUSES)[number];

/** Inclusive bounds of each age band; `max` null means no upper bound. */
export const AGE_RANGE_BOUNDS: Record<AgeRange, { min: number; max: number | null }> = {
  "18-25": { min: 18, max: 25 },
  "26-35": { min: 26, max: 35 },
  "36-45": { min: 36, max: 45 },
  "46-55": { min: 46, max: 55 },
  "55+": { min: 56, max: null },
};

/** Height bands in cm: `min` inclusive, `max` exclusive, null for open ends. */
export const HEIGHT_RANGE_BOUNDS: Record<HeightRange, { min: number | null; max: number | null }> = {
  "under-160": { min: null, max: 160 },
  "160-170": { min: 160, max: 170 },
  "170-180": { min: 170, max: 180 },
  "180-190": { min: 180, max: 190 },
  "over-190": { min: 190, max: null },
};

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
export const RESUME_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;
export const MIN_BIRTH_DATE = "1900-01-01";

/** The request page's picker asks for its selected talents by id; a request names at most 100. */
export const MAX_DIRECTORY_IDS = 100;

/** What the file inputs accept, for their `accept` attribute. */
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(",");
export const DOCUMENT_ACCEPT = RESUME_EXTENSIONS.join(",");
