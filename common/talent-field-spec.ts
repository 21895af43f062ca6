// The shape of a row of the talent field table (./talent-fields.ts), apart from the table itself.

/** The GraphQL type of a field's value; for rows with `output: "expose"` also of its output. */
export type TalentFieldType = "String" | "Int" | "Boolean" | "[String]" | "[Int]" | "Date" | "[Credit]" | "[Reel]";
/** The forms that write a talent: the public submission and the staff editor (and its add/edit dialog). */
export type TalentForm = "submission" | "staff";

/** The public submission form's sections (the address group opens with the address lookup). */
export type SubmissionSection = "personal" | "address" | "professional";
/** The staff editor's tabs that hold form fields (Media saves its changes one by one). */
export type EditorTab = "Personal" | "Address" | "Physical" | "Professional" | "Settings";
/** The talent portal's profile form's groups (its photos follow them). */
export type PortalSection = "about" | "address" | "contact";
/**
 * How a form takes the value; without one it follows from `type` and `options` (text, number,
 * select, checkbox, tag list, credits, reels, categories).
 */
export type TalentWidget =
  | "text"
  | "email"
  | "tel"
  | "numericText"
  | "textarea"
  | "number"
  | "select"
  | "yesNo"
  | "checkbox"
  | "tags"
  | "credits"
  | "reels"
  | "date"
  | "birthDate"
  | "partOfBirthDate"
  | "category"
  | "categories";
/** Where a form shows the field: its section (or tab), its place there (ascending), and form-only wording. */
export type TalentFormPlace<S extends string> = {
  section: S;
  order: number;
  hint?: string;
  /** A text area's height. */
  rows?: number;
  /** The browser's autofill hint. */
  autoComplete?: string;
};
/** Where the portal's profile form shows a `portal` field; `wide` gives it its group's whole width. */
export type TalentPortalPlace = TalentFormPlace<PortalSection> & { wide?: true };
/** How the public facts (profile, client package, comp card) show a value; see common/facts.ts. */
export type TalentFactFormat = "text" | "years" | "cm" | "capitalized" | "yesNo" | "list" | "playableAgeRange" | "place";
/** The field's place among the public facts, the fact's label and how its value reads. */
export type TalentFactPlace = { order: number; label: string; format: TalentFactFormat };

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
   * field's staff rule and applied only when staff approve it (ADR 171); its place in the portal's
   * profile form, so a field the talent may propose is never left without an input.
   */
  portal?: TalentPortalPlace;
  /** REST: `yesNo` answers true/false as Yes/No. */
  rest?: "yesNo";
  /**
   * The forms the field is in, and whether each needs a value (its rule in ./talent-field-rules.ts
   * refuses a missing one; a test holds the two together). A form not named does not have the field.
   */
  forms: Partial<Record<TalentForm, "required" | "optional">>;
  /** The input widget, when `type` and `options` do not say it (ADR 010). */
  widget?: TalentWidget;
  /**
   * Where each surface shows it (ADR 010): a place in each form it is in (a staff field with none,
   * like age, is kept but never typed), and `facts` for a public fact visitors read (the portal's
   * place is `portal` itself).
   */
  show?: {
    submission?: TalentFormPlace<SubmissionSection>;
    staff?: TalentFormPlace<EditorTab>;
    facts?: TalentFactPlace;
  };
};
