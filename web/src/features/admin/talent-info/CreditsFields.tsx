import type { ReactNode } from "react";
import { Box, Button, Fieldset, Grid, GridItem, HStack, IconButton, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { CREDIT_LABELS, CREDIT_LIMITS, REEL_LIMITS } from "#common/credits";
import { TALENT_FIELDS } from "#common/talent-fields";
import { TextField, useFieldId } from "#web/components/form";
import { creditFormRow, type EditorValues } from "./editor-form";

// The Professional tab's credits and reels, each a list of rows staff add, remove and reorder
// (react-hook-form's useFieldArray). Each input's name is its row's path (credits.1.production),
// so a message from the browser's rules or the server's lands under the input it names.

type RowActionsProps = {
  noun: string;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
};

function RowActions({ noun, index, count, move, remove }: RowActionsProps) {
  const label = `${noun} ${index + 1}`;
  return (
    <HStack gap="1">
      <IconButton aria-label={`Move ${label} up`} size="sm" variant="ghost" disabled={index === 0} onClick={() => move(index, index - 1)}>
        <span aria-hidden="true">↑</span>
      </IconButton>
      <IconButton
        aria-label={`Move ${label} down`}
        size="sm"
        variant="ghost"
        disabled={index === count - 1}
        onClick={() => move(index, index + 1)}
      >
        <span aria-hidden="true">↓</span>
      </IconButton>
      <Button size="sm" variant="ghost" colorPalette="red" aria-label={`Remove ${label}`} onClick={() => remove(index)}>
        Remove
      </Button>
    </HStack>
  );
}

const CREDIT_COLUMNS = { base: "5.5rem minmax(0, 1fr)", lg: "6rem minmax(0, 2fr) minmax(0, 1.5fr) minmax(0, 1.5fr)" };

function RowFrame({ title, actions, children }: { title: string; actions: ReactNode; children: ReactNode }) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p={{ base: "3", md: "4" }} listStyleType="none">
      <HStack justify="space-between" mb="2" wrap="wrap" gap="2">
        <Text fontWeight="semibold" fontSize="sm">
          {title}
        </Text>
        {actions}
      </HStack>
      {children}
    </Box>
  );
}

export function CreditsField() {
  const { control } = useFormContext<EditorValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: "credits" });
  const id = useFieldId("credits");
  const full = fields.length >= CREDIT_LIMITS.rows;
  return (
    <Fieldset.Root id={id}>
      <Fieldset.Legend>{TALENT_FIELDS.credits.label}</Fieldset.Legend>
      <Fieldset.HelperText>Newest or most notable first; visitors see them in this order.</Fieldset.HelperText>
      {fields.length === 0 ? (
        <Text color="fg.muted" mt="2">
          No credits yet.
        </Text>
      ) : (
        <Stack as="ol" gap="3" mt="2" ps="0">
          {fields.map((field, index) => (
            <RowFrame
              key={field.id}
              title={`Credit ${index + 1}`}
              actions={<RowActions noun="credit" index={index} count={fields.length} move={move} remove={remove} />}
            >
              {/* The year is four digits: a narrow column beside the production, even on a phone. */}
              <Grid templateColumns={CREDIT_COLUMNS} gap="3">
                <TextField<EditorValues>
                  name={`credits.${index}.year` as never}
                  label={CREDIT_LABELS.year}
                  type="number"
                  inputMode="numeric"
                  valueAs="number"
                />
                <TextField<EditorValues> name={`credits.${index}.production` as never} label={CREDIT_LABELS.production} required />
                <GridItem colSpan={{ base: 2, lg: 1 }}>
                  <TextField<EditorValues> name={`credits.${index}.role` as never} label={CREDIT_LABELS.role} />
                </GridItem>
                <GridItem colSpan={{ base: 2, lg: 1 }}>
                  <TextField<EditorValues> name={`credits.${index}.company` as never} label={CREDIT_LABELS.company} />
                </GridItem>
              </Grid>
            </RowFrame>
          ))}
        </Stack>
      )}
      <Box mt="3">
        <Button
          variant="outline"
          size="sm"
          disabled={full}
          onClick={() => append(creditFormRow({}), { shouldFocus: true, focusName: `credits.${fields.length}.production` })}
        >
          Add credit
        </Button>
        {full && (
          <Text fontSize="sm" color="fg.muted" mt="1">
            At most {CREDIT_LIMITS.rows} credits.
          </Text>
        )}
      </Box>
    </Fieldset.Root>
  );
}

export function ReelsField() {
  const { control } = useFormContext<EditorValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: "reels" });
  const id = useFieldId("reels");
  const full = fields.length >= REEL_LIMITS.rows;
  return (
    <Fieldset.Root id={id}>
      <Fieldset.Legend>{TALENT_FIELDS.reels.label}</Fieldset.Legend>
      <Fieldset.HelperText>
        YouTube, Vimeo and SoundCloud links play on the profile; any other https link is shown as a link.
      </Fieldset.HelperText>
      {fields.length === 0 ? (
        <Text color="fg.muted" mt="2">
          No reels yet.
        </Text>
      ) : (
        <Stack as="ol" gap="3" mt="2" ps="0">
          {fields.map((field, index) => (
            <RowFrame
              key={field.id}
              title={`Reel ${index + 1}`}
              actions={<RowActions noun="reel" index={index} count={fields.length} move={move} remove={remove} />}
            >
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                <TextField<EditorValues> name={`reels.${index}.url` as never} label="Link" type="url" placeholder="https://" required />
                <TextField<EditorValues>
                  name={`reels.${index}.title` as never}
                  label="Title"
                  placeholder="e.g. Showreel 2025, Commercial voice reel"
                />
              </SimpleGrid>
            </RowFrame>
          ))}
        </Stack>
      )}
      <Box mt="3">
        <Button
          variant="outline"
          size="sm"
          disabled={full}
          onClick={() => append({ url: "", title: "" }, { shouldFocus: true, focusName: `reels.${fields.length}.url` })}
        >
          Add reel
        </Button>
      </Box>
    </Fieldset.Root>
  );
}
