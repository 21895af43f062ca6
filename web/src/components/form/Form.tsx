import { Button, type ButtonProps, chakra, type HTMLChakraProps } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { createContext, useContext, useRef, useState, type FormEvent, type ReactNode } from "react";
import { FormProvider, useForm, useFormState, type FieldValues, type UseFormProps, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { ErrorSummary } from "./ErrorSummary";
import { fieldId } from "./errors";
import { applyServerErrors } from "./server-errors";

/**
 * A form's schema, or a loader of it: a public page passes `() => import(...)` so that zod (24 KB
 * gzip) is not part of what the page loads to show itself. It loads when someone first moves into
 * the form (focus), long before they submit; a submit that comes first waits for it.
 */
export type SchemaSource<TSchema> = TSchema | (() => Promise<TSchema>);

/** The schema loaders of forms made with a loader, by their react-hook-form control. */
const schemaLoaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * react-hook-form over a schema from common/schemas: the same rules and messages as the API.
 * Values are checked on submit, and again only on the next submit (GOV.UK: do not validate while
 * someone is still typing); focus goes to the error summary rather than the first field.
 */
export function useZodForm<TSchema extends z.ZodType<unknown, FieldValues>>(
  schema: SchemaSource<TSchema>,
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, "resolver"> = {},
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  // A zod schema is an object, never a function: a function is the loader.
  const [source] = useState(() => {
    if (typeof schema !== "function") return { resolver: zodResolver(schema as never) as never, load: null };
    let loading: Promise<TSchema> | null = null;
    // A failed load (offline for a moment) is tried again by the next focus or submit.
    const load = () =>
      (loading ??= schema().catch((error: unknown) => {
        loading = null;
        throw error;
      }));
    const resolver = async (values: never, context: never, resolverOptions: never) =>
      zodResolver((await load()) as never)(values, context, resolverOptions);
    return { resolver: resolver as never, load };
  });
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    shouldFocusError: false,
    ...options,
    resolver: source.resolver,
  });
  if (source.load) schemaLoaders.set(form.control, source.load);
  return form;
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

  const reportFailure = (error: unknown) => {
    if (onServerError) {
      onServerError(error);
    } else {
      form.setError("root.server", { type: "server", message: error instanceof Error ? error.message : String(error) });
      failed();
    }
  };
  const onValid = async (values: TOutput) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const hasField = (name: string) => Boolean(element.current?.querySelector(`[id="${fieldId(name, idPrefix)}"]`));
      if (applyServerErrors(error, form.setError, { fieldMap: serverFieldMap, hasField })) {
        failed();
      } else {
        reportFailure(error);
      }
    }
  };
  // Only the checking itself can throw here (a form whose rules could not be loaded, offline): said
  // like a failed send.
  const submit = (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(onValid, failed)(event).catch(reportFailure);

  return (
    <FormProvider {...form}>
      <IdPrefixContext.Provider value={idPrefix}>
        {/* noValidate: the schema's messages, not the browser's bubbles, say what is wrong. */}
        {/* Moving into the form fetches its rules, if they load on demand (SchemaSource). */}
        <chakra.form
          ref={element}
          noValidate
          onSubmit={submit}
          onFocus={() =>
            void schemaLoaders
              .get(form.control)?.()
              .catch(() => undefined)
          }
          {...rest}
        >
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
