// The form kit: every form in the app is built from these (docs/architecture.md#folders, components/form).
export { Form, SubmitButton, useFieldId, useZodForm } from "./Form";
export { CheckboxField, FileField, SelectField, SwitchField, TextareaField, TextField, type SelectOption } from "./fields";
export { ErrorSummary } from "./ErrorSummary";
export { fieldId, flattenErrors, type FormErrorItem } from "./errors";
export { applyServerErrors, serverFieldErrors, type ApplyServerErrorsOptions } from "./server-errors";
export { useUnsavedChangesGuard } from "./useUnsavedChangesGuard";
