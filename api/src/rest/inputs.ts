import { REST_MESSAGES } from "#common/rest";
import { RestError } from "./rest-error";
import { creditFromLine } from "#common/credits";
import { type TalentFieldKey, type TalentFieldType, type TalentForm, talentField, talentFormKeys } from "#common/talent-field-keys";

// Old clients send numbers as strings, smoker as yes/no and skills as one comma-separated string.
// These converters only change the representation; every rule is the schema's. Which converter a
// talent field takes comes from its row in common/talent-fields.ts.

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
  if (typeof value === "string")
    return value
      .split(",")
      .filter((part) => part.trim() !== "")
      .map(toInt);
  if (Array.isArray(value)) return value.map(toInt);
  return value;
}

function toTextList(value: unknown): unknown {
  if (typeof value === "string")
    return value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
  return value;
}

/** An unselected dropdown sends ''; the schema's 'not given' is null. */
function blankToNull(value: unknown): unknown {
  return typeof value === "string" && value.trim() === "" ? null : value;
}

/** Rows sent as a JSON text (multipart form data) are read as the rows. */
function toRows(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * The old clients wrote experience as free text (or JSON): each line becomes a credit as the
 * migration made them (ADR 007), unless the body gives the credits themselves.
 */
function creditsFromExperience(value: unknown): unknown {
  if (value === null || value === undefined || value === "") return [];
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map(creditFromLine);
}

/** yyyy-mm-dd from the birthDay/birthMonth/birthYear strings of the submission form. */
function dateOfBirth(body: Body): unknown {
  if (typeof body.dateOfBirth === "string") return body.dateOfBirth;
  const [day, month, year] = [body.birthDay, body.birthMonth, body.birthYear].map((part) => String(part ?? "").trim());
  if (!day || !month || !year) return "";
  return `${year.padStart(4, "0")}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
}

/** How the old clients write a field of the talent table, by its type and REST hint. */
export function talentBodyConverter(key: TalentFieldKey): ((value: unknown) => unknown) | undefined {
  const row = talentField(key);
  if (row.type === "[Credit]" || row.type === "[Reel]") return toRows;
  if (row.options) return blankToNull;
  const byType: Partial<Record<TalentFieldType, (value: unknown) => unknown>> = {
    Int: toInt,
    Boolean: toBoolean,
    "[Int]": toIdList,
    "[String]": toTextList,
  };
  return byType[row.type];
}

/** The fields of a form that the body has, each converted to what GraphQL takes. */
function formFields(body: Body, form: TalentForm): Body {
  const out: Body = {};
  for (const key of talentFormKeys(form)) {
    if (!(key in body)) continue;
    const convert = talentBodyConverter(key);
    out[key] = convert ? convert(body[key]) : body[key];
  }
  return out;
}

/**
 * Staff's fields a public submission may not set (skills, notes, isPublished ...): refused by name
 * rather than dropped, so a caller never believes they were stored. What the old submission form
 * sends beside its own fields (the date of birth's parts, the age, an empty experience) is read,
 * recomputed or left, not refused.
 */
const SUBMISSION_KEYS = new Set<string>(talentFormKeys("submission"));
const STAFF_ONLY_IN_SUBMISSION = talentFormKeys("staff").filter(
  (key) => !SUBMISSION_KEYS.has(key) && !["birthDay", "birthMonth", "birthYear", "age", "experience"].includes(key),
);

export function submissionInput(body: Body): Body {
  const refused = STAFF_ONLY_IN_SUBMISSION.filter((key) => key in body);
  if (refused.length) {
    const fields = Object.fromEntries(refused.map((key) => [key, REST_MESSAGES.notInSubmission]));
    throw new RestError(400, `Invalid input. ${refused[0]}: ${REST_MESSAGES.notInSubmission}`, fields);
  }
  return { ...formFields(body, "submission"), dateOfBirth: dateOfBirth(body) };
}

/** The add/edit dialog (multipart data) and the talent editor (JSON) send the same fields. */
export function talentInput(body: Body): Body {
  // The dialog's single category; none selected ('' or null) means no category.
  const single = body.categoryId === "" || body.categoryId === null ? [] : [body.categoryId];
  const withCategories = "categoryIds" in body || !("categoryId" in body) ? body : { ...body, categoryIds: single };
  const fields = formFields(withCategories, "staff");
  if ("experience" in body && !("credits" in body)) fields.credits = creditsFromExperience(body.experience);
  return fields;
}

export function firstFile(files: Record<string, File[]>, field: string): File | null {
  return files[field]?.[0] ?? null;
}
