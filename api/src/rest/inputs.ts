// Old clients send numbers as strings, smoker as yes/no and skills as one comma-separated string.
// These converters only change the representation; every rule is the schema's.

type Body = Record<string, unknown>;

/** A whole number written as digits becomes a number; anything else is passed on for the schema to judge. */
export function toInt(value: unknown): unknown {
  if (typeof value === "string" && /^\s*-?\d+\s*$/.test(value)) return Number(value);
  if (value === "") return null;
  return value;
}

export function toBoolean(value: unknown): unknown {
  if (typeof value === "string") {
    const lower = value.trim().toLowerCase();
    if (["yes", "true", "1", "on"].includes(lower)) return true;
    if (["no", "false", "0", "off"].includes(lower)) return false;
    if (lower === "") return null;
  }
  return value;
}

export function toIdList(value: unknown): unknown {
  if (typeof value === "string") return value.split(",").filter((part) => part.trim() !== "").map(toInt);
  if (Array.isArray(value)) return value.map(toInt);
  return value;
}

function toSkills(value: unknown): unknown {
  if (typeof value === "string") return value.split(",").map((skill) => skill.trim()).filter(Boolean);
  return value;
}

/** An unselected dropdown sends ''; the schema's 'not given' is null. */
function blankToNull(value: unknown): unknown {
  return typeof value === "string" && value.trim() === "" ? null : value;
}

function toText(value: unknown): unknown {
  if (value === null || value === undefined || typeof value === "string") return value;
  return JSON.stringify(value);
}

/** yyyy-mm-dd from the birthDay/birthMonth/birthYear strings of the submission form. */
function dateOfBirth(body: Body): unknown {
  if (typeof body.dateOfBirth === "string") return body.dateOfBirth;
  const [day, month, year] = [body.birthDay, body.birthMonth, body.birthYear].map((part) => String(part ?? "").trim());
  if (!day || !month || !year) return "";
  return `${year.padStart(4, "0")}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
}

function pick(body: Body, keys: string[], convert: Record<string, (value: unknown) => unknown> = {}) {
  const out: Body = {};
  for (const key of keys) {
    if (key in body) out[key] = convert[key] ? convert[key](body[key]) : body[key];
  }
  return out;
}

export function submissionInput(body: Body): Body {
  return {
    ...pick(
      body,
      ["firstName", "lastName", "email", "phone", "height", "eyeColor", "hairColor", "smoker", "houseUnitNumber", "location", "suburb", "postcode", "state", "bio", "categoryId", "gender"],
      { height: toInt, smoker: toBoolean, categoryId: toInt, gender: blankToNull },
    ),
    dateOfBirth: dateOfBirth(body),
  };
}

const TALENT_FIELDS = [
  "firstName", "lastName", "email", "phone", "gender", "age", "height", "birthDay", "birthMonth", "birthYear",
  "eyeColor", "hairColor", "smoker", "houseUnitNumber", "location", "suburb", "postcode", "state", "bio",
  "experience", "skills", "playableAgeMin", "playableAgeMax", "playableAgeNA", "categoryIds", "isApproved",
  "isPublished", "notes",
];
const TALENT_CONVERTERS = {
  age: toInt,
  height: toInt,
  birthDay: toInt,
  birthMonth: toInt,
  birthYear: toInt,
  playableAgeMin: toInt,
  playableAgeMax: toInt,
  playableAgeNA: toBoolean,
  isApproved: toBoolean,
  isPublished: toBoolean,
  smoker: toBoolean,
  skills: toSkills,
  categoryIds: toIdList,
  experience: toText,
  gender: blankToNull,
  eyeColor: blankToNull,
  hairColor: blankToNull,
  state: blankToNull,
};

/** The add/edit dialog (multipart data) and the talent editor (JSON) send the same fields. */
export function talentInput(body: Body): Body {
  // The dialog's single category; none selected ('' or null) means no category.
  const single = body.categoryId === "" || body.categoryId === null ? [] : [body.categoryId];
  const withCategories = "categoryIds" in body || !("categoryId" in body) ? body : { ...body, categoryIds: single };
  return pick(withCategories, TALENT_FIELDS, TALENT_CONVERTERS);
}

export function firstFile(files: Record<string, File[]>, field: string): File | null {
  return files[field]?.[0] ?? null;
}
