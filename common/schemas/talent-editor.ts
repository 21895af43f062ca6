import { z } from "zod";
import { TALENT_FIELD_RULES } from "../talent-field-rules";
import { splitSkills, talentFieldsSchema } from "./talent";

// The talent editor's form (/admin/talent-info/{id}): the staff rules of the field table, with two
// widgets of the editor's own: skills typed as comma-separated text, smoker as a Yes/No choice.

const YES_NO = { "": null, Yes: true, No: false } as const;

export const talentEditorSchema = talentFieldsSchema.extend({
  skills: z.string().transform(splitSkills).pipe(TALENT_FIELD_RULES.skills.staff),
  smoker: z
    .enum(["", "Yes", "No"], { error: "Smoker must be yes or no." })
    .optional()
    .transform((value) => YES_NO[value ?? ""]),
});
export type TalentEditorValues = z.input<typeof talentEditorSchema>;
export type TalentEditorOutput = z.output<typeof talentEditorSchema>;
