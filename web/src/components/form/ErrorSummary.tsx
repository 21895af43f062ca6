import { Box, Heading, Link, List } from "@chakra-ui/react";
import { useEffect, useRef, type MouseEvent } from "react";
import { useFormState } from "react-hook-form";
import { type FormErrorItem, fieldId, flattenErrors, isRootError } from "./errors";

// The GOV.UK Design System's error summary: a box at the top of the form headed 'There is a
// problem', one item per error worded as beside its field, each a link that moves focus to that
// field; the box itself takes focus after a failed submit so screen readers announce it.

type ErrorSummaryProps = {
  /** Grows by one on every failed submit; each new value moves focus to the summary. */
  focusRequest: number;
  idPrefix?: string;
};

/** Summary items in the order their fields appear on the page; errors of no field come first. */
function inPageOrder(items: FormErrorItem[], idPrefix: string): FormErrorItem[] {
  const position = (item: FormErrorItem) => (isRootError(item.name) ? null : document.getElementById(fieldId(item.name, idPrefix)));
  return [...items].sort((a, b) => {
    const elementA = position(a);
    const elementB = position(b);
    if (!elementA || !elementB) return Number(Boolean(elementA)) - Number(Boolean(elementB));
    return elementA.compareDocumentPosition(elementB) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const control = document.getElementById(id);
  if (!control) return;
  event.preventDefault();
  // Like GOV.UK: bring the field's label into view with the field, then focus the field.
  const label =
    control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement
      ? control.labels?.[0]
      : undefined;
  (label ?? control).scrollIntoView?.({ block: "start" });
  control.focus({ preventScroll: true });
}

export function ErrorSummary({ focusRequest, idPrefix = "field-" }: ErrorSummaryProps) {
  const { errors } = useFormState();
  const items = inPageOrder(flattenErrors(errors), idPrefix);
  const box = useRef<HTMLDivElement>(null);
  const focusedRequest = useRef(0);

  useEffect(() => {
    if (focusRequest > focusedRequest.current && box.current) {
      focusedRequest.current = focusRequest;
      box.current.focus();
    }
  });

  if (items.length === 0) return null;
  return (
    <Box
      ref={box}
      tabIndex={-1}
      data-testid="error-summary"
      borderWidth="4px"
      borderColor="border.error"
      borderRadius="md"
      p={{ base: "4", md: "6" }}
      mb="6"
      _focusVisible={{ outline: "3px solid", outlineColor: "accent.400", outlineOffset: "0" }}
    >
      <div role="alert">
        <Heading as="h2" size="lg" mb="3">
          There is a problem
        </Heading>
        <List.Root gap="2" listStyleType="none">
          {items.map((item) => {
            const id = fieldId(item.name, idPrefix);
            return (
              <List.Item key={item.name} color="fg.error" fontWeight="semibold">
                {isRootError(item.name) ? (
                  item.message
                ) : (
                  <Link href={`#${id}`} color="fg.error" textDecoration="underline" onClick={(event) => focusField(event, id)}>
                    {item.message}
                  </Link>
                )}
              </List.Item>
            );
          })}
        </List.Root>
      </div>
    </Box>
  );
}
