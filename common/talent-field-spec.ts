// The shape of a row of the talent field table (./talent-fields.ts), apart from the table itself.

/** The GraphQL type of a field's value; for rows with `output: "expose"` also of its output. */
export type TalentFieldType = "String" | "Int" | "Boolean" | "[String]" | "[Int]" | "Date" | "[Credit]" | "[Reel]";
/** The forms that write a talent: the public submission and the staff editor (and its add/edit dialog). */
export type TalentForm = "submission" | "staff";

export type TalentFieldSpec = {
  /** The specification's wording, for labels. */
  label: string;
  type: TalentFieldType;
  /** public: a visitor may see it (the Talent type); staff: only staff (AdminTalent). */
  audience: "public" | "staff";
  /** Stored in the Talent column of the same name; false for a form field the server turns into others. */
  column: boolean;
  /**
   * How the talent types show it: `expose` builds the field from this row; `resolver` means the type
   * writes it by hand (computed, signed or a relation); `none`: it is not shown.
   */
  output: "expose" | "resolver" | "none";
  /** The column always has a value (NOT NULL); the output is then non-null. */
  notNull?: true;
  description?: string;
  /** Replaces `description` on the input fields. */
  inputDescription?: string;
  /** The values a choice may take (blank means none). */
  options?: readonly string[];
  /** What a new talent holds when staff do not give the field (else null); matches the column's default. */
  initial?: boolean | readonly [];
  /**
   * The talent may propose a new value from the talent portal (PortalProfileInput), checked with the
   * field's staff rule and applied only when staff approve it (ADR 171).
   */
  portal?: true;
  /** REST: `yesNo` answers true/false as Yes/No. */
  rest?: "yesNo";
  /**
   * The forms the field is in, and whether each needs a value (its rule in ./talent-field-rules.ts
   * refuses a missing one; a test holds the two together). A form not named does not have the field.
   */
  forms: Partial<Record<TalentForm, "required" | "optional">>;
};
