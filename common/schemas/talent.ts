import { z } from "zod";
import { DIRECTORY_MAX_LIMIT, DIRECTORY_PAGE_SIZE } from "../api-limits";
import { MAX_DIRECTORY_IDS, GENDERS, TALENT_STATUSES } from "../options";
import { DIRECTORY_CHOICES, type DirectoryChoice, LOCATION_MESSAGE } from "../directory-filters";
import { initialTalentValue, TALENT_FILE_LABELS, talentField, talentFormKeys, type TalentFormKey } from "../talent-field-keys";
import { TALENT_FIELD_RULES, talentFormShape, talentRule, type TalentFormShape } from "../talent-field-rules";
import { isRealDate, optionalText, requiredText } from "./fields";
import { documentFile, imageFile } from "./files";

/** The public 'submit your profile' form (docs/product.md#input-rules-and-messages). Files are checked apart. */
export const talentSubmissionSchema = z.object(talentFormShape("submission"));
export type TalentSubmissionInput = z.input<typeof talentSubmissionSchema>;

/** Splits the comma-separated skills box into the stored list (trimmed, blanks dropped). */
export function splitSkills(value: string): string[] {
  return value
    .split(",")
    .map((skill) => skill.trim())
    .filter(Boolean);
}

/**
 * Every field staff can set on a talent (the add/edit dialog and the talent editor). Updates use
 * it partially: only the fields sent are changed.
 */
export const talentFieldsSchema = z.object(talentFormShape("staff"));
export type TalentFieldsInput = z.input<typeof talentFieldsSchema>;
export type TalentFields = z.output<typeof talentFieldsSchema>;

/**
 * The fields the rules spanning fields read. Staff editing loads them to judge a change on the
 * values the talent will have afterwards.
 */
export const TALENT_CROSS_FIELD_KEYS = [
  "playableAgeMin",
  "playableAgeMax",
  "playableAgeNA",
  "birthDay",
  "birthMonth",
  "birthYear",
  "isApproved",
  "isPublished",
] as const satisfies ReadonlyArray<keyof TalentFields>;
export type TalentCrossFields = Pick<TalentFields, (typeof TALENT_CROSS_FIELD_KEYS)[number]>;

/**
 * Rules that span fields, checked on the values a talent will have after the change. Returns
 * field → message.
 */
export function talentCrossFieldErrors(values: Partial<TalentCrossFields>): Record<string, string> {
  const errors: Record<string, string> = {};
  const { playableAgeMin: min, playableAgeMax: max } = values;
  if (!values.playableAgeNA && min != null && max != null && min > max) {
    errors.playableAgeMin = "Minimum age cannot be greater than maximum age";
  }
  const { birthDay: d, birthMonth: m, birthYear: y } = values;
  if (d != null && m != null && y != null) {
    const iso = `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
    if (!isRealDate(iso)) errors.birthDay = "Date of birth is not a real date.";
    else if (iso > new Date().toISOString().slice(0, 10)) errors.birthYear = "Date of birth cannot be in the future.";
  }
  if (values.isPublished && !values.isApproved) errors.isPublished = TALENT_MESSAGES.publishNeedsApproval;
  return errors;
}

/** A new talent created by staff: a field not given takes the table's initial value (pending approval). */
export const talentCreateSchema = z.object(
  Object.fromEntries(
    talentFormKeys("staff").map((key) => {
      const rule = talentRule(key, "staff")!;
      return [key, talentField(key).initial === undefined ? rule : rule.default(initialTalentValue(key))];
    }),
  ),
) as unknown as z.ZodType<TalentFields>;
export const talentUpdateSchema = talentFieldsSchema.partial();

/** Messages of the talent operations that are not tied to one schema rule. */
export const TALENT_MESSAGES = {
  headshotRequired: "Headshot photo is required.",
  fullBodyShotRequired: "Full body shot is required.",
  resumeRequired: "Resume/CV is required.",
  categoryRequired: "Category: please select a talent category.",
  submitted: "Thank you for your submission. Please allow 2-3 weeks for our team to review your profile; we will be in touch.",
  unknownCategories: (ids: number[]) =>
    ids.length === 1 ? `Category ${ids[0]} does not exist.` : `Categories ${ids.join(", ")} do not exist.`,
  publishNeedsApproval: "A talent must be approved before it is published.",
  alreadyApproved: (id: number) => `Talent ${id} is already approved.`,
  alreadyInCategory: (id: number, category: string) => `Talent ${id} is already in ${category}.`,
  alreadyPublished: (id: number) => `Talent ${id} is already published.`,
  approveBeforePublish: (id: number) => `Talent ${id} must be approved before it can be published.`,
  notPublished: (id: number) => `Talent ${id} is not published.`,
  notPending: (id: number) => `Talent ${id} is not pending: only a pending submission can be declined.`,
  declineReasonRequired: "Reason is required: say why the submission is declined (at least 3 characters).",
} as const;

/**
 * The submission form in the browser: the fields, and the three files checked before anything is
 * sent (kind and 5 MB). The API checks the files again on arrival, with the same messages.
 */
export const talentSubmissionFormSchema = talentSubmissionSchema.extend({
  headshot: imageFile(TALENT_FILE_LABELS.headshot, TALENT_MESSAGES.headshotRequired),
  fullBodyShot: imageFile(TALENT_FILE_LABELS.fullBodyShot, TALENT_MESSAGES.fullBodyShotRequired),
  resume: documentFile(TALENT_FILE_LABELS.resume, TALENT_MESSAGES.resumeRequired),
});
export type TalentSubmissionFormInput = z.input<typeof talentSubmissionFormSchema>;
export type TalentSubmissionFormValues = z.output<typeof talentSubmissionFormSchema>;

/**
 * A filter choice: 'all', blank or absent mean no filter (null); anything else must be one of
 * `values`.
 */
function filterChoice<T extends readonly [string, ...string[]]>(
  values: T,
  label: string,
  message = `${label} must be one of: all, ${values.join(", ")}.`,
) {
  return z
    .string({ error: message })
    .trim()
    .nullish()
    .transform((value) => (value && value !== "all" ? value : null))
    .refine((value) => value === null || (values as readonly string[]).includes(value), message)
    .transform((value) => value as T[number] | null);
}

const searchText = z
  .string({ error: "Search must be text." })
  .trim()
  .max(200, "Search must be at most 200 characters.")
  .nullish()
  .transform((value) => (value ? value : null));

const categoryFilter = z
  .number({ error: "Category must be a category id." })
  .int("Category must be a category id.")
  .positive("Category must be a category id.")
  .nullish()
  .transform((value) => value ?? null);

const directoryIdsMessage = "Talent ids must be positive whole numbers.";

export { DIRECTORY_MAX_LIMIT, DIRECTORY_PAGE_SIZE };

export { LOCATION_MESSAGE };

type ChoiceShape = { [C in DirectoryChoice as C["key"]]: ReturnType<typeof filterChoice<C["values"]>> };
const choiceShape = Object.fromEntries(
  DIRECTORY_CHOICES.map((choice) => [
    choice.key,
    filterChoice(choice.values, choice.label, "message" in choice ? choice.message : undefined),
  ]),
) as ChoiceShape;

/**
 * The public directory's filters (docs/product.md#talent-directory; the choices are
 * common/directory-filters.ts). `ids` narrows to those talents
 * (the request page's selected talents). Eye and hair colour accept every
 * stored value, not only the ones the dropdowns offer, so a link to 'amber' still works.
 */
export const talentFilterSchema = z.object({
  categoryId: categoryFilter,
  search: searchText,
  ...choiceShape,
  ids: z
    .array(z.number({ error: directoryIdsMessage }).int(directoryIdsMessage).positive(directoryIdsMessage), {
      error: directoryIdsMessage,
    })
    .max(MAX_DIRECTORY_IDS, `At most ${MAX_DIRECTORY_IDS} talent ids at a time.`)
    .nullish()
    .transform((ids) => (ids ? [...new Set(ids)] : null)),
});
export type TalentFilterInput = z.input<typeof talentFilterSchema>;
export type TalentFilter = z.output<typeof talentFilterSchema>;

/** The staff talent list's filters (Talent Management and Talent Information). */
export const adminTalentFilterSchema = z.object({
  search: searchText,
  status: filterChoice(TALENT_STATUSES, "Status"),
  categoryId: categoryFilter,
  gender: filterChoice(GENDERS, "Gender"),
});
export type AdminTalentFilter = z.output<typeof adminTalentFilterSchema>;

/** A page of a list: `limit` rows from `offset`. */
export function pageSchema(maxLimit: number) {
  return z.object({
    limit: z
      .number({ error: `Limit must be a whole number from 1 to ${maxLimit}.` })
      .int(`Limit must be a whole number from 1 to ${maxLimit}.`)
      .min(1, `Limit must be a whole number from 1 to ${maxLimit}.`)
      .max(maxLimit, `Limit must be a whole number from 1 to ${maxLimit}.`),
    offset: z
      .number({ error: "Offset must be a whole number, 0 or more." })
      .int("Offset must be a whole number, 0 or more.")
      .min(0, "Offset must be a whole number, 0 or more."),
  });
}

/** The review dialog's approval: internal notes are optional. */
export const talentApprovalSchema = z.object({
  notes: optionalText("Notes", 5000),
});

/** Bulk approve, publish or unpublish: at most a few pages of a staff list at once. */
export const MAX_BULK_TALENTS = 100;
const bulkIdsMessage = "Talent ids must be positive whole numbers.";
export const bulkTalentIdsSchema = z.object({
  ids: z
    .array(z.number({ error: bulkIdsMessage }).int(bulkIdsMessage).positive(bulkIdsMessage), { error: bulkIdsMessage })
    .min(1, "Select at least one talent.")
    .max(MAX_BULK_TALENTS, `At most ${MAX_BULK_TALENTS} talents at a time.`)
    .transform((ids) => [...new Set(ids)]),
});

/** Bulk add to a category: the selected talents and the one category they join. */
export const bulkTalentCategorySchema = bulkTalentIdsSchema.extend({
  categoryId: z
    .number({ error: "Category must be chosen." })
    .int("Category must be a category's id.")
    .positive("Category must be a category's id."),
});

/** The CSV of selected rows: the same ids as a bulk action, or none for the whole filtered list. */
export const talentExportIdsSchema = z.object({ ids: bulkTalentIdsSchema.shape.ids.nullish() });

/** The review dialog: e-mail the talent or not (on by default), and internal notes while pending. */
export const talentReviewSchema = talentApprovalSchema.extend({
  notify: z.boolean({ error: "Email must be true or false." }),
});
export type TalentReviewValues = z.input<typeof talentReviewSchema>;

/** Approving a submission may also invite the talent to the talent portal. */
export const talentApproveSchema = talentReviewSchema.extend({
  invitePortal: z.boolean({ error: "Invite to the talent portal must be true or false." }),
});
export type TalentApproveValues = z.input<typeof talentApproveSchema>;

/**
 * Declining a submission: the reason is kept with the talent and in its history; with `notify`
 * the talent is told kindly, without the reason (staff write it for staff).
 */
export const talentDeclineSchema = z.object({
  reason: requiredText("Reason", TALENT_MESSAGES.declineReasonRequired, { min: 3, max: 2000 }),
  notify: z.boolean({ error: "Email must be true or false." }),
});
export type TalentDeclineValues = z.input<typeof talentDeclineSchema>;

/** Bulk approve/publish/unpublish from a tab: one e-mail choice for every talent. */
export const bulkReviewSchema = z.object({ notify: z.boolean({ error: "Email must be true or false." }) });

/**
 * The staff fields the add/edit dialog of Talent Management leaves out (docs/product.md#talent-management: the
 * approval and publish flags are not part of that form; the editor has the rest).
 */
export const TALENT_DIALOG_OMITS = [
  "isApproved",
  "isPublished",
  "featured",
  "notes",
  "credits",
  "reels",
  "houseUnitNumber",
  "age",
] as const;
export type TalentDialogKey = Exclude<TalentFormKey<"staff">, (typeof TALENT_DIALOG_OMITS)[number]>;
/** The dialog's fields in table order. */
export const TALENT_DIALOG_KEYS = talentFormKeys("staff").filter(
  (key) => !(TALENT_DIALOG_OMITS as readonly string[]).includes(key),
) as TalentDialogKey[];

/** A select's 'Yes'/'No' (or blank) as the smoker flag. */
const yesNo = (value: unknown) => (value === "Yes" ? true : value === "No" ? false : value === "" || value === undefined ? null : value);

/**
 * The add/edit dialog: each field with its staff rule from the talent field table, except that
 * skills are typed comma separated and smoker is chosen as Yes/No; the rules spanning fields
 * (playable ages, birth date) apply as on the server.
 */
export const talentDialogSchema = z
  .object({
    ...(Object.fromEntries(TALENT_DIALOG_KEYS.map((key) => [key, talentRule(key, "staff")!])) as Pick<
      TalentFormShape<"staff">,
      TalentDialogKey
    >),
    skills: z
      .string({ error: "Skills must be text." })
      .nullish()
      .transform((value) => splitSkills(value ?? ""))
      .pipe(TALENT_FIELD_RULES.skills.staff),
    smoker: z.preprocess(yesNo, TALENT_FIELD_RULES.smoker.staff),
  })
  .superRefine((values, context) => {
    for (const [path, message] of Object.entries(talentCrossFieldErrors(values))) {
      context.addIssue({ code: "custom", path: [path], message });
    }
  });
export type TalentDialogValues = z.input<typeof talentDialogSchema>;
export type TalentDialogOutput = z.output<typeof talentDialogSchema>;
