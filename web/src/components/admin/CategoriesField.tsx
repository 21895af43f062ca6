import { Box, Checkbox, Fieldset, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { get, useController, useFormState } from "react-hook-form";
import { talentField } from "#common/talent-field-keys";
import { useFieldId } from "../form";

// The talent's categories (the field table's `categoryIds`) as staff tick them, the one declaration
// of that field for Add New Talent and the editor: its label, value, focus target and message.
// Only the look differs: the dialog's list at most 10rem tall (docs/product.md#talent-management),
// the editor's tiles.

type Category = { id: number; name: string };
type CategoriesFieldProps = { categories: readonly Category[]; loading?: boolean; look: "list" | "tiles" };

export function CategoriesField({ categories, loading = false, look }: CategoriesFieldProps) {
  const {
    field: { ref, ...field },
  } = useController<{ categoryIds: number[] }, "categoryIds">({ name: "categoryIds" });
  const { errors } = useFormState({ name: "categoryIds" });
  const message = (get(errors, "categoryIds") as { message?: string } | undefined)?.message;
  const id = useFieldId("categoryIds");
  const chosen = new Set<number>((field.value as number[] | undefined) ?? []);
  const toggle = (categoryId: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(categoryId);
    else next.delete(categoryId);
    // Ascending, so the value does not depend on the order they were ticked in.
    field.onChange([...next].sort((a, b) => a - b));
  };
  const box = (category: Category, index: number, tile: boolean) => (
    <Checkbox.Root
      key={category.id}
      checked={chosen.has(category.id)}
      onCheckedChange={({ checked }) => toggle(category.id, checked === true)}
      colorPalette="brand"
      {...(tile ? { borderWidth: "1px", borderRadius: "md", p: "3" } : { size: "sm" })}
    >
      <Checkbox.HiddenInput ref={index === 0 ? ref : undefined} onBlur={field.onBlur} />
      <Checkbox.Control />
      <Checkbox.Label>{category.name}</Checkbox.Label>
    </Checkbox.Root>
  );
  const label = talentField("categoryIds").label;
  return (
    <Fieldset.Root id={id} invalid={Boolean(message)}>
      {look === "list" ? (
        <>
          <Fieldset.Legend fontWeight="medium" fontSize="sm">
            {label}
          </Fieldset.Legend>
          <Box maxH="10rem" overflowY="auto" borderWidth="1px" borderRadius="md" px="3" py="2" tabIndex={-1}>
            {loading && <Text color="fg.muted">Loading categories...</Text>}
            <Stack gap="1.5">{categories.map((category, index) => box(category, index, false))}</Stack>
          </Box>
        </>
      ) : (
        <>
          <Fieldset.Legend>{label}</Fieldset.Legend>
          {categories.length === 0 ? (
            <Text color="fg.muted">No categories yet.</Text>
          ) : (
            <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2" mt="2">
              {categories.map((category, index) => box(category, index, true))}
            </SimpleGrid>
          )}
        </>
      )}
      {message && <Fieldset.ErrorText>{message}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
