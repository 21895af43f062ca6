import { Badge, Box, Field, Image, RadioGroup, SimpleGrid, Stack, Tag, Text, Textarea, VisuallyHidden, Wrap } from "@chakra-ui/react";
import { get, useController, useFormContext, useFormState } from "react-hook-form";
import type { ProfileReviewFormValues } from "#common/schemas/profile-review";
import { useFieldId } from "#web/components/form";
import type { ProfileChangeItemFieldsFragment } from "#web/gql/graphql";
import { valueShape } from "./review-form";

// One part of a talent's proposal: the profile as it is beside what the talent proposes (long text
// kept readable, lists as chips, photos as thumbnails), and, while it waits, the decision on it.

type Item = ProfileChangeItemFieldsFragment;

const STATUS_WORDS = { APPROVED: "Approved", REJECTED: "Rejected", PENDING: "Waiting" } as const;

/** Current | Proposed for one part; on a phone the two stack, each with its heading. */
export function PartComparison({ item, talentName }: { item: Item; talentName: string }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: "3", md: "4" }}>
      <Side title="Current">
        {item.kind === "PHOTO_ADDED" ? (
          <Empty text="Not on the profile" />
        ) : item.kind === "PHOTO_REMOVED" ? (
          <Thumb url={item.photoUrl} alt={`The photo ${talentName} asks to remove`} />
        ) : (
          <Value value={item.before} />
        )}
      </Side>
      <Side title="Proposed" proposed>
        {item.kind === "PHOTO_ADDED" ? (
          <Thumb url={item.photoUrl} alt={`The new photo ${talentName} proposes`} />
        ) : item.kind === "PHOTO_REMOVED" ? (
          <Empty text="Removed from the profile" />
        ) : (
          <Value value={item.after} />
        )}
      </Side>
    </SimpleGrid>
  );
}

function Side({ title, proposed = false, children }: { title: string; proposed?: boolean; children: React.ReactNode }) {
  return (
    <Box
      borderWidth="1px"
      borderRadius="md"
      p="3"
      minW="0"
      borderColor={proposed ? "brand.emphasized" : undefined}
      bg={proposed ? "brand.subtle" : "bg.subtle"}
    >
      <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="fg.muted" mb="2">
        {title}
      </Text>
      {children}
    </Box>
  );
}

function Value({ value }: { value: unknown }) {
  const shape = valueShape(value);
  if (shape.kind === "empty") return <Empty text="Not set" />;
  if (shape.kind === "list") {
    return (
      <Wrap gap="1.5" as="ul" listStyleType="none">
        {shape.items.map((entry) => (
          <Tag.Root as="li" key={entry} size="md" variant="surface">
            <Tag.Label>{entry}</Tag.Label>
          </Tag.Root>
        ))}
      </Wrap>
    );
  }
  // Long text (a bio) as the talent wrote it, paragraphs kept, at a comfortable measure.
  return (
    <Text whiteSpace="pre-wrap" overflowWrap="anywhere" lineHeight="tall" maxW="65ch">
      {shape.text}
    </Text>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Text color="fg.muted" fontStyle="italic">
      {text}
    </Text>
  );
}

function Thumb({ url, alt }: { url?: string | null; alt: string }) {
  if (!url) return <Empty text="The photo is no longer available" />;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      <Image src={url} alt={alt} maxH="48" maxW="full" borderRadius="md" objectFit="contain" bg="bg.muted" />
      <VisuallyHidden>(opens the full photo in a new tab)</VisuallyHidden>
    </a>
  );
}

/** A part decided earlier (this visit or another): the outcome and the message sent with it. */
export function PartOutcome({ item }: { item: Item }) {
  return (
    <Stack gap="1">
      <Badge alignSelf="start" colorPalette={item.status === "APPROVED" ? "green" : "red"} variant="subtle">
        {STATUS_WORDS[item.status]}
      </Badge>
      {item.message && (
        <Text fontSize="sm">
          Message to the talent: <q>{item.message}</q>
        </Text>
      )}
    </Stack>
  );
}

/** Approve or Reject (a radio group: arrow keys move between them) and an optional message. */
export function PartDecision({ index, label }: { index: number; label: string }) {
  const name = `decisions.${index}.decision` as const;
  const messageName = `decisions.${index}.message` as const;
  const { register } = useFormContext<ProfileReviewFormValues>();
  const {
    field: { ref, ...field },
  } = useController<ProfileReviewFormValues, typeof name>({ name });
  const { errors } = useFormState<ProfileReviewFormValues>();
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const messageError = (get(errors, messageName) as { message?: string } | undefined)?.message;
  const id = useFieldId(name);
  const messageId = useFieldId(messageName);
  return (
    <Stack gap="3">
      <Field.Root invalid={Boolean(error)}>
        {/* The error summary's link lands here (a radio group has no single control to focus). */}
        <Box id={id} tabIndex={-1} outline="none">
          <RadioGroup.Root
            ref={ref}
            value={field.value || null}
            onValueChange={(event) => field.onChange(event.value ?? "")}
            name={`decision-${index}`}
            colorPalette="brand"
            orientation="horizontal"
            aria-label={`Decision on ${label}`}
            display="flex"
            gap="5"
            flexWrap="wrap"
          >
            {(["approve", "reject"] as const).map((value) => (
              <RadioGroup.Item key={value} value={value}>
                <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{value === "approve" ? "Approve" : "Reject"}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
        </Box>
        <Field.ErrorText>
          <VisuallyHidden>Error:</VisuallyHidden> {error}
        </Field.ErrorText>
      </Field.Root>
      <Field.Root id={messageId} invalid={Boolean(messageError)}>
        <Field.Label>Message to the talent (optional)</Field.Label>
        <Textarea rows={2} {...register(messageName)} />
        <Field.HelperText>Sent with the outcome, e.g. why a photo was not used.</Field.HelperText>
        <Field.ErrorText>
          <VisuallyHidden>Error:</VisuallyHidden> {messageError}
        </Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}
