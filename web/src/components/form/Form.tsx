import { Button, type ButtonProps, chakra, type HTMLChakraProps } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { createContext, useContext, useRef, useState, type FormEvent, type ReactNode } from "react";
import { FormProvider, useForm, useFormState, type FieldValues, type UseFormProps, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { ErrorSummary } from "./ErrorSummary";
import { fieldId } from "./errors";
import { applyServerErrors } from "./server-errors";

/**
 * react-hook-form over a schema from common/schemas: the same rules and messages as the API.
 * Values are checked on submit, and again only on the next submit (GOV.UK: do not validate while
 * someone is still typing); focus goes to the error summary rather than the first field.
 */
export function useZodForm<TSchema extends z.ZodType<unknown, FieldValues>>(
  schema: TSchema,
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, "resolver"> = {},
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    shouldFocusError: false,
    ...options,
    resolver: zodResolver(schema as never) as never,
  });
}

const IdPrefixContext = createContext("field-");

/** The id the field called `name` gives its control (the summary's links point there). */
export function useFieldId(name: string): string {
  return fieldId(name, useContext(IdPrefixContext));
}

type FormProps<TValues extends FieldValues, TOutput> = Omit<HTMLChakraProps<"form">, "onSubmit" | "children"> & {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** Runs with the parsed values; throwing the API's error shows its field messages. */
  onSubmit: (values: TOutput) => Promise<unknown> | unknown;
  /** Server field name → form field name, where they differ. */
  serverFieldMap?: Record<string, string>;
  /** An error that names no field (network, permissions); by default its message joins the summary. */
  onServerError?: (error: unknown) => void;
  /** Keeps field ids apart when a page holds two forms. */
  idPrefix?: string;
  children: ReactNode;
};

export function Form<TValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  serverFieldMap,
  onServerError,
  idPrefix = "field-",
  children,
  ...rest
}: FormProps<TValues, TOutput>) {
  const element = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const failed = () => setFocusRequest((count) => count + 1);

  const onValid = async (values: TOutput) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const hasField = (name: string) => Boolean(element.current?.querySelector(`[id="${fieldId(name, idPrefix)}"]`));
      if (applyServerErrors(error, form.setError, { fieldMap: serverFieldMap, hasField })) {
        failed();
      } else if (onServerError) {
        onServerError(error);
      } else {
        form.setError("root.server", { type: "server", message: error instanceof Error ? error.message : String(error) });
        failed();
      }
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(onValid, failed)(event);

  return (
    <FormProvider {...form}>
      <IdPrefixContext.Provider value={idPrefix}>
        {/* noValidate: the schema's messages, not the browser's bubbles, say what is wrong. */}
        <chakra.form ref={element} noValidate onSubmit={submit} {...rest}>
          <ErrorSummary focusRequest={focusRequest} idPrefix={idPrefix} />
          {children}
        </chakra.form>
      </IdPrefixContext.Provider>
    </FormProvider>
  );
}

type SubmitButtonProps = Omit<ButtonProps, "type" | "loading"> & {
  /** The button's text while the form is being sent, e.g. 'Submitting...'. */
  submittingText?: string;
};

export function SubmitButton({ submittingText, children, ...rest }: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText={submittingText} {...rest}>
      {children}
    </Button>
  );
}
