import { Button, CloseButton, Drawer, Portal, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FilterIcon } from "../../components/talent/talent-icons";
import { ALL, EMPTY_FILTERS, type Filters, SELECT_FILTERS } from "./filters";
import { FilterSelect } from "./FilterSelect";

type Props = {
  filters: Filters;
  categories: ReadonlyArray<{ id: number; name: string }>;
  activeCount: number;
  onApply: (filters: Filters) => void;
};

// Small screens: the dropdowns in a drawer, applied together with 'Apply Filters'. The drawer (Ark's
// dialog) keeps focus inside while open and gives it back to the 'Filters' button when it closes.
export function FilterDrawer({ filters, categories, activeCount, onApply }: Props) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(filters);

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => {
        // Each opening starts from what the address says, not from an abandoned draft.
        if (details.open) setDraft(filters);
        setOpen(details.open);
      }}
      placement="end"
      size="sm"
    >
      <Drawer.Trigger asChild>
        <Button variant="outline" size="md" hideFrom="lg" flexShrink={0} bg="bg">
          <FilterIcon />
          Filters{activeCount ? ` (${activeCount})` : ""}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Drawer.Title fontFamily="heading" fontSize="xl">
                Filter Talents
              </Drawer.Title>
              <Drawer.Description asChild>
                <Text color="fg.muted" fontSize="sm">
                  Apply filters to find the perfect talent for your project.
                </Text>
              </Drawer.Description>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                <FilterSelect
                  id="drawer-filter-category"
                  label="Category"
                  allLabel="All Categories"
                  value={draft.category === null ? ALL : String(draft.category)}
                  options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
                  onChange={(value) => setDraft({ ...draft, category: value === ALL ? null : Number(value) })}
                />
                {SELECT_FILTERS.map((filter) => (
                  <FilterSelect
                    key={filter.key}
                    id={`drawer-filter-${filter.key}`}
                    label={filter.label}
                    allLabel={filter.allLabel}
                    value={draft[filter.key]}
                    options={filter.options}
                    onChange={(value) => setDraft({ ...draft, [filter.key]: value })}
                  />
                ))}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer>
              {/* Reset clears the dropdowns; the search box on the page is left as typed. */}
              <Button variant="outline" onClick={() => setDraft({ ...EMPTY_FILTERS, search: draft.search })}>
                Reset
              </Button>
              <Button
                colorPalette="brand"
                onClick={() => {
                  onApply(draft);
                  setOpen(false);
                }}
              >
                Apply Filters
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close filters" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
