import { AGE_RANGES, EYE_COLORS, GENDER_FILTERS, HAIR_COLORS, HEIGHT_RANGES, STATES } from "./options";
import { LOCATION_FILTERS, REGION_IDS } from "./places/regions";

// The public directory's filters, declared once (docs/product.md#talent-directory): the filter
// schema (common/schemas/talent.ts), the GraphQL input, the REST query parameters, the SQL that
// answers them and the web's filter bar all read this list, and TypeScript makes each of them
// handle every key (a Record keyed by DirectoryChoiceKey), so a new filter is one entry here and
// one place in each reader that the compiler points to.

export const LOCATION_MESSAGE = `Location must be all, a state (${STATES.join(", ")}) or a region (${REGION_IDS.join(", ")}).`;

/** 'a, b or c' */
const eitherOf = (values: readonly string[]) => `${values.slice(0, -1).join(", ")} or ${values.at(-1)}`;

type Choice = {
  key: string;
  /** How a message names it. */
  label: string;
  values: readonly [string, ...string[]];
  /** What the API documentation says of its values, when listing them is not enough. */
  describe?: string;
  message?: string;
};

/** The dropdown filters, in the order the filter bar shows them. 'all', blank or absent mean no filter. */
export const DIRECTORY_CHOICES = [
  { key: "ageRange", label: "Age range", values: AGE_RANGES },
  { key: "gender", label: "Gender", values: GENDER_FILTERS },
  {
    key: "location",
    label: "Location",
    values: LOCATION_FILTERS,
    describe: `A state or territory code (${eitherOf(STATES)}) or a region of one (greater-melbourne, rest-of-vic, ...).`,
    message: LOCATION_MESSAGE,
  },
  { key: "eyeColor", label: "Eye color", values: EYE_COLORS },
  { key: "hairColor", label: "Hair color", values: HAIR_COLORS },
  { key: "heightRange", label: "Height range", values: HEIGHT_RANGES, describe: `${eitherOf(HEIGHT_RANGES)} (cm).` },
] as const satisfies readonly Choice[];

export type DirectoryChoice = (typeof DIRECTORY_CHOICES)[number];
export type DirectoryChoiceKey = DirectoryChoice["key"];

/** The API documentation's words for a choice filter's values. */
export const choiceDescription = (choice: Choice): string => choice.describe ?? `${eitherOf(choice.values)}.`;

/** Every filter as the GraphQL input and the REST query name it. */
export const DIRECTORY_FILTER_KEYS = ["categoryId", "search", ...DIRECTORY_CHOICES.map((choice) => choice.key), "ids"] as const;
