import {
  Checkbox,
  Field,
  Switch,
  Input,
  NativeSelect,
  Textarea,
  VisuallyHidden,
  type InputProps,
  type TextareaProps,
} from "@chakra-ui/react";
import type { ReactNode } from "react";
import { get, useController, useFormContext, useFormState, type FieldPath, type FieldValues } from "react-hook-form";
import { useFieldId } from "./Form";

// Chakra fields wired to the surrounding <Form>: label, hint and the error message beside the
// field (GOV.UK: 'Error:' read out before it), with the control's id the error summary links to.

type BaseProps<T extends FieldValues> = {
  name: FieldPath<T>;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
};

function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === "string" && message ? message : undefined;
}

function FieldFrame({
  name,
  label,
  helperText,
  required,
  disabled,
  children,
}: Omit<BaseProps<FieldValues>, "name"> & { name: string; children: ReactNode }) {
  const id = useFieldId(name);
  const error = useFieldError(name);
  return (
    <Field.Root id={id} invalid={Boolean(error)} required={required} disabled={disabled}>
      {label !== null && (
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
      )}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      {children}
      <Field.ErrorText>
        <VisuallyHidden>Error:</VisuallyHidden> {error}
      </Field.ErrorText>
    </Field.Root>
  );
}

/**
 * How a field's text becomes the value the schema reads: text as typed, a number, or a yes/no
 * choice whose options are "true" and "false" ('' → undefined for both).
 */
type ValueAs = "text" | "number" | "boolean";
const setValueAs = (valueAs: ValueAs) => {
  if (valueAs === "number") return (value: unknown) => (value === "" || value === null || value === undefined ? undefined : Number(value));
  if (valueAs === "boolean")
    return (value: unknown) => (value === true || value === "true" ? true : value === false || value === "false" ? false : undefined);
  return undefined;
};

type TextFieldProps<T extends FieldValues> = BaseProps<T> &
  Pick<InputProps, "type" | "autoComplete" | "placeholder" | "inputMode" | "min" | "max" | "step"> & { valueAs?: ValueAs };

export function TextField<T extends FieldValues>({
  name,
  label,
  helperText,
  required,
  disabled,
  valueAs = "text",
  ...input
}: TextFieldProps<T>) {
  const { register } = useFormContext<T>();
  return (
    <FieldFrame name={name} label={label} helperText={helperText} required={required} disabled={disabled}>
      <Input {...input} {...register(name, { setValueAs: setValueAs(valueAs) })} />
    </FieldFrame>
  );
}

type TextareaFieldProps<T extends FieldValues> = BaseProps<T> & Pick<TextareaProps, "rows" | "placeholder">;

export function TextareaField<T extends FieldValues>({ name, label, helperText, required, disabled, ...textarea }: TextareaFieldProps<T>) {
  const { register } = useFormContext<T>();
  return (
    <FieldFrame name={name} label={label} helperText={helperText} required={required} disabled={disabled}>
      <Textarea {...textarea} {...register(name)} />
    </FieldFrame>
  );
}

export type SelectOption = { value: string | number; label: string };

type SelectFieldProps<T extends FieldValues> = BaseProps<T> & {
  /** Option lists come from common/ (STATES, GENDERS, ...) or from the API (categories). */
  options: ReadonlyArray<SelectOption | string>;
  /** The empty first choice, e.g. 'Select a state'; choosing it leaves the value undefined. */
  placeholder?: string;
  valueAs?: ValueAs;
};

export function SelectField<T extends FieldValues>({
  name,
  label,
  helperText,
  required,
  disabled,
  options,
  placeholder,
  valueAs = "text",
}: SelectFieldProps<T>) {
  const { register } = useFormContext<T>();
  const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);
  return (
    <FieldFrame name={name} label={label} helperText={helperText} required={required} disabled={disabled}>
      <NativeSelect.Root>
        <NativeSelect.Field placeholder={placeholder} {...register(name, { setValueAs: setValueAs(valueAs) ?? blankToUndefined })}>
          {options.map((option) => {
            const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
}

export function CheckboxField<T extends FieldValues>({ name, label, helperText, required, disabled }: BaseProps<T>) {
  // Destructured: the React compiler's lint takes `field.ref` for reading a ref during render.
  const {
    field: { ref, ...field },
  } = useController<T>({ name });
  return (
    // The checkbox's own label names it; the frame adds only the hint and the message.
    <FieldFrame name={name} label={null} helperText={helperText} required={required} disabled={disabled}>
      <Checkbox.Root
        checked={Boolean(field.value)}
        onCheckedChange={({ checked }) => field.onChange(checked === true)}
        colorPalette="brand"
      >
        <Checkbox.HiddenInput ref={ref} name={field.name} onBlur={field.onBlur} />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
    </FieldFrame>
  );
}

/** An on/off setting that reads as one (a switch); the value is a boolean, as for CheckboxField. */
export function SwitchField<T extends FieldValues>({ name, label, helperText, required, disabled }: BaseProps<T>) {
  const {
    field: { ref, ...field },
  } = useController<T>({ name });
  return (
    // The hint follows the switch: it says what the setting does, read after its name.
    <FieldFrame name={name} label={null} required={required} disabled={disabled}>
      <Switch.Root checked={Boolean(field.value)} onCheckedChange={({ checked }) => field.onChange(checked)} colorPalette="brand">
        <Switch.HiddenInput ref={ref} name={field.name} onBlur={field.onBlur} />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </FieldFrame>
  );
}

type FileFieldProps<T extends FieldValues> = BaseProps<T> & {
  /** e.g. IMAGE_MIME_TYPES.join(",") from common/options. */
  accept?: string;
};

/** One file; the value is the chosen File, or null. Size and type are checked by the caller's rules. */
export function FileField<T extends FieldValues>({ name, label, helperText, required, disabled, accept }: FileFieldProps<T>) {
  const {
    field: { ref, ...field },
  } = useController<T>({ name });
  return (
    <FieldFrame name={name} label={label} helperText={helperText} required={required} disabled={disabled}>
      <Input
        type="file"
        accept={accept}
        ref={ref}
        name={field.name}
        onBlur={field.onBlur}
        onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
        p="1.5"
      />
    </FieldFrame>
  );
}
